/**
 * "Referenced by" on an entry page: the locale's entries that name the topic among their related topics or
 * cite it in their text (a rule number or the topic's name, as the cross-referencer links them). Those that
 * list it under their related topics come first, as the closest, then those that only cite it; each group in
 * number order. The page lists the first few (entry-view.ts), so the order decides which.
 */
import type { Entry } from '../content/entry.ts';
import type { Glossary } from '../content/glossary.ts';
import type { Locale } from '../locale/locale.ts';
import { localeGraphFor } from './locale-models.ts';

export function referencedBy(glossary: Glossary, locale: Locale, id: string): Entry[] {
  const edges = localeGraphFor(glossary, locale).edges.filter((e) => e.target === id && e.source !== id);
  const cites = (entry: Entry, related: boolean) => edges.some((e) => e.source === entry.id && (e.kind === 'related') === related);
  const related = glossary.entries(locale).filter((entry) => cites(entry, true));
  return [...related, ...glossary.entries(locale).filter((entry) => !related.includes(entry) && cites(entry, false))];
}
