/**
 * Renders content mdast to HTML for the pages. Content is untrusted: raw HTML nodes never pass
 * (mdast-util-to-hast drops them without allowDangerousHtml), and every link is rebuilt from a
 * topic id or a sub-rule number; a link that resolves to nothing becomes plain text.
 */
import type { BlockContent, Nodes, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import type { Entry } from './entry.ts';

/** Turns a content link target ("fighter-tokens", "#49.3", "units#44.2") into a site href, or null. */
export type LinkResolver = (url: string) => string | null;

/**
 * A copy of the tree with every link rebuilt from its resolved href (title dropped), and a link that resolves
 * to nothing replaced by its children. A cross-reference keeps a bare data-ref: its key is its href's
 * (crossref/ref-key.ts). Only parents and links are copied: the rest is shared with the content, which is never
 * changed (toHast only reads).
 */
function resolveLinks(node: Nodes, resolve: LinkResolver): Nodes[] {
  if (node.type === 'link') {
    const href = resolve(node.url);
    const children = node.children.flatMap((c) => resolveLinks(c, resolve)) as PhrasingContent[];
    if (href === null) return children;
    const data = node.data?.hProperties?.['data-ref'] === undefined ? node.data : { ...node.data, hProperties: { ...node.data.hProperties, 'data-ref': true } };
    return [{ ...node, url: href, title: null, children, data }];
  }
  if (!('children' in node)) return [node];
  return [{ ...node, children: node.children.flatMap((c) => resolveLinks(c, resolve)) } as Nodes];
}

export function renderNodes(nodes: (BlockContent | PhrasingContent)[], resolve: LinkResolver): string {
  const root = resolveLinks({ type: 'root', children: nodes } as Root, resolve)[0] as Root;
  const hast = toHast(root, { allowDangerousHtml: false });
  return toHtml(hast, { allowDangerousHtml: false });
}

/** The text content of nodes, for meta descriptions and quotes. */
export function trimText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** A description for meta tags and link previews, cut at a word. */
export function describe(text: string): string {
  return trimText(text, 200);
}

/** What describes an entry (its page, its rule-number link): its intro, else its first sub-rule, else its title. */
export function entrySummary(entry: Entry): string {
  return describe(entry.intro.map((n) => toString(n)).join(' ') || entry.subRules[0]?.text || entry.title);
}
