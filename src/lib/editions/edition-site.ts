/**
 * The editions as the site uses them (src/pipeline/site-editions.ts works them out once per build): the earlier editions of each locale that has
 * any (today English), the steps of the edition map from the oldest to the current text, and look-ups by
 * edition name and old number. The current text stays the default everywhere; these only add pages.
 */
import type { Glossary } from '../content/glossary.ts';
import type { Locale } from '../locale/locale.ts';
import { editionSteps, type EditionStep } from './edition-map.ts';
import type { LocaleEdition } from './edition-map.ts';

export interface EditionSite {
  locale: Locale;
  /** Oldest first. */
  editions: LocaleEdition[];
  /** Oldest edition → … → newest edition → current text ("current"). */
  steps: EditionStep[];
}

export const CURRENT = 'current';

/** The sites of every locale that has editions (the current text of that locale closes each chain). */
export function editionSites(editions: LocaleEdition[], glossary: Glossary, currentLabel: (locale: Locale) => string): EditionSite[] {
  const locales = [...new Set(editions.map((e) => e.locale))];
  return locales.map((locale) => {
    const own = editions.filter((e) => e.locale === locale);
    const current = { name: CURRENT, label: currentLabel(locale), entries: glossary.entries(locale).filter((e) => e.number !== null) };
    return { locale, editions: own, steps: editionSteps([...own, current]) };
  });
}

/** Every edition-number of a site: "lrr-1.3" → topic number → [id, ...sub-rule numbers] (the shape of offline-navigation's RuleNumbers). */
export function editionNumbers(sites: EditionSite[]): Record<string, Record<string, string[]>> {
  const out: Record<string, Record<string, string[]>> = {};
  for (const site of sites)
    for (const edition of site.editions)
      out[`${site.locale}/${edition.name}`] = Object.fromEntries(
        edition.entries.filter((e) => e.number !== null).map((e) => [String(e.number), [e.id, ...e.subRules.map((s) => s.number)]]),
      );
  return out;
}
