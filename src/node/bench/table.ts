/** Prints bench figures as an aligned table, with the target and whether it is met. */
export interface Row {
  what: string;
  value: string;
  target?: string;
  ok?: boolean;
}

export function printTable(title: string, rows: Row[]): void {
  const cells = rows.map((r) => [r.what, r.value, r.target ?? '', r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED']);
  const head = ['measure', 'value', 'target', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((x, i) => (i === 1 ? x.padStart(widths[i]) : x.padEnd(widths[i]))).join('  ').trimEnd();
  console.log(`\n${title}\n${line(head)}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`);
  for (const c of cells) console.log(line(c));
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
