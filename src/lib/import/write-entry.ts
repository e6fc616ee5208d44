/** Writes a RawEntry in the content format (docs/content-format.md), through remark-stringify. */
import type { BlockContent, List, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { stringify as stringifyYaml } from 'yaml';
import { sectionHeadings } from '../locale/locale.ts';
import { stringifyMarkdown } from '../content/markdown.ts';
import { list, listItem, paragraph } from './mdast-build.ts';
import type { RawEntry } from './raw-entry.ts';

export interface ResolvedRelated {
  name: string;
  id: string | null;
}

/** Lists are written tight, whatever blank lines the source had between items. */
function tighten<T extends RootContent>(node: T): T {
  const copy = structuredClone(node);
  visit(copy, (n) => {
    if (n.type === 'list' || n.type === 'listItem') (n as List).spread = false;
    delete (n as { position?: unknown }).position;
  });
  return copy;
}

export function writeEntry(entry: RawEntry & { id: string }, related: ResolvedRelated[]): string {
  const front: Record<string, unknown> = { id: entry.id, title: entry.title, ...(entry.number === null ? {} : { number: entry.number }), source: entry.source };
  const children: RootContent[] = [{ type: 'yaml', value: stringifyYaml(front, { lineWidth: 0 }).trimEnd() }];
  children.push(...entry.intro.map(tighten));
  for (const sub of entry.subRules) {
    const content = sub.content.map((n) => tighten(n));
    const first = content[0];
    if (first?.type === 'text') content[0] = { ...first, value: `${sub.number} ${first.value}` };
    else content.unshift({ type: 'text', value: `${sub.number} ` });
    children.push({ type: 'paragraph', children: content }, ...sub.children.map(tighten));
  }
  const headings = sectionHeadings(entry.locale);
  if (entry.notes.length > 0) {
    children.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: headings.notes }] });
    children.push(tighten(list(entry.notes.map((blocks) => listItem(blocks as BlockContent[])), true)));
  }
  if (related.length > 0) {
    children.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: headings.related }] });
    children.push(
      list(
        related.map((r) =>
          listItem([
            r.id
              ? { type: 'paragraph', children: [{ type: 'link', url: r.id, children: [{ type: 'text', value: r.name }] }] }
              : paragraph([r.name]),
          ]),
        ),
      ),
    );
  }
  const root: Root = { type: 'root', children };
  return stringifyMarkdown(root);
}
