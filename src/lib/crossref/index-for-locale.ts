/** What the cross-referencer knows about one locale: its terms and where each of its sub-rules lives. */
import type { Glossary } from '../content/glossary.ts';
import type { Locale } from '../locale/locale.ts';
import { collectTerms, type Term } from './terms.ts';

export interface CrossRefIndex {
  locale: Locale;
  /** Longest first. */
  terms: readonly Term[];
  /** Sub-rule number ("45.5") → id of the entry that holds it. */
  subRules: ReadonlyMap<string, string>;
}

export function buildCrossRefIndex(glossary: Glossary, locale: Locale): CrossRefIndex {
  const subRules = new Map<string, string>();
  for (const entry of glossary.entries(locale)) {
    for (const subRule of entry.subRules) subRules.set(subRule.number, entry.id);
  }
  return { locale, terms: collectTerms(glossary, locale), subRules };
}
