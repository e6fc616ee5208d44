/**
 * The service worker's page for a page not saved yet, without a network (src/scripts/offline-worker.ts).
 * The group of each language file, and nothing else of them, so that the script carries only its own strings.
 */
import { offline as en } from '../en.ts';
import { offline as ko } from '../ko.ts';
import { offline as ru } from '../ru.ts';
import { addedGroup } from './added.ts';

export const offlineStrings: Record<string, typeof en> = { ru, en, ko, ...addedGroup<typeof en>('offline') };
