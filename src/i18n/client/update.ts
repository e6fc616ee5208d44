/**
 * The prompt to reload for a new deployment (src/scripts/update-prompt.ts).
 * The group of each language file, and nothing else of them, so that the script carries only its own strings.
 */
import { update as en } from '../en.ts';
import { update as ko } from '../ko.ts';
import { update as ru } from '../ru.ts';
import { addedGroup } from './added.ts';

export const updateStrings: Record<string, typeof en> = { ru, en, ko, ...addedGroup<typeof en>('update') };
