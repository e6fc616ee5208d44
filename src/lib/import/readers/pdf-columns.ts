/**
 * The lines of a PDF's text, in reading order. `pdftotext -layout` keeps a two-column page side by side
 * on each line; where a page has a gutter (character columns blank on every line but the page's
 * furniture), its left column is read first, then its right one. Lines that cross the gutter are
 * kept whole and reported as uncertain.
 */
export interface PdfLine {
  /** 1-based line of the text file. */
  line: number;
  /** 1-based page (pages are separated by form feeds). */
  page: number;
  text: string;
}

export interface ColumnResult {
  lines: PdfLine[];
  /** Pages read as two columns. */
  splitPages: number;
  /** Lines that cross the gutter of a two-column page. */
  uncertain: PdfLine[];
}

/** The file's lines, with their page numbers; form feeds removed. */
export function pdfLines(text: string): PdfLine[] {
  let page = 1;
  return text.split(/\r?\n/).map((raw, i) => {
    let t = raw;
    while (t.startsWith('\f')) {
      page++;
      t = t.slice(1);
    }
    return { line: i + 1, page, text: t.replace(/\f/g, '') };
  });
}

const MIN_GUTTER = 3;

/** Where the right column of a page starts, or null when the page is not two columns side by side. */
function gutterOf(lines: PdfLine[], isFurniture: (l: PdfLine) => boolean): number | null {
  const body = lines.filter((l) => l.text.trim() !== '' && !isFurniture(l));
  if (body.length < 4) return null;
  const width = Math.max(...body.map((l) => l.text.length));
  const occupied = new Array<number>(width).fill(0);
  for (const l of body) for (let c = 0; c < l.text.length; c++) if (l.text[c] !== ' ' && l.text[c] !== '\t') occupied[c]++;
  // The widest run of blank columns in the middle half of the page, with text on both sides on several lines.
  let best: { start: number; end: number } | null = null;
  let start = -1;
  for (let c = Math.floor(width * 0.25); c <= Math.ceil(width * 0.75); c++) {
    if (occupied[c] === 0 && c < width) {
      if (start < 0) start = c;
    } else if (start >= 0) {
      if (c - start >= MIN_GUTTER && (!best || c - start > best.end - best.start)) best = { start, end: c };
      start = -1;
    }
  }
  if (!best) return null;
  const right = body.filter((l) => l.text.slice(best.end).trim() !== '').length;
  const left = body.filter((l) => l.text.slice(0, best.start).trim() !== '').length;
  return right >= 2 && left >= 2 ? best.end : null;
}

export function readingOrder(lines: PdfLine[], isFurniture: (l: PdfLine) => boolean): ColumnResult {
  const out: PdfLine[] = [];
  const uncertain: PdfLine[] = [];
  let splitPages = 0;
  const pages = new Map<number, PdfLine[]>();
  for (const l of lines) pages.set(l.page, [...(pages.get(l.page) ?? []), l]);
  for (const pageLines of pages.values()) {
    // Only pdftotext -layout pads lines into columns: a page without a wide blank run is read as it is.
    const padded = pageLines.some((l) => /\S {3,}\S/.test(l.text));
    const gutter = padded ? gutterOf(pageLines, isFurniture) : null;
    if (gutter === null) {
      out.push(...pageLines.map((l) => ({ ...l, text: l.text.trimEnd() })));
      continue;
    }
    splitPages++;
    const left: PdfLine[] = [];
    const right: PdfLine[] = [];
    for (const l of pageLines) {
      if (isFurniture(l)) {
        left.push(l);
        continue;
      }
      const a = l.text.slice(0, gutter);
      const b = l.text.slice(gutter);
      if (a.length === gutter && a.slice(-MIN_GUTTER).trim() !== '' && b.trim() !== '' && !/^\s/.test(b)) uncertain.push(l);
      // A blank beside text in the other column only pads this column to the other's line height.
      if (a.trim() !== '' || b.trim() === '') left.push({ ...l, text: a.trimEnd() });
      if (b.trim() !== '' || a.trim() === '') right.push({ ...l, text: b.trimEnd() });
    }
    // The text flows from the foot of the left column to the top of the right one: the blank rows below the
    // left column's last line and above the right column's first are no paragraph break (the page's furniture,
    // a page number at its foot, stays between them and marks the page's edge).
    const foot = left.findLastIndex((l) => l.text.trim() !== '');
    const top = right.findIndex((l) => l.text.trim() !== '');
    out.push(...left.slice(0, foot + 1), ...(top < 0 ? [] : right.slice(top)));
  }
  return { lines: out, splitPages, uncertain };
}
