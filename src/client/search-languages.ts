// The languages the search offers: the shipped ones and those a content folder added (their records come with
// the page, `addedRecords()` of virtual:strings/search), each named in itself for the results' language badges.
import { LOCALES, localeRecord, registerLocales, type Locale, type LocaleRecord } from '../lib/locale/locale.ts';

/** Registers the added languages' records and returns every language's name in itself. */
export function searchLanguageNames(addedRecords: LocaleRecord[]): Record<Locale, string> {
  registerLocales(addedRecords.filter((r) => !LOCALES.includes(r.code)));
  return Object.fromEntries(LOCALES.map((l) => [l, localeRecord(l).name]));
}
