/**
 * The reference preview popover (src/scripts/previews.ts).
 * The group of each language file, and nothing else of them, so that the script carries only its own strings.
 */
import { preview as en } from '../en.ts';
import { preview as ko } from '../ko.ts';
import { preview as ru } from '../ru.ts';
import { addedGroup } from './added.ts';

export const previewStrings: Record<string, typeof en> = { ru, en, ko, ...addedGroup<typeof en>('preview') };
