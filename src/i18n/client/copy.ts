/**
 * The copy menu under each sub-rule number (src/scripts/copy.ts).
 * The group of each language file, and nothing else of them, so that the script carries only its own strings.
 */
import { copy as en } from '../en.ts';
import { copy as ko } from '../ko.ts';
import { copy as ru } from '../ru.ts';
import { addedGroup } from './added.ts';

export const copyStrings: Record<string, typeof en> = { ru, en, ko, ...addedGroup<typeof en>('copy') };
