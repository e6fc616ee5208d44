/** npm run coverage: the translation coverage of content/ as a terminal table, for translators. */
import { join, resolve } from 'node:path';
import { loadContent } from '../src/node/content-loader.ts';
import { translationCoverage, type CountKind, type CoverageCell, type CoverageRow } from '../src/lib/coverage.ts';
import { LOCALES } from '../src/lib/locale.ts';

const COUNT_NAMES: Record<CountKind, string> = { subRules: 'sub-rules', notes: 'notes' };

/** "49 ✓", "—", or "49 ≠ 9/8 notes" (this entry's count, then the other locales' differing counts). */
function cellLines(cell: CoverageCell, row: CoverageRow): string[] {
  if (cell.status === 'missing' || !cell.counts) return ['—'];
  if (cell.status === 'present') return [`${cell.number} ✓`];
  const counts = cell.counts;
  const lines = cell.differs.map((kind) => {
    const others = LOCALES.map((l) => row.cells[l].counts?.[kind]).filter((n): n is number => n !== undefined && n !== counts[kind]);
    return `${[counts[kind], ...new Set(others)].join('/')} ${COUNT_NAMES[kind]}`;
  });
  const lead = `${cell.number} ≠ `;
  return lines.map((line, i) => (i === 0 ? lead : ' '.repeat(lead.length)) + line);
}

function table(header: string[], body: string[][][], align: ('left' | 'right')[]): string[] {
  const widths = header.map((h, c) => Math.max(h.length, ...body.flatMap((row) => row[c].map((l) => l.length))));
  const pad = (text: string, c: number) => (align[c] === 'right' ? text.padStart(widths[c]) : text.padEnd(widths[c]));
  const out = [header.map(pad).join('  ').trimEnd(), widths.map((w) => '─'.repeat(w)).join('  ')];
  for (const row of body) {
    const height = Math.max(...row.map((cell) => cell.length));
    for (let i = 0; i < height; i++) out.push(row.map((cell, c) => pad(cell[i] ?? '', c)).join('  ').trimEnd());
  }
  return out;
}

const root = resolve(import.meta.dirname, '..');
const contentDir = process.argv[2] ? resolve(process.argv[2]) : join(root, 'content');
try {
  const { glossary } = loadContent(contentDir, { root });
  const { rows, summary, totalTopics } = translationCoverage(glossary);
  console.log(`Translation coverage: ${rows.length} of the ${totalTopics} topics of lrr-topics.tsv exist in some locale.\n`);
  const width = String(totalTopics).length;
  for (const s of summary) {
    const differs = s.differs > 0 ? `, ${s.differs} ≠ (counts differ)` : '';
    console.log(`  ${s.locale}  ${String(s.present).padStart(width)} of ${s.total} topics${differs}`);
  }
  console.log('');
  const body = rows.map((row) => [
    [row.lrrNumber === null ? '' : String(row.lrrNumber)],
    [row.id],
    ...LOCALES.map((l) => cellLines(row.cells[l], row)),
  ]);
  const lines = table(['LRR', 'topic', ...LOCALES], body, ['right', 'left', 'left', 'left', 'left']);
  console.log(lines.join('\n'));
  console.log('\nEach cell shows the locale\'s own entry number. ✓ present, — missing,');
  console.log('≠ 9/8 notes: this entry has 9 notes, another locale\'s entry of the topic has 8.');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
