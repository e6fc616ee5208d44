/**
 * A rulebook PDF's text from its layout: the text items pdf.js finds on each page (their position, size and
 * font; src/pipeline/pdf-text.ts) put in reading order as text the rulebook reader reads. Columns come from
 * the page's gutter (the run of x positions that no body text covers), lines from shared baselines, words
 * from the gaps between items (so a ligature or a bold sub-rule number set apart joins its word or line),
 * paragraphs from larger gaps between lines (the foot of a column and the top of the next are no gap: the text
 * flows on); headings (larger type) and small capitals are written in
 * capitals, as the reader expects a heading; a bullet set further in than its column's first list marks
 * (a list nested in an item) is written "••", as the reader reads a nested bullet; pages are separated by
 * form feeds, as pdftotext does.
 * Running heads and page numbers stay in the text: the reader recognises and reports them.
 */

export interface PdfTextItem {
  text: string;
  /** Left edge and baseline, in points from the page's bottom left. */
  x: number;
  y: number;
  width: number;
  /** The font size in points. */
  size: number;
  bold: boolean;
  /** A small-capitals font: its small capitals come out as lower-case letters. */
  smallCaps: boolean;
}

export interface PdfPage {
  width: number;
  height: number;
  items: PdfTextItem[];
}

interface Line {
  y: number;
  size: number;
  items: PdfTextItem[];
}

/** The size most of the text is set in. */
function bodySize(pages: PdfPage[]): number {
  const weight = new Map<number, number>();
  for (const p of pages) for (const i of p.items) weight.set(Math.round(i.size * 2) / 2, (weight.get(Math.round(i.size * 2) / 2) ?? 0) + i.text.length);
  return [...weight].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

/**
 * The x where a two-column page splits: the middle of the widest run of x positions in the middle of the
 * page that no narrow item covers, bounded by text on both sides (a contents page's titles and page numbers
 * leave a wide empty middle, unbounded, and are read as one column). Null for a one-column page.
 */
export function gutterOf(page: PdfPage): number | null {
  // Running heads and page numbers (top and bottom bands) and items across most of the page do not count.
  const narrow = page.items.filter((i) => i.width < page.width * 0.6 && i.y > page.height * 0.07 && i.y < page.height * 0.93);
  if (narrow.length < 6) return null;
  const from = Math.floor(page.width * 0.3);
  const to = Math.ceil(page.width * 0.7);
  const covered = new Array<number>(to - from + 1).fill(0);
  for (const i of narrow)
    for (let x = Math.max(from, Math.floor(i.x)); x <= Math.min(to, Math.ceil(i.x + i.width)); x++) covered[x - from]++;
  // A heading or a figure's caption may cross the gutter: a few items do not close it.
  const open = Math.floor(narrow.length * 0.03);
  let best: { start: number; end: number } | null = null;
  let start = -1;
  for (let x = 0; x < covered.length; x++) {
    if (covered[x] <= open) {
      if (start < 0) start = x;
      continue;
    }
    // A run that starts at the window's edge is not bounded by text on its left.
    if (start > 0 && (!best || x - start > best.end - best.start)) best = { start, end: x };
    start = -1;
  }
  if (!best || best.end - best.start < 4 || best.end - best.start > page.width * 0.15) return null;
  const mid = from + (best.start + best.end) / 2;
  const left = narrow.filter((i) => i.x + i.width <= mid).length;
  const right = narrow.filter((i) => i.x >= mid).length;
  return left >= 3 && right >= 3 ? mid : null;
}

/** Items on one baseline (within half a line's size), left to right. */
function linesOf(items: PdfTextItem[]): Line[] {
  const lines: Line[] = [];
  for (const item of [...items].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = lines.find((l) => Math.abs(l.y - item.y) <= Math.min(l.size, item.size) * 0.5);
    if (line) {
      line.items.push(item);
      line.size = Math.max(line.size, item.size);
    } else lines.push({ y: item.y, size: item.size, items: [item] });
  }
  for (const l of lines) l.items.sort((a, b) => a.x - b.x);
  return lines.sort((a, b) => b.y - a.y);
}

/** A line's text: items apart by more than a sixth of the type size are separate words. */
function lineText(line: Line, body: number): string {
  let out = '';
  let end = -Infinity;
  for (const i of line.items) {
    const text = i.smallCaps ? i.text.toLocaleUpperCase() : i.text;
    const gap = i.x - end;
    // A lone letter set apart from its text by more than half an em is a list item's mark ("a", "б"): a tab says so.
    if (/^\p{L}[.)]?$/u.test(out) && gap > i.size / 2 && !/^\s/.test(text)) out += '\t';
    else if (out !== '' && gap > i.size / 6 && !/\s$/.test(out) && !/^\s/.test(text)) out += ' ';
    out += text;
    end = i.x + i.width;
  }
  out = out.replace(/[^\S\t]+/g, ' ').trim();
  // A heading set larger than the body text reads as the reader expects a heading: in capitals.
  return line.size >= body * 1.15 ? out.toLocaleUpperCase() : out;
}

/** A line that opens with a bullet ("•", "●", "▪", "◦"), and one that opens with a lettered item's mark ("a" and a tab). */
const BULLET_LINE = /^[•●▪◦](?!•)\s*/;
const LETTERED_LINE = /^\p{L}[.)]?\t/u;

/**
 * One column's lines as text, a blank line where the gap between two lines is larger than a line's. A bullet
 * set further in than the column's first list marks (its bullets and lettered items) by more than half an em
 * is an item of a list nested in the item above it: it is written "••", as the reader reads a nested bullet.
 */
function columnText(lines: Line[], body: number): string[] {
  const texts = lines.map((l) => lineText(l, body));
  const marks = lines.filter((l, i) => BULLET_LINE.test(texts[i]) || LETTERED_LINE.test(texts[i])).map((l) => l.items[0].x);
  const indent = Math.min(...marks);
  const out: string[] = [];
  let previous: Line | null = null;
  for (const [index, l] of lines.entries()) {
    let text = texts[index];
    if (text === '') continue;
    if (BULLET_LINE.test(text) && l.items[0].x - indent > l.size / 2) text = text.replace(BULLET_LINE, '•• ');
    if (previous && previous.y - l.y > Math.max(previous.size, l.size) * 1.55) out.push('');
    out.push(text);
    previous = l;
  }
  return out;
}

/** A page in reading order: full-width lines (heads, a heading across both columns) split it into bands; each band's left column, then its right. */
function pageText(page: PdfPage, body: number): string[] {
  const items = page.items.filter((i) => i.text.trim() !== '');
  const gutter = gutterOf({ ...page, items });
  if (gutter === null) return columnText(linesOf(items), body);
  // What crosses the gutter spans the page, and so does a line of the top or bottom band (a running head,
  // a page number) with words on both sides of it ("규칙" "참조서").
  const crosses = (i: PdfTextItem) => i.x < gutter && i.x + i.width > gutter;
  const band = new Set(
    linesOf(items.filter((i) => i.y > page.height * 0.93 || i.y < page.height * 0.07))
      .filter((l) => l.items.some(crosses) || (l.items.some((i) => i.x + i.width <= gutter) && l.items.some((i) => i.x >= gutter)))
      .flatMap((l) => l.items),
  );
  const spans = (i: PdfTextItem) => crosses(i) || band.has(i);
  const full = linesOf(items.filter(spans));
  const left = linesOf(items.filter((i) => !spans(i) && i.x + i.width <= gutter));
  const right = linesOf(items.filter((i) => !spans(i) && i.x >= gutter));
  const out: string[] = [];
  // The text flows from the foot of the left column to the top of the right one: no blank line between them
  // (the break says nothing of paragraphs; a numbered line, a list mark or a heading still opens its own).
  const upTo = (above: number) => {
    const take = (lines: Line[]) => lines.splice(0, lines.filter((l) => l.y > above).length);
    const text = [...columnText(take(left), body), ...columnText(take(right), body)];
    if (text.length > 0) out.push(...(out.length > 0 ? [''] : []), ...text);
  };
  for (const f of full) {
    upTo(f.y);
    out.push(...(out.length > 0 ? [''] : []), lineText(f, body));
  }
  upTo(-Infinity);
  return out;
}

/** The whole PDF as text: its pages in reading order, separated by form feeds. */
export function pdfLayoutText(pages: PdfPage[]): string {
  const body = bodySize(pages);
  return `${pages.map((p) => pageText(p, body).join('\n')).join('\n\f')}\n`;
}
