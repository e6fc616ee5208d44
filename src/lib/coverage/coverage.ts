/**
 * Translation coverage (/translations/ and `npm run coverage`): which topics each locale has, and
 * where a locale's entry has a different number of sub-rules or notes than another locale's.
 *
 * Rows are the topics of lrr-topics.tsv that exist in at least one locale, in the index's order.
 * The per-locale summary counts against every topic of the index (109), as in "ko 30 of 109 topics":
 * that is the whole job a translator faces, including topics no locale has yet.
 */
import type { Glossary } from '../content/glossary.ts';
import { LOCALES, type Locale } from '../locale/locale.ts';

/** present: the locale has the topic; differs: it has it, but a count differs from another locale's entry. */
export type CoverageStatus = 'present' | 'missing' | 'differs';

/** What a `differs` compares. */
export type CountKind = 'subRules' | 'notes';
export const COUNT_KINDS: readonly CountKind[] = ['subRules', 'notes'];

export interface CoverageCell {
  locale: Locale;
  status: CoverageStatus;
  /** The locale's own entry number and title; null when missing. */
  number: number | null;
  title: string | null;
  /** The entry's number of sub-rules and of notes; null when missing. */
  counts: Record<CountKind, number> | null;
  /** The counts that differ from at least one other locale's entry of the topic; empty unless `differs`. */
  differs: CountKind[];
}

export interface CoverageRow {
  id: string;
  /** LRR number of the English reference; null for topics the index lists without one. */
  lrrNumber: number | null;
  titleEn: string;
  cells: Record<Locale, CoverageCell>;
}

export interface LocaleSummary {
  locale: Locale;
  /** Topics the locale has an entry for (`differs` included). */
  present: number;
  /** Of those, the ones whose counts differ from another locale's. */
  differs: number;
  /** Topics of the index. */
  total: number;
}

export interface Coverage {
  rows: CoverageRow[];
  summary: LocaleSummary[];
  /** Every topic of lrr-topics.tsv (the summary's denominator). */
  totalTopics: number;
}

export function translationCoverage(glossary: Glossary): Coverage {
  const rows: CoverageRow[] = [];
  for (const topic of glossary.topics.topics) {
    const entries = LOCALES.map((locale) => ({ locale, entry: glossary.get(locale, topic.id) }));
    if (entries.every((e) => !e.entry)) continue;
    const counted = entries.map(({ locale, entry }) => ({
      locale,
      entry,
      counts: entry ? { subRules: entry.subRules.length, notes: entry.notes.length } : null,
    }));
    const cells = {} as Record<Locale, CoverageCell>;
    for (const { locale, entry, counts } of counted) {
      const differs = counts
        ? COUNT_KINDS.filter((kind) => counted.some((other) => other.counts && other.counts[kind] !== counts[kind]))
        : [];
      cells[locale] = {
        locale,
        status: !entry ? 'missing' : differs.length > 0 ? 'differs' : 'present',
        number: entry?.number ?? null,
        title: entry?.title ?? null,
        counts,
        differs,
      };
    }
    rows.push({ id: topic.id, lrrNumber: topic.number, titleEn: topic.titleEn, cells });
  }
  const totalTopics = glossary.topics.topics.length;
  const summary = LOCALES.map((locale) => ({
    locale,
    present: rows.filter((r) => r.cells[locale].status !== 'missing').length,
    differs: rows.filter((r) => r.cells[locale].status === 'differs').length,
    total: totalTopics,
  }));
  return { rows, summary, totalTopics };
}
