/**
 * "Referenced by" on an entry page: the locale's entries that name the topic among their related topics or
 * cite it in their text (a rule number or the topic's name, as the cross-referencer links them), in number order.
 */
import type { Entry } from '../entry.ts';
import type { Glossary } from '../glossary.ts';
import type { Locale } from '../locale.ts';
import { localeGraphFor } from './locale-models.ts';

export function referencedBy(glossary: Glossary, locale: Locale, id: string): Entry[] {
  const sources = new Set(localeGraphFor(glossary, locale).edges.filter((e) => e.target === id && e.source !== id).map((e) => e.source));
  return glossary.entries(locale).filter((e) => sources.has(e.id));
}
