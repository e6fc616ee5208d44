/**
 * Sub-rules from the numbers a source writes. A numbered list's written numbers are the sub-rule
 * numbers, never a count from 1. Three readings of a real page's irregularities, each reported:
 * - a section heading that stands where the list skips a number is that sub-rule, a section title
 *   (Movement: `### Tactical Action Movement`, then `2.` → 58.1 is the heading);
 * - a first list that is followed by a list starting again at 1, with no heading between, is part of
 *   the intro (Game Round lists its four phases, then its sub-rules 1–3);
 * - any other gap or repeat is kept as written.
 * Paragraphs and other blocks between items stay with the sub-rule above them.
 */
import type { BlockContent, Heading, List, ListItem, PhrasingContent } from 'mdast';
import { list } from './mdast-build.ts';
import type { RawSubRule } from './raw-entry.ts';

export type RulesBlock =
  | { kind: 'item'; written: number; item: ListItem; line: number }
  | { kind: 'heading'; heading: Heading; line: number }
  | { kind: 'block'; node: BlockContent; line: number };

export interface NumberedRules {
  intro: BlockContent[];
  subRules: RawSubRule[];
}

export type NumberingReport = (line: number, message: string) => void;

type Item = Extract<RulesBlock, { kind: 'item' }>;

/** Consecutive items of one numbered list become one ordered list again, starting at its first written number. */
function regroup(blocks: RulesBlock[]): BlockContent[] {
  const out: BlockContent[] = [];
  let open: List | null = null;
  for (const b of blocks) {
    if (b.kind === 'item') {
      if (!open) {
        open = { ...list([], true), start: b.written };
        out.push(open);
      }
      open.children.push(b.item);
      continue;
    }
    open = null;
    out.push(b.kind === 'heading' ? sectionLine(b.heading) : b.node);
  }
  return out;
}

/** A heading that is not a sub-rule, kept as a bold line. */
function sectionLine(heading: Heading): BlockContent {
  return { type: 'paragraph', children: [{ type: 'strong', children: heading.children }], position: heading.position };
}

/** Runs of increasing written numbers. */
function runs(items: Item[]): Item[][] {
  const out: Item[][] = [];
  for (const item of items) {
    const run = out.at(-1);
    if (run && item.written > run.at(-1)!.written) run.push(item);
    else out.push([item]);
  }
  return out;
}

export function numberSubRules(blocks: RulesBlock[], topic: number | null, report: NumberingReport): NumberedRules {
  const items = blocks.filter((b): b is Item => b.kind === 'item');
  if (topic === null) {
    if (items.length > 0) report(items[0].line, 'a numbered list in a topic without an LRR number: kept as a list in the intro, no sub-rule numbers given');
    return { intro: regroup(blocks), subRules: [] };
  }

  // Where the sub-rules start: the first item or heading, unless an intro list comes first.
  let start = blocks.findIndex((b) => b.kind !== 'block');
  const [first, second] = runs(items);
  if (first && second && first[0].written === 1 && second[0].written === 1) {
    const restart = blocks.indexOf(second[0]);
    if (!blocks.slice(0, restart).some((b) => b.kind === 'heading')) {
      start = restart;
      report(first[0].line, `a list ${first[0].written}–${first.at(-1)!.written} followed by a list that starts again at 1 (line ${second[0].line}): the first is read as part of the intro, the second as the sub-rules`);
    }
  }
  if (start === -1) return { intro: regroup(blocks), subRules: [] };

  const intro = regroup(blocks.slice(0, start));
  const subRules: RawSubRule[] = [];
  let last = 0;
  const attach = (node: BlockContent) => (subRules.length > 0 ? subRules.at(-1)!.children.push(node) : intro.push(node));
  const rest = blocks.slice(start);
  rest.forEach((b, i) => {
    if (b.kind === 'block') {
      attach(b.node);
      return;
    }
    const expected = last + 1;
    if (b.kind === 'heading') {
      const next = rest.slice(i + 1).find((n) => n.kind !== 'block');
      const title = b.heading.children;
      if (next?.kind === 'item' && next.written > expected) {
        subRules.push({ number: `${topic}.${expected}`, line: b.line, content: [{ type: 'strong', children: title as PhrasingContent[] }], children: [] });
        report(b.line, `the heading stands where ${topic}.${expected} is missing (next written number ${next.written}): read as section title ${topic}.${expected}`);
        last = expected;
      } else {
        attach(sectionLine(b.heading));
        report(b.line, `a heading where no sub-rule number is missing: kept as a bold line ${subRules.length > 0 ? `in ${subRules.at(-1)!.number}` : 'in the intro'}`);
      }
      return;
    }
    if (b.written > expected) report(b.line, `${topic}.${expected}${b.written - 1 > expected ? `–${topic}.${b.written - 1}` : ''} missing before ${topic}.${b.written}: numbers kept as written`);
    else if (b.written < expected) report(b.line, `${topic}.${b.written} written after ${topic}.${last}: kept as written`);
    const [head, ...tail] = b.item.children;
    const content = head?.type === 'paragraph' ? head.children : [];
    const children = (head?.type === 'paragraph' ? tail : b.item.children) as BlockContent[];
    subRules.push({ number: `${topic}.${b.written}`, line: b.line, content, children });
    last = Math.max(last, b.written);
  });
  return { intro, subRules };
}
