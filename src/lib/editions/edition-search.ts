/**
 * Old rule numbers in the instant search: "1.3 49.4", "lrr 1.3 49.4", "2020 49" name an earlier
 * edition before the number, and find that edition's sub-rule (its page says where the rule is now).
 * The instant index of a locale with editions carries each edition's topic numbers, titles and sub-rules.
 * Browser-safe: no Node import.
 */
import type { Locale } from '../locale/locale.ts';
import { editionNumberPath } from './edition-routes.ts';

export interface InstantEdition {
  /** "lrr-1.3" */
  name: string;
  /** "1.3", "2020": what a query names it by. */
  version: string;
  label: string;
  /** [topic number, title, sub-rule ordinals]. */
  topics: [number, string, number[]][];
}

/** The version a query names an edition by: the name's last part ("lrr-1.3" → "1.3", "rr-2020" → "2020"). */
export function editionVersion(name: string): string {
  return name.slice(name.lastIndexOf('-') + 1);
}

export function instantEditions(editions: { name: string; label: string; entries: readonly { number: number | null; title: string; subRules: readonly { ordinal: number }[] }[] }[]): InstantEdition[] {
  return editions.map((e) => ({
    name: e.name,
    version: editionVersion(e.name),
    label: e.label,
    topics: e.entries
      .filter((t) => t.number !== null)
      .map((t): [number, string, number[]] => [t.number!, t.title, t.subRules.map((s) => s.ordinal)])
      .sort((a, b) => a[0] - b[0]),
  }));
}

export interface EditionHit {
  href: string;
  label: string;
  number: string;
  kind: 'entry' | 'subrule';
}

/** The sub-rule (then its topic) of the edition a query names; none when the edition or the number is unknown. */
export function searchEditionNumber(editions: InstantEdition[], query: { edition: string; entry: number; sub?: number }, locale: Locale, base: string): EditionHit[] {
  const edition = editions.find((e) => e.version === query.edition);
  const topic = edition?.topics.find((t) => t[0] === query.entry);
  if (!edition || !topic) return [];
  const [number, title, subs] = topic;
  const label = `${title} (${edition.label})`;
  const hits: EditionHit[] = [];
  if (query.sub !== undefined && subs.includes(query.sub)) {
    const n = `${number}.${query.sub}`;
    hits.push({ href: editionNumberPath(base, locale, edition.name, n), label, number: n, kind: 'subrule' });
  }
  hits.push({ href: editionNumberPath(base, locale, edition.name, String(number)), label, number: String(number), kind: 'entry' });
  return hits;
}
