/** Prints bench figures as an aligned table, with the target and whether it is met. */
import { textTable } from '../../src/lib/coverage/text-table.ts';

export interface Row {
  what: string;
  value: string;
  target?: string;
  ok?: boolean;
}

export function printTable(title: string, rows: Row[]): void {
  const cells = rows.map((r) => [r.what, r.value, r.target ?? '', r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED']);
  console.log(`\n${title}\n${textTable(['measure', 'value', 'target', ''], cells, ['left', 'right']).join('\n')}`);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
