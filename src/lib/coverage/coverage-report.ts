/** The translation coverage as text for the terminal (npm run coverage): a summary per locale, then one row per topic. */
import { translationCoverage, type CountKind, type CoverageCell, type CoverageRow } from './coverage.ts';
import type { Glossary } from '../content/glossary.ts';
import { LOCALES } from '../locale/locale.ts';
import { textTable } from './text-table.ts';

const COUNT_NAMES: Record<CountKind, string> = { subRules: 'sub-rules', notes: 'notes' };

/** "49 ✓", "—", or "49 ≠ 9/8 notes" (this entry's count, then the other locales' differing counts). */
function cellLines(cell: CoverageCell, row: CoverageRow): string[] {
  if (cell.status === 'missing' || !cell.counts) return ['—'];
  // An entry the LRR index gives no number (a newer topic) shows the mark alone.
  const number = cell.number === null ? '' : `${cell.number} `;
  if (cell.status === 'present') return [`${number}✓`];
  const counts = cell.counts;
  const lines = cell.differs.map((kind) => {
    const others = LOCALES.map((l) => row.cells[l].counts?.[kind]).filter((n): n is number => n !== undefined && n !== counts[kind]);
    return `${[counts[kind], ...new Set(others)].join('/')} ${COUNT_NAMES[kind]}`;
  });
  const lead = `${number}≠ `;
  return lines.map((line, i) => (i === 0 ? lead : ' '.repeat(lead.length)) + line);
}

export function coverageReport(glossary: Glossary): string {
  const { rows, summary, totalTopics } = translationCoverage(glossary);
  const width = String(totalTopics).length;
  const body = rows.map((row) => [row.lrrNumber === null ? '' : String(row.lrrNumber), row.id, ...LOCALES.map((l) => cellLines(row.cells[l], row))]);
  return [
    `Translation coverage: ${rows.length} of the ${totalTopics} topics of lrr-topics.tsv exist in some locale.`,
    '',
    ...summary.map((s) => `  ${s.locale}  ${String(s.present).padStart(width)} of ${s.total} topics${s.differs > 0 ? `, ${s.differs} ≠ (counts differ)` : ''}`),
    '',
    ...textTable(['LRR', 'topic', ...LOCALES], body, ['right']),
    '',
    "Each cell shows the locale's own entry number. ✓ present, — missing,",
    "≠ 9/8 notes: this entry has 9 notes, another locale's entry of the topic has 8.",
  ].join('\n');
}
