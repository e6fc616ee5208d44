/**
 * Which entry a locale's page of a topic shows. Every topic present anywhere has a page in every locale:
 * the locale's own entry, else a fallback page carrying the English entry (or, before English has it, the
 * first locale that does), read in the page's interface language.
 */
import type { Entry } from '../content/entry.ts';
import type { Glossary } from '../content/glossary.ts';
import { LOCALES, type Locale } from '../locale/locale.ts';

export interface PageEntry {
  /** The entry whose text the page shows. */
  entry: Entry;
  /** The page's (interface) language. */
  locale: Locale;
  /** True when the entry is another locale's: the page is a fallback page. */
  fallback: boolean;
}

/** English first: the rule's source text, with the LRR numbers. */
export const FALLBACK_ORDER: readonly Locale[] = ['en', ...LOCALES.filter((l) => l !== 'en')];

/** The entry the page /{locale}/{id}/ shows, or undefined when no locale has the topic. */
export function pageEntry(glossary: Glossary, locale: Locale, id: string): PageEntry | undefined {
  const own = glossary.get(locale, id);
  if (own) return { entry: own, locale, fallback: false };
  const source = FALLBACK_ORDER.map((l) => glossary.get(l, id)).find((e) => e !== undefined);
  return source && { entry: source, locale, fallback: true };
}

/**
 * The sub-rule number a link should open on the page /{locale}/{id}/ for a sub-rule cited by its number in
 * `from`'s numbering: the aligned sub-rule of the entry that page shows, or undefined when it has none.
 */
export function numberOnPage(glossary: Glossary, from: Locale, number: string, locale: Locale, id: string): string | undefined {
  const hit = glossary.byNumber(from, number);
  const target = pageEntry(glossary, locale, id);
  if (!hit?.subRule || hit.entry.id !== id || !target) return undefined;
  if (target.entry.locale === from) return hit.subRule.number;
  return target.entry.subRules.find((s) => s.alignKey === hit.subRule!.alignKey)?.number;
}
