/**
 * Size and nesting limits for a content file, so that `check` refuses (with file:line) what would make the
 * build hang or overflow its stack. Two stages:
 *
 * 1. `preScan`, over the raw text before remark: Markdown parsing is super-linear on some hostile shapes
 *    (deeply indented lists, long runs of unmatched emphasis or brackets: a 30 KB paragraph of nested
 *    emphasis takes seconds, 120 KB minutes). This is not a Markdown parser: it only bounds cheap, generous
 *    estimates per line and per paragraph (a run of non-blank lines), in one linear pass.
 * 2. `checkNesting`, over the mdast: the exact nesting of lists, block quotes, emphasis and links, walked
 *    without recursion, before any recursive tree code (visit, render) sees the tree.
 */
import type { Nodes, Root } from 'mdast';
import type { Diagnostics } from './diagnostics.ts';

export const CONTENT_LIMITS = {
  /** Characters in one file (the largest LRR entry has about 10,000). */
  fileChars: 200_000,
  /** Characters in one paragraph. */
  paragraphChars: 100_000,
  /** Columns of indentation on one line (a tab counts 4): lists nested 20 deep at 2 columns a level. */
  indentColumns: 40,
  /** Lists, block quotes, emphasis and links inside each other, in the parsed tree. */
  nesting: 10,
  /** The pre-scan's estimate of emphasis, bracket and parenthesis nesting in one paragraph (generous). */
  inlineEstimate: 64,
};

const NESTING_TYPES = new Set(['list', 'blockquote', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);
const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);

/** Leading container markers of a line ("> - 1. text" has three) and its indentation in columns. */
function linePrefix(line: string): { markers: number; indent: number } {
  let indent = 0;
  for (const c of line) {
    if (c === ' ') indent++;
    else if (c === '\t') indent += 4 - (indent % 4);
    else break;
  }
  const prefix = /^(?:[ \t]*(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))*/.exec(line)?.[0] ?? '';
  const markers = prefix.match(/>|[-+*]|\d{1,9}[.)]/g)?.length ?? 0;
  return { markers, indent };
}

/**
 * How deep emphasis, brackets and parentheses open in a line, continuing a paragraph's running depth: a run
 * of * or _ that can only open adds its length, one that can only close takes it; "[" and "(" add one, "]"
 * and ")" take one; backslash escapes are skipped. Returns the new running depth and the largest seen.
 */
function inlineDepth(line: string, depth: number): { depth: number; max: number } {
  let max = depth;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '*' || c === '_') {
      let end = i;
      while (line[end + 1] === c) end++;
      const opens = !isSpace(line[end + 1]);
      const closes = !isSpace(line[i - 1]);
      // A run of n marks can open or close n levels ("***" is emphasis in strong).
      if (opens && !closes) depth += end - i + 1;
      else if (closes && !opens) depth = Math.max(0, depth - (end - i + 1));
      i = end;
    } else if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth = Math.max(0, depth - 1);
    if (depth > max) max = depth;
  }
  return { depth, max };
}

/** True when the text is within the limits; otherwise reports the first problem of each kind. */
export function preScan(text: string, file: string, d: Diagnostics): boolean {
  const limits = CONTENT_LIMITS;
  if (text.length > limits.fileChars) {
    d.error(file, 1, `the file has ${text.length} characters; at most ${limits.fileChars} are allowed`);
    return false;
  }
  const reported = new Set<string>();
  const report = (kind: string, line: number, message: string) => {
    if (reported.has(kind)) return;
    reported.add(kind);
    d.error(file, line, message);
  };
  let paragraph = { start: 0, chars: 0, depth: 0 };
  text.split(/\r?\n/).forEach((line, index) => {
    const lineNumber = index + 1;
    if (line.trim() === '') {
      paragraph = { start: 0, chars: 0, depth: 0 };
      return;
    }
    if (paragraph.start === 0) paragraph.start = lineNumber;
    const { markers, indent } = linePrefix(line);
    if (indent > limits.indentColumns)
      report('indent', lineNumber, `the line is indented ${indent} columns: lists nested this deep are refused (at most ${limits.indentColumns} columns)`);
    if (markers > limits.nesting)
      report('markers', lineNumber, `${markers} list or quote markers open the line: at most ${limits.nesting} levels of nesting are allowed`);
    paragraph.chars += line.length + 1;
    if (paragraph.chars > limits.paragraphChars)
      report('paragraph', paragraph.start, `the paragraph is longer than ${limits.paragraphChars} characters`);
    const inline = inlineDepth(line, paragraph.depth);
    paragraph.depth = inline.depth;
    if (inline.max > limits.inlineEstimate)
      report('inline', lineNumber, `emphasis, links or brackets open more than ${limits.inlineEstimate} deep in this paragraph: at most ${limits.nesting} levels of nesting are allowed`);
  });
  return reported.size === 0;
}

/** True when lists, quotes, emphasis and links nest at most CONTENT_LIMITS.nesting deep; else reports the first place. */
export function checkNesting(tree: Root, file: string, d: Diagnostics): boolean {
  const stack: [Nodes, number][] = [[tree, 0]];
  while (stack.length > 0) {
    const [node, outer] = stack.pop()!;
    const depth = outer + (NESTING_TYPES.has(node.type) ? 1 : 0);
    if (depth > CONTENT_LIMITS.nesting) {
      const what = node.type === 'list' || node.type === 'blockquote' ? 'lists or block quotes' : 'emphasis or links';
      d.error(file, node.position?.start.line ?? 1, `${what} nested more than ${CONTENT_LIMITS.nesting} levels deep`);
      return false;
    }
    if ('children' in node) for (const child of node.children) stack.push([child as Nodes, depth]);
  }
  return true;
}
