/**
 * The header search box (src/scripts/search-controller.ts, search-panel.ts). {query}, {count} mark values to fill in.
 * The group of each language file, and nothing else of them, so that the script carries only its own strings.
 */
import { LOCALES, localeRecord } from '../../lib/locale.ts';
import { search as en } from '../en.ts';
import { search as ko } from '../ko.ts';
import { search as ru } from '../ru.ts';
import { addedGroup } from './added.ts';

export const searchStrings: Record<string, typeof en> = { ru, en, ko, ...addedGroup<typeof en>('search') };

/** Each language's name in itself (the results' language badges), from the locale records. */
export const languageNames: Record<string, string> = Object.fromEntries(LOCALES.map((l) => [l, localeRecord(l).name]));
