/**
 * The two columns of a page whose text interleaves them block by block (pdftotext without -layout): it
 * emits a page's blocks (runs of lines between blank lines) in the order of their top edges, whichever
 * column each stands in. Each column's blocks follow each other down the column, so a block's top is the
 * sum of the heights of the blocks above it in its column. Replaying that merge (two cursors, one per
 * column, both at the top of the page; a block goes to a column whose cursor is where the block must
 * start: not above a block emitted before it) splits the page back into its left and right columns.
 * Heights are only estimated from the text (a line each, and a gap between paragraphs), so the replay
 * weighs every assignment by how well its tops agree with the order the blocks came in, by numbers out of
 * order (they increase down each column and from the left column to the right), by sentences broken
 * off (a block opening in lower case goes on with a text that ends none) and by two blocks in a row put in
 * one column (pdftotext runs the blocks that follow each other down a column into one, with no blank line
 * between them, unless the type grows for a heading: so the blocks it separates by blank lines take turns
 * between the columns), and takes the lightest; a block that another assignment as light puts in the other
 * column is reported as uncertain.
 */
import { BULLET } from './bullets.ts';
import type { PdfLine } from './pdf-columns.ts';

/** A sort key: [58] for topic 58's heading, [58, 3] for sub-rule 58.3 (a heading sorts before its sub-rules). */
export type NumberKey = readonly number[];

export interface ColumnBlocksOptions {
  isFurniture: (l: PdfLine) => boolean;
  /** The number a line opens with, or null for a line that opens with none. */
  numberOf: (l: PdfLine) => NumberKey | null;
  /** Whether a line is a topic heading, numbered or not by `numberOf` (a heading without sub-rules); without it, a line `numberOf` numbers as a topic. */
  isHeading?: (l: PdfLine) => boolean;
  /** Whether a text ends a sentence (the locale's full stops); without it, sentences are not looked at. */
  endsSentence?: (text: string) => boolean;
}

export interface ColumnBlocksResult {
  /** The page's lines: its furniture above the text, the left column's blocks, then the right column's, then the furniture below; a blank line after each block but the left column's last. */
  lines: PdfLine[];
  /** The first line of each block whose column is uncertain (another column fits the text about as well), and the column it was put in. */
  uncertain: { line: PdfLine; column: 'left' | 'right' }[];
}

/** The gap between paragraphs, in lines; a topic heading's height (a larger type and space above it). */
const GAP = 0.3;
const HEADING = 2;
/** How far (in lines) a block may start above one emitted before it before the order counts against the split. */
const SLACK = 0.2;
/** Weight of the difference between the columns' lengths (a full page's columns end together). */
const BALANCE = 0.05;
/** Two splits closer than this in cost are told apart by neither the order nor the numbering. */
const MARGIN = 0.5;
const BEAM = 400;
/** The cost of a sentence broken off: a block opening in the middle of one placed after a finished text. */
const BROKEN = 1;
/** The cost of a number out of order in a split. */
const DISORDER = 4;
/** The cost of two blocks in a row in one column, the second not opening with a heading. */
const ALTERNATION = 2;

const max = (a: NumberKey | null, b: NumberKey) => (a && compareKeys(a, b) > 0 ? a : b);

export interface TextBlock {
  lines: PdfLine[];
  /** Estimated height in lines, with the gap below it. */
  height: number;
  /** The numbers its lines open with, in order. */
  keys: NumberKey[];
  /** Whether it opens in the middle of a sentence (in lower case). */
  opensMid: boolean;
  /** Whether it opens with a topic heading. */
  opensHeading: boolean;
  /** Whether it ends a sentence (null: not known). */
  closes: boolean | null;
}

export function compareKeys(a: NumberKey, b: NumberKey): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** The page's blocks (its lines between blank lines), each with its estimated height and numbers. */
export function textBlocks(lines: PdfLine[], { numberOf, endsSentence, isHeading }: Pick<ColumnBlocksOptions, 'numberOf' | 'endsSentence' | 'isHeading'>): TextBlock[] {
  const blocks: TextBlock[] = [];
  let open: PdfLine[] = [];
  const close = () => {
    if (open.length === 0) return;
    const keys = open.map(numberOf);
    let height = GAP;
    open.forEach((l, i) => {
      const key = keys[i];
      height += key?.length === 1 ? HEADING : 1;
      if (i > 0 && (key || BULLET.test(l.text.trimStart()))) height += GAP;
    });
    const text = open.at(-1)!.text.trim();
    blocks.push({ lines: open, height, keys: keys.filter((k): k is NumberKey => k !== null), opensHeading: isHeading ? isHeading(open[0]) : keys[0]?.length === 1, opensMid: /^\p{Ll}/u.test(open[0].text.trim()), closes: endsSentence ? endsSentence(text) : null });
    open = [];
  };
  for (const l of lines) {
    if (l.text.trim() === '') close();
    else open.push(l);
  }
  close();
  return blocks;
}

interface State {
  /** Each block's column so far: 0 left, 1 right. */
  columns: number[];
  cursor: [number, number];
  /** The lowest top emitted so far. */
  reached: number;
  lastLeft: NumberKey | null;
  firstRight: NumberKey | null;
  lastRight: NumberKey | null;
  /** Whether each column's text so far ends a sentence (null: the column is empty so far, or not known). */
  closed: [boolean | null, boolean | null];
  /** Whether the right column opens in the middle of a sentence (null: empty so far). */
  rightOpensMid: boolean | null;
  /** The column of the last block (null: none yet). */
  last: number | null;
  cost: number;
  /** Blocks that another split, as good, puts in the other column. */
  doubtful: Set<number>;
}

const start = (): State => ({ columns: [], cursor: [0, 0], reached: 0, lastLeft: null, firstRight: null, lastRight: null, closed: [null, null], rightOpensMid: null, last: null, cost: 0, doubtful: new Set() });

/** A split with block `b` put in column `c` after the split `s`, and what it costs. */
function place(s: State, b: TextBlock, c: number, before: boolean | null): State {
  const first = b.keys[0];
  const last = b.keys.at(-1);
  // Numbers increase down each column and from the left column to the right; pdftotext now and then
  // emits a block after one below it (a heading after the first sub-rule under it), so a number out of
  // order weighs against a split rather than ruling it out.
  let disorder = 0;
  if (first && last) {
    if (c === 0 && s.lastLeft && compareKeys(first, s.lastLeft) <= 0) disorder++;
    if (c === 0 && s.firstRight && compareKeys(last, s.firstRight) >= 0) disorder++;
    if (c === 1 && s.lastRight && compareKeys(first, s.lastRight) <= 0) disorder++;
    if (c === 1 && s.lastLeft && compareKeys(first, s.lastLeft) <= 0) disorder++;
  }
  // A block that opens in the middle of a sentence goes on with the text above it in its column (at the
  // top of the left column, the text before the page; at the top of the right one, the left column's end).
  const above = s.closed[c] ?? (c === 0 ? before : null);
  const broken = b.opensMid && above === true ? 1 : 0;
  const top = s.cursor[c];
  const cursor: [number, number] = [...s.cursor];
  cursor[c] = top + b.height;
  const closed: [boolean | null, boolean | null] = [...s.closed];
  closed[c] = b.closes;
  return {
    columns: [...s.columns, c],
    cursor,
    reached: Math.max(s.reached, top),
    lastLeft: c === 0 && last ? max(s.lastLeft, last) : s.lastLeft,
    firstRight: c === 1 && first && (!s.firstRight || compareKeys(first, s.firstRight) < 0) ? first : s.firstRight,
    lastRight: c === 1 && last ? max(s.lastRight, last) : s.lastRight,
    closed,
    rightOpensMid: c === 1 && s.rightOpensMid === null ? b.opensMid : s.rightOpensMid,
    last: c,
    cost: s.cost + Math.max(0, s.reached - top - SLACK) + DISORDER * disorder + BROKEN * broken + (s.last === c && !b.opensHeading ? ALTERNATION : 0),
    doubtful: s.doubtful,
  };
}

/** What a finished split costs: its blocks' costs, the columns' difference in length, a right column opening in a sentence the left one finished. */
const total = (s: State) => s.cost + BALANCE * Math.abs(s.cursor[0] - s.cursor[1]) + (s.rightOpensMid && s.closed[0] === true ? BROKEN : 0);

/** The cost of reading a page's blocks as they come, in one column (sentences broken off, blocks in a row that pdftotext would have run into one). */
export function oneColumnCost(blocks: TextBlock[], before: boolean | null = null): number {
  return blocks.reduce((s, b) => place(s, b, 0, before), start()).cost;
}

/**
 * Each block's column (0 left, 1 right), in the order the blocks come, which blocks are uncertain, and the
 * split's cost (lines out of order, numbers out of order, sentences broken off, the columns' difference
 * in length). `before` says whether the text before the page ends a sentence (null: not known).
 */
export function assignColumns(blocks: TextBlock[], before: boolean | null = null): { columns: number[]; uncertain: boolean[]; cost: number } {
  let beam: State[] = [start()];
  for (const b of blocks) {
    const next: State[] = [];
    for (const s of beam) for (const c of [0, 1]) next.push(place(s, b, c, before));
    next.sort((a, b) => a.cost - b.cost);
    const kept = new Map<string, State>();
    beam = [];
    for (const s of next) {
      const key = `${s.cursor[0].toFixed(1)} ${s.cursor[1].toFixed(1)} ${s.lastLeft} ${s.firstRight} ${s.lastRight} ${s.closed} ${s.rightOpensMid} ${s.last}`;
      const twin = kept.get(key);
      if (twin) {
        // Two splits that reach the same state: where they differ and cost about the same, the text cannot tell.
        if (s.cost - twin.cost < MARGIN) twin.doubtful = new Set([...twin.doubtful, ...s.doubtful, ...s.columns.flatMap((c, i) => (c !== twin.columns[i] ? [i] : []))]);
        continue;
      }
      if (beam.length >= BEAM) continue;
      kept.set(key, s);
      beam.push(s);
    }
  }
  const finals = beam.map((s) => ({ s, cost: total(s) })).sort((a, b) => a.cost - b.cost);
  const best = finals[0];
  const uncertain = best.s.columns.map((c, i) => best.s.doubtful.has(i) || finals.some((f) => f.s.columns[i] !== c && f.cost - best.cost < MARGIN));
  return { columns: best.s.columns, uncertain, cost: best.cost };
}

/**
 * A page's lines with its two interleaved columns put back one after the other; `before` is the text's last
 * line before the page. With `unlessOneColumn`, the page is returned as it is unless the split reads clearly
 * better than the page as one column (a page without numbers to tell its columns apart by).
 */
export function columnBlocks(page: PdfLine[], options: ColumnBlocksOptions, before: string | null = null, unlessOneColumn = false): ColumnBlocksResult {
  const blocks = textBlocks(page, options);
  const isFurniture = (b: TextBlock) => b.lines.every(options.isFurniture);
  let from = 0;
  while (from < blocks.length && isFurniture(blocks[from])) from++;
  let to = blocks.length;
  while (to > from && isFurniture(blocks[to - 1])) to--;
  const body = blocks.slice(from, to);
  const closes = before !== null && options.endsSentence ? options.endsSentence(before) : null;
  const split = assignColumns(body, closes);
  if (unlessOneColumn && split.cost + MARGIN >= oneColumnCost(body, closes)) return { lines: page, uncertain: [] };
  const blank = (l: PdfLine): PdfLine => ({ line: l.line, page: l.page, text: '' });
  const out: PdfLine[] = [];
  const emit = (bs: TextBlock[]) => bs.forEach((b) => out.push(...b.lines, blank(b.lines.at(-1)!)));
  emit(blocks.slice(0, from));
  emit(columnOrder(body, split.columns, 0));
  // The text flows from the foot of the left column to the top of the right one: the break is no paragraph's.
  const foot = out.length;
  emit(columnOrder(body, split.columns, 1));
  if (foot > 0 && foot < out.length && out[foot - 1].text === '' && split.columns.includes(0)) out.splice(foot - 1, 1);
  emit(blocks.slice(to));
  return { lines: out, uncertain: body.flatMap((b, i) => (split.uncertain[i] ? [{ line: b.lines[0], column: split.columns[i] === 0 ? ('left' as const) : ('right' as const) }] : [])) };
}

/**
 * A column's blocks from top to bottom. pdftotext runs the blocks of a column that follow each other down it
 * into one (no blank line between them) unless the type grows (a heading); so a block of text that comes
 * straight after another of its column, a blank line between, was not below it: it was emitted late, and
 * stands above it (unless its number says it comes after). The block after a late one goes on below the one
 * the late block stood above.
 */
function columnOrder(body: TextBlock[], columns: number[], column: number): TextBlock[] {
  const out: TextBlock[] = [];
  let late = false;
  body.forEach((b, i) => {
    if (columns[i] !== column) return;
    const above = body[i - 1]?.keys.at(-1);
    const after = b.keys[0] && above && compareKeys(b.keys[0], above) > 0;
    const follows = i > 0 && columns[i - 1] === column && !late && !b.opensHeading && !after;
    late = follows;
    if (follows) out.splice(out.length - 1, 0, b);
    else out.push(b);
  });
  return out;
}

/** How many times a page's numbers go back (a heading or sub-rule numbered below the one before it). */
function descents(page: PdfLine[], numberOf: (l: PdfLine) => NumberKey | null): number {
  const keys = page.map(numberOf).filter((k): k is NumberKey => k !== null);
  return keys.filter((k, i) => i > 0 && compareKeys(k, keys[i - 1]) < 0).length;
}

/**
 * A text's pages with their interleaved columns put back one after the other, where the text interleaves
 * them: on a page whose numbering goes back at least twice (back and forth between two sequences; a slip
 * of numbering goes back once), and, after the first such page, on a page whose blocks read clearly better
 * in two columns than in one (a page with too few numbers to go back: the last page, a list running on).
 * Text in reading order is returned as it is.
 */
export function interleavedColumns(lines: PdfLine[], options: ColumnBlocksOptions): ColumnBlocksResult & { pages: number } {
  const pages = new Map<number, PdfLine[]>();
  for (const l of lines) pages.set(l.page, [...(pages.get(l.page) ?? []), l]);
  const back = [...pages].filter(([, ls]) => descents(ls, options.numberOf) >= 2).map(([page]) => page);
  if (back.length === 0) return { lines, uncertain: [], pages: 0 };
  const out: PdfLine[] = [];
  const uncertain: ColumnBlocksResult['uncertain'] = [];
  let split = 0;
  for (const [page, ls] of pages) {
    if (page < back[0]) {
      out.push(...ls);
      continue;
    }
    const last = out.findLast((l) => l.text.trim() !== '' && !options.isFurniture(l));
    const result = columnBlocks(ls, options, last ? last.text.trim() : null, !back.includes(page));
    if (result.lines !== ls) split++;
    out.push(...result.lines);
    uncertain.push(...result.uncertain);
  }
  return { lines: out, uncertain, pages: split };
}
