/** The editions' section of IMPORT-REPORT.md: what each edition gave, and the edition map's counts step by step. */
import { renderDefects } from '../import/defect-report.ts';
import type { ImportError } from '../import/raw-entry.ts';
import { formatCounts, type EditionCounts, type EditionStep } from './edition-map.ts';
import { editionFolder, type EditionImport } from './import-editions.ts';

export function renderEditionReport(imports: EditionImport[], steps: EditionStep[], failures: ImportError[]): string {
  if (imports.length === 0 && failures.length === 0) return '';
  const lines = [
    '## Editions',
    '',
    'Earlier editions, each imported whole into `content/editions/<locale>/<name>/` (the current text stays the default). The edition map pairs topics by id and sub-rules by text; "same" includes sub-rules renumbered only because their topic was.',
    '',
    '| edition | file | topics | sub-rules | defects |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const i of imports)
    lines.push(`| ${i.edition.name} (${i.edition.label}) | \`sources/${i.edition.file}\` → \`content/${editionFolder(i.edition)}/\` | ${i.text.entries.length} | ${i.text.entries.reduce((n, e) => n + e.subRules.length, 0)} | ${i.defects.length} |`);
  for (const f of failures) lines.push('', `- not imported: \`${f.file}:${f.line}\`: ${f.reason.split('\n').join(' ')}`);
  if (steps.length > 0) {
    const keys = Object.keys(steps[0].counts) as (keyof EditionCounts)[];
    lines.push('', `| from → to | ${keys.join(' | ')} | topics removed | topics new |`, `| --- | ${keys.map(() => '---').join(' | ')} | --- | --- |`);
    for (const s of steps) lines.push(`| ${s.from} → ${s.to} | ${keys.map((k) => s.counts[k]).join(' | ')} | ${s.removedTopics.map((t) => t.id).join(', ') || '0'} | ${s.newTopics.length} |`);
  }
  const defects = imports.flatMap((i) => i.defects);
  if (defects.length > 0) lines.push('', '### Defects of the editions', '', ...renderDefects(defects).map((l) => l.replace(/^### /, '#### ')));
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}

/** One line per step, as the import prints it. */
export function editionStepLines(steps: EditionStep[]): string[] {
  return steps.map((s) => `edition map ${s.from} → ${s.to}: ${formatCounts(s.counts)}`);
}
