/** A plain-text table for the terminal (npm run coverage, npm run bench): columns padded, a rule under the header. */
export type Align = 'left' | 'right';

/** The table's lines. A cell is one or more lines; a row is as tall as its tallest cell. */
export function textTable(header: string[], body: (string | string[])[][], align: Align[] = []): string[] {
  const rows = body.map((row) => row.map((cell) => (typeof cell === 'string' ? [cell] : cell)));
  const widths = header.map((h, c) => Math.max(h.length, ...rows.flatMap((row) => row[c].map((l) => l.length))));
  const pad = (text: string, c: number) => (align[c] === 'right' ? text.padStart(widths[c]) : text.padEnd(widths[c]));
  const out = [header.map(pad).join('  ').trimEnd(), widths.map((w) => '─'.repeat(w)).join('  ')];
  for (const row of rows) {
    const height = Math.max(...row.map((cell) => cell.length));
    for (let i = 0; i < height; i++) out.push(row.map((cell, c) => pad(cell[i] ?? '', c)).join('  ').trimEnd());
  }
  return out;
}
