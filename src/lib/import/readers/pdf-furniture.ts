/**
 * Page furniture of a PDF's text: what the page prints around the rules (running heads, page numbers,
 * stray symbols such as "(r)" or "®", labels of diagrams set in small capitals), never rule text.
 */
import type { PdfLine } from './pdf-columns.ts';

export type FurnitureKind = 'running head' | 'page number' | 'stray symbol' | 'diagram label';

/**
 * A line that repeats on the first or last lines of at least half the pages (and at least two) is a running
 * head: pdftotext prints it first on a page, pdf.js and copies from a viewer often last.
 */
function runningHeads(lines: PdfLine[]): Set<string> {
  const byPage = new Map<number, string[]>();
  for (const l of lines) {
    const t = l.text.trim();
    if (t !== '') byPage.set(l.page, [...(byPage.get(l.page) ?? []), t]);
  }
  const pages = new Map([...byPage].map(([page, all]) => [page, [...all.slice(0, 3), ...all.slice(-3)]]));
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
    if (isSmallCapsLabel(t)) return 'diagram label';
    return null;
  };
}

/**
 * A diagram's label whose small capitals came out of the PDF as lower-case letters among capitals
 * ("Mecatol rex hoMe SySteM"): no word of rule text has a capital after a small letter. A line that opens
 * with a number (a heading, a sub-rule) is never one.
 */
export function isSmallCapsLabel(line: string): boolean {
  if (/^\d/.test(line)) return false;
  const words = line.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const mixed = words.filter((w) => /\p{Ll}\p{Lu}/u.test(w)).length;
  return mixed >= 2 || (mixed >= 1 && words.length <= 3);
}

/**
 * Pages of a text that has no form feeds (pdf.js's text, a copy out of a viewer): a page ends after its
 * furniture, a run of lines with its page number (and a running head: a short line that repeats at least
 * three times), or of running heads alone where no page is numbered. A text with neither is one page.
 */
export function inferPages(lines: PdfLine[]): PdfLine[] {
  if (lines.some((l) => l.page !== 1)) return lines;
  const counts = new Map<string, number>();
  for (const l of lines) {
    const t = l.text.trim();
    if (t !== '' && t.length <= 60 && !/^\d/.test(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const isNumber = (t: string) => /^\d{1,3}$/.test(t);
  const numbered = lines.some((l) => isNumber(l.text.trim()));
  const isHead = (t: string) => (counts.get(t) ?? 0) >= 3;
  let page = 1;
  /** In a run of furniture lines: whether it ends a page. */
  let run: boolean | null = null;
  return lines.map((l) => {
    const t = l.text.trim();
    if (t === '') return { ...l, page };
    if (isNumber(t) || isHead(t)) run = (run ?? false) || isNumber(t) || !numbered;
    else {
      if (run) page++;
      run = null;
    }
    return { ...l, page };
  });
}
