/**
 * The cross-referencer: an mdast transform that turns rule numbers and topic names in the text into links.
 * One call is one scope (a sub-rule, an intro block or a note): a topic is linked at most once per scope.
 */
import type { Nodes, Parents, PhrasingContent, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { isTopicId } from '../content/topics.ts';
import { findTermMatches, selectSpans, type Span } from './find-terms.ts';
import type { CrossRefIndex } from './index-for-locale.ts';
import { refLink, refOfLink, type Ref } from './ref.ts';
import { findRuleNumbers } from './rule-numbers.ts';

export interface CrossRefContext {
  index: CrossRefIndex;
  /** The entry being rendered: never linked to by name, and its sub-rules link as "#49.3". */
  entryId: string;
  /** The sub-rule being rendered ("49.3"), which a number in its own text does not link to. */
  subRule?: string;
}

/** Nodes whose text is never linked: headings, existing links, code and raw markup. */
const SKIP = new Set(['heading', 'link', 'linkReference', 'definition', 'code', 'inlineCode', 'html', 'yaml', 'image', 'imageReference']);

interface Candidate extends Span {
  /** Where the link points, or null when the span is claimed but must stay text (self, already linked). */
  ref: Ref | null;
  kind: 'number' | 'term';
}

/** Rule numbers of the locale: same entry → "#49.3", another entry → "producing-units#45.5". */
export function numberCandidates(text: string, ctx: CrossRefContext): Candidate[] {
  const found: Candidate[] = [];
  for (const match of findRuleNumbers(text)) {
    const id = ctx.index.subRules.get(match.number);
    if (id === undefined) continue;
    const own = id === ctx.entryId && match.number === ctx.subRule;
    found.push({ start: match.start, end: match.end, kind: 'number', ref: own ? null : { id, number: match.number } });
  }
  return found;
}

/** Topic names of the locale; the current entry's own names claim their span without linking. */
export function termCandidates(text: string, ctx: CrossRefContext): Candidate[] {
  return findTermMatches(text, ctx.index.terms, ctx.index.locale).map((m) => ({
    start: m.start,
    end: m.end,
    kind: 'term' as const,
    ref: m.term.id === ctx.entryId ? null : { id: m.term.id },
  }));
}

/** The url of a generated link: a sub-rule of this entry is an anchor, anything else starts with the topic id. */
export function linkUrl(ref: Ref, entryId: string): string {
  if (!ref.number) return ref.id;
  return ref.id === entryId ? `#${ref.number}` : `${ref.id}#${ref.number}`;
}

/**
 * Splits one text node around the chosen spans; `linked` holds topics already linked by name in this scope.
 * `before` and `after` are the neighbouring siblings' text, so that word boundaries are judged the same way
 * whether or not a neighbour has become a link (which keeps the transform idempotent).
 */
export function linkText(node: Text, ctx: CrossRefContext, linked: Set<string>, before = '', after = ''): PhrasingContent[] {
  const text = node.value;
  const padded = before + text + after;
  const inside = (c: Candidate) => c.start >= before.length && c.end <= before.length + text.length;
  const shift = (c: Candidate): Candidate => ({ ...c, start: c.start - before.length, end: c.end - before.length });
  const spans = selectSpans([...numberCandidates(padded, ctx), ...termCandidates(padded, ctx)].filter(inside).map(shift));
  const out: PhrasingContent[] = [];
  let at = 0;
  for (const span of spans) {
    if (!span.ref) continue;
    if (span.kind === 'term') {
      if (linked.has(span.ref.id)) continue;
      linked.add(span.ref.id);
    }
    if (span.start > at) out.push({ type: 'text', value: text.slice(at, span.start) });
    out.push(refLink(linkUrl(span.ref, ctx.entryId), span.ref, text.slice(span.start, span.end)));
    at = span.end;
  }
  if (at === 0) return [node];
  if (at < text.length) out.push({ type: 'text', value: text.slice(at) });
  return out;
}

/** Topics the scope already links to by name (by an earlier run, or by hand in the content). */
export function linkedTopics(tree: Nodes): Set<string> {
  const linked = new Set<string>();
  visit(tree, 'link', (link) => {
    const ref = refOfLink(link);
    if (ref && !ref.number) linked.add(ref.id);
    else if (!ref && isTopicId(link.url)) linked.add(link.url);
  });
  return linked;
}

/** How much of a neighbour's text is enough to judge a boundary (a quote, a particle run). */
const CONTEXT = 16;

function transformChildren(parent: Parents, ctx: CrossRefContext, linked: Set<string>): void {
  const original = parent.children as Nodes[];
  const children: Nodes[] = [];
  for (const [i, child] of original.entries()) {
    if (SKIP.has(child.type)) children.push(child);
    else if (child.type === 'text') {
      const before = i > 0 ? toString(original[i - 1]).slice(-CONTEXT) : '';
      const after = i + 1 < original.length ? toString(original[i + 1]).slice(0, CONTEXT) : '';
      children.push(...linkText(child, ctx, linked, before, after));
    }
    else {
      if ('children' in child) transformChildren(child, ctx, linked);
      children.push(child);
    }
  }
  (parent as { children: Nodes[] }).children = children;
}

/** Pure form: returns a linked copy, the input is left untouched. Running it again changes nothing. */
export function crossLink<T extends Nodes>(tree: T, ctx: CrossRefContext): T {
  const copy = structuredClone(tree);
  if (!SKIP.has(copy.type) && 'children' in copy) transformChildren(copy, ctx, linkedTopics(copy));
  return copy;
}
