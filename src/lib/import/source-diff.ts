/**
 * Two sources of one topic in one language, compared sub-rule by sub-rule: which sub-rules differ in
 * number or in text (after quotes, dashes and spaces are normalised), with both files' lines.
 * Sub-rules are paired by text first (a longest common subsequence of equal texts), so that a source
 * that numbers from one lower ("58.2" for "58.3") shows as a number difference, not as all text changed;
 * the sub-rules left between two pairs are paired by likeness of text, then by number, then by position.
 */
import type { Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { normaliseText } from './normalise-text.ts';
import type { RawEntry, RawSubRule } from './raw-entry.ts';

export interface SubRuleSide {
  number: string;
  file: string;
  line: number;
  text: string;
}

export interface SubRuleDifference {
  /** number: same text, other number; text: same number (or same place), other text; missing: in one source only. */
  kind: 'number' | 'text' | 'missing';
  published?: SubRuleSide;
  other?: SubRuleSide;
}

export interface TopicComparison {
  locale: string;
  id: string;
  title: string;
  published: string;
  other: string;
  /** Sub-rules whose number and text agree. */
  agreeing: number;
  differences: SubRuleDifference[];
}

/** A block's text; list items and paragraphs are kept apart by a space. */
function blockText(node: Nodes): string {
  if (node.type === 'list' || node.type === 'listItem' || node.type === 'root' || node.type === 'blockquote')
    return (node.children as Nodes[]).map(blockText).join(' ');
  return toString(node, { includeHtml: false });
}

/** A sub-rule's whole text (its own paragraph and what it holds), normalised for comparison. */
export function subRuleText(sub: RawSubRule): string {
  return normaliseText([toString({ type: 'paragraph', children: sub.content } as Nodes, { includeHtml: false }), ...sub.children.map((n) => blockText(n as Nodes))].join(' '));
}

function side(entry: RawEntry, sub: RawSubRule, text: string): SubRuleSide {
  return { number: sub.number, file: entry.source, line: sub.line, text };
}

/** Two texts this alike (shared words, Dice) are taken for one sub-rule reworded. */
const LIKE = 0.5;

function likeness(a: string, b: string): number {
  const words = (t: string) => new Set(t.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const x = words(a);
  const y = words(b);
  if (x.size + y.size === 0) return 1;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return (2 * shared) / (x.size + y.size);
}

/** Index pairs of the longest common subsequence of two lists of texts. */
function commonPairs(a: string[], b: string[]): [number, number][] {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (table[i + 1][j] >= table[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

export function compareSources(published: RawEntry & { id: string }, other: RawEntry): TopicComparison {
  // Shown as written; compared with case folded too, since a PDF sets section titles in capitals.
  const shownA = published.subRules.map(subRuleText);
  const shownB = other.subRules.map(subRuleText);
  const a = shownA.map((t) => t.toLocaleLowerCase());
  const b = shownB.map((t) => t.toLocaleLowerCase());
  const differences: SubRuleDifference[] = [];
  let agreeing = 0;
  const gap = (fromA: number, toA: number, fromB: number, toB: number) => {
    const restA = published.subRules.slice(fromA, toA).map((s, k) => ({ s, t: shownA[fromA + k] }));
    const restB = other.subRules.slice(fromB, toB).map((s, k) => ({ s, t: shownB[fromB + k] }));
    // Counterparts first by likeness of text (most words shared), then by number, then by place.
    const unpaired: typeof restA = [];
    for (const x of restA) {
      const scores = restB.map((y) => likeness(x.t, y.t));
      const best = scores.indexOf(Math.max(...scores));
      const byNumber = restB.findIndex((y) => y.s.number === x.s.number);
      const match = best >= 0 && scores[best] >= LIKE ? best : byNumber;
      if (match < 0) {
        unpaired.push(x);
        continue;
      }
      const [y] = restB.splice(match, 1);
      differences.push({ kind: 'text', published: side(published, x.s, x.t), other: side(other, y.s, y.t) });
    }
    // As many left on each side, in the same place between two agreeing sub-rules: each other's counterparts.
    if (unpaired.length === restB.length) {
      unpaired.forEach((x, k) => differences.push({ kind: 'text', published: side(published, x.s, x.t), other: side(other, restB[k].s, restB[k].t) }));
      return;
    }
    for (const x of unpaired) differences.push({ kind: 'missing', published: side(published, x.s, x.t) });
    for (const y of restB) differences.push({ kind: 'missing', other: side(other, y.s, y.t) });
  };
  let lastA = 0;
  let lastB = 0;
  for (const [i, j] of commonPairs(a, b)) {
    gap(lastA, i, lastB, j);
    if (published.subRules[i].number === other.subRules[j].number) agreeing++;
    else differences.push({ kind: 'number', published: side(published, published.subRules[i], shownA[i]), other: side(other, other.subRules[j], shownB[j]) });
    lastA = i + 1;
    lastB = j + 1;
  }
  gap(lastA, a.length, lastB, b.length);
  return { locale: published.locale, id: published.id, title: published.title, published: published.source, other: other.source, agreeing, differences };
}

const CONTEXT = 30;

function escapeText(text: string): string {
  return text.replace(/([\\`*_[\]<>|])/g, '\\$1');
}

/** Where two texts part: a little of what they share on each side, and the differing middle of each, marked ⟦…⟧. */
export function differingPart(a: string, b: string): [string, string] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const show = (t: string) => {
    const before = t.slice(Math.max(0, start - CONTEXT), start);
    const middle = t.slice(start, t.length - end);
    const after = t.slice(t.length - end, t.length - end + CONTEXT);
    const cut = middle.length > 3 * CONTEXT ? `${middle.slice(0, 3 * CONTEXT)}…` : middle;
    return `${start > CONTEXT ? '…' : ''}${escapeText(before)}⟦${escapeText(cut)}⟧${escapeText(after)}${end > CONTEXT ? '…' : ''}`;
  };
  return [show(a), show(b)];
}

function quote(text: string): string {
  return `“${escapeText(text.length > 3 * CONTEXT ? `${text.slice(0, 3 * CONTEXT)}…` : text)}”`;
}

function where(s: SubRuleSide): string {
  return `${s.number} (\`${s.file}:${s.line}\`)`;
}

/** The comparison as a section of IMPORT-REPORT.md: a summary count, then per topic every sub-rule that differs. */
export function renderSourceDiff(comparisons: TopicComparison[]): string {
  const count = (kind: SubRuleDifference['kind']) => comparisons.reduce((n, c) => n + c.differences.filter((d) => d.kind === kind).length, 0);
  const differing = comparisons.filter((c) => c.differences.length > 0);
  const lines = [
    '## Two sources of one topic',
    '',
    `${comparisons.length} topics come from two sources; ${differing.length} of them differ: ${count('number')} sub-rules numbered otherwise, ${count('text')} with other text, ${count('missing')} in one source only; ${comparisons.reduce((n, c) => n + c.agreeing, 0)} sub-rules agree. Texts are compared after quotes, dashes, spaces and letter case are normalised; ⟦…⟧ marks where two texts part.`,
  ];
  for (const c of [...differing].sort((x, y) => (x.locale + x.id < y.locale + y.id ? -1 : 1))) {
    lines.push('', `### ${c.locale} ${c.id} (${c.title})`, '', `Published: \`${c.published}\`; compared with \`${c.other}\`. ${c.agreeing} sub-rules agree.`, '');
    for (const d of c.differences) {
      if (d.kind === 'number') lines.push(`- number: ${where(d.published!)} is ${where(d.other!)} in the other source, same text ${quote(d.published!.text)}`);
      else if (d.kind === 'text') {
        const [a, b] = differingPart(d.published!.text, d.other!.text);
        lines.push(`- text: ${where(d.published!)} “${a}”; other: ${where(d.other!)} “${b}”`);
      }
      else if (d.published) lines.push(`- only published: ${where(d.published)} ${quote(d.published.text)}`);
      else lines.push(`- only other: ${where(d.other!)} ${quote(d.other!.text)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
