/**
 * Inline HTML in a raw page (`<b>`, `<i>`, `<sup>`, `<br>`, `<a href>`, `<abbr>`) turned into Markdown:
 * each paragraph, heading or table cell that holds `html` nodes goes through hast (parse5, as a browser
 * reads it) and back to mdast, so `<b>x</b>` becomes strong, `<i>` emphasis, `<br>` a hard break and
 * `<a>` a link. What Markdown cannot say (superscript, an abbreviation's title, a stray closing tag) is
 * kept as its text and reported. No raw HTML is left in the tree.
 */
import type { Nodes as HastNodes, Root as HastRoot } from 'hast';
import { raw } from 'hast-util-raw';
import { toMdast } from 'hast-util-to-mdast';
import type { Html, Nodes, Parent, PhrasingContent, Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { visit } from 'unist-util-visit';

/** Tags that have a Markdown form. */
const MARKDOWN_TAGS = new Set(['b', 'strong', 'i', 'em', 'br', 'a', 'code']);
/** Tags whose content is not text: dropped whole on the way to Markdown. */
const DROPPED_WHOLE = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript', 'textarea', 'title']);

export interface MarkupLoss {
  line: number;
  message: string;
}

function tagsOf(html: string): { name: string; closing: boolean; attributes: string }[] {
  const tags: { name: string; closing: boolean; attributes: string }[] = [];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) tags.push({ closing: match[1] === '/', name: match[2].toLowerCase(), attributes: match[3].trim() });
  return tags;
}

/** What the HTML of one phrasing run loses on the way to Markdown: unknown tags, attributes, unpaired tags. */
function losses(nodes: Html[]): string[] {
  const found: string[] = [];
  const open = new Map<string, number>();
  for (const node of nodes) {
    for (const tag of tagsOf(node.value)) {
      if (tag.name === 'br') continue;
      if (!tag.closing) open.set(tag.name, (open.get(tag.name) ?? 0) + 1);
      else if ((open.get(tag.name) ?? 0) > 0) open.set(tag.name, open.get(tag.name)! - 1);
      else found.push(`a stray </${tag.name}> was dropped`);
      if (tag.closing || MARKDOWN_TAGS.has(tag.name)) continue;
      const written = `<${tag.name}${tag.attributes ? ` ${tag.attributes}` : ''}>`;
      found.push(DROPPED_WHOLE.has(tag.name) ? `${written} was dropped with its content` : `${written} has no Markdown form: its text was kept`);
    }
  }
  for (const [name, count] of open) if (count > 0) found.push(`<${name}> was never closed`);
  return found;
}

/** The phrasing content of `node` re-read through an HTML parser, as mdast. */
function reparse(children: PhrasingContent[]): PhrasingContent[] {
  const hast = toHast({ type: 'paragraph', children } as Nodes, { allowDangerousHtml: true }) as HastNodes;
  const root: HastRoot = { type: 'root', children: [hast as HastRoot['children'][number]] };
  const mdast = toMdast(raw(root) as HastRoot) as Root;
  const paragraph = mdast.children.find((n) => n.type === 'paragraph');
  return paragraph && 'children' in paragraph ? (paragraph.children as PhrasingContent[]) : [];
}

/**
 * Replaces the inline HTML of every phrasing parent in `tree` by Markdown nodes, in place.
 * Returns what could not be carried over, by source line.
 */
export function inlineHtmlToMarkdown(tree: Root | Parent): MarkupLoss[] {
  const lost: MarkupLoss[] = [];
  visit(tree as Root, (node) => {
    if (node.type !== 'paragraph' && node.type !== 'heading' && node.type !== 'tableCell') return;
    const parent = node as Parent & { children: PhrasingContent[] };
    const html = parent.children.filter((c): c is Html => c.type === 'html');
    if (html.length === 0) return;
    const line = node.position?.start.line ?? 1;
    for (const message of losses(html)) lost.push({ line, message });
    parent.children = reparse(parent.children);
  });
  // Block-level HTML (a line that is only a tag) is dropped whole, and said.
  visit(tree as Root, 'html', (node, index, parent) => {
    if (!parent || index === undefined) return;
    lost.push({ line: node.position?.start.line ?? 1, message: `a block of raw HTML was dropped: ${node.value.slice(0, 60)}` });
    parent.children.splice(index, 1);
    return index;
  });
  return lost;
}
