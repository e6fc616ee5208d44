/**
 * Page furniture of a PDF's text: what the page prints around the rules (running heads, page numbers,
 * stray symbols such as "(r)" or "®"), never rule text.
 */
import type { PdfLine } from './pdf-columns.ts';

export type FurnitureKind = 'running head' | 'page number' | 'stray symbol';

/** A line that repeats on the first lines of at least half the pages (and at least two) is a running head. */
function runningHeads(lines: PdfLine[]): Set<string> {
  const pages = new Map<number, string[]>();
  for (const l of lines) {
    const t = l.text.trim();
    if (t === '') continue;
    const seen = pages.get(l.page) ?? [];
    if (seen.length < 3) seen.push(t);
    pages.set(l.page, seen);
  }
  const counts = new Map<string, number>();
  for (const firsts of pages.values()) for (const t of new Set(firsts)) counts.set(t, (counts.get(t) ?? 0) + 1);
  const needed = Math.max(2, Math.ceil(pages.size / 2));
  return new Set([...counts].filter(([t, n]) => n >= needed && !/^\d/.test(t)).map(([t]) => t));
}

export function furnitureOf(lines: PdfLine[]): (l: PdfLine) => FurnitureKind | null {
  const heads = runningHeads(lines);
  return (l) => {
    const t = l.text.trim();
    if (t === '') return null;
    if (heads.has(t)) return 'running head';
    if (/^\d{1,3}$/.test(t) || /^[-–—]\s*\d{1,3}\s*[-–—]$/.test(t)) return 'page number';
    if (/^(\((r|c|tm)\)|[®©™*†‡§¶|]+)$/i.test(t)) return 'stray symbol';
    return null;
  };
}
