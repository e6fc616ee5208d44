/** What the 404 page's script needs to suggest the nearest rules of a locale: its pages' ids, numbers and titles. */
import { numberedTitle } from '../content/entry.ts';
import type { Glossary } from '../content/glossary.ts';
import type { Locale } from '../locale/locale.ts';
import { pageEntry } from './page-entry.ts';

export interface KnownRules {
  /** Every topic with a page in the locale (its own entry or a fallback page). */
  ids: string[];
  /** The locale's own entry and sub-rule numbers (rule-number URLs mean these). */
  numbers: string[];
  /** id → the label a suggestion shows: "49 Title" for the locale's entries, the shown title on a fallback page. */
  titles: Record<string, string>;
}

export function knownRules(glossary: Glossary, locale: Locale): KnownRules {
  const ids = glossary.presentTopicIds();
  const numbers = glossary.entries(locale).flatMap((e) => (e.number === null ? [] : [String(e.number), ...e.subRules.map((s) => s.number)]));
  const titles: Record<string, string> = {};
  for (const id of ids) {
    const shown = pageEntry(glossary, locale, id)!;
    titles[id] = shown.fallback ? shown.entry.title : numberedTitle(shown.entry);
  }
  return { ids, numbers, titles };
}
