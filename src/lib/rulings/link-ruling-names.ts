/**
 * A unified-style tree transform for rulings: a card or ability named in italics (*Direct Hit*, *The Alastor*)
 * becomes a link to its section (components/action-cards#direct-hit) where the locale's rulings have one, the
 * current page's own sections first. Text already inside a link is left alone, and so is a name of the section
 * being read. Returns a new tree; the input is not changed.
 */
import type { Emphasis, Nodes, PhrasingContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Locale } from '../locale/locale.ts';
import { rulingKey, type RulingPage, type RulingSection } from './ruling.ts';
import type { RulingBook } from './ruling-book.ts';

export interface RulingNameContext {
  book: RulingBook;
  locale: Locale;
  /** The page being read: its sections are preferred when two pages share a name. */
  page?: RulingPage;
  /** The section being read: never linked to itself. */
  section?: RulingSection;
}

function link(node: Emphasis, ctx: RulingNameContext): PhrasingContent {
  if (!node.children.every((c) => c.type === 'text')) return node;
  const [hit] = ctx.book.sectionsNamed(ctx.locale, toString(node), ctx.page);
  if (!hit || hit.section === ctx.section) return node;
  return { type: 'link', url: `${rulingKey(hit.page)}#${hit.section.anchor}`, title: null, children: [node] };
}

export function linkRulingNames<T extends Nodes>(tree: T, ctx: RulingNameContext): T {
  if (tree.type === 'link' || tree.type === 'linkReference') return tree;
  if (tree.type === 'emphasis') return link(tree, ctx) as T;
  if (!('children' in tree)) return tree;
  return { ...tree, children: tree.children.map((c) => linkRulingNames(c as Nodes, ctx)) } as T;
}
