/** Defects as IMPORT-REPORT.md lists them: a count by kind, then every one under its file, with its line. */
import type { Defect } from './raw-entry.ts';

export function renderDefects(defects: readonly Defect[]): string[] {
  const kinds = new Map<string, number>();
  for (const d of defects) kinds.set(d.kind, (kinds.get(d.kind) ?? 0) + 1);
  const lines = [`${defects.length} in all${kinds.size > 0 ? ': ' : ''}${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}.`, ''];
  let file = '';
  for (const d of defects) {
    if (d.file !== file) {
      file = d.file;
      lines.push('', `### \`${file}\``, '');
    }
    lines.push(`- line ${d.line}, ${d.kind}: ${d.message}`);
  }
  return lines;
}
