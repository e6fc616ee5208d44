/**
 * Reader for a wiki Markdown page of the English LRR (the tirules wiki): a `title:` frontmatter, then
 * `## Rules Reference` (an intro, then the sub-rules as numbered lists whose written numbers are the
 * LRR numbers, with `###` section headings among them), `## Notes` (a numbered list, nested lists and
 * paragraphs inside) and `## Related Topics` (a list of links). Inline HTML becomes Markdown and links
 * become topic ids (inline-html.ts, topic-links.ts); numbering follows written-numbers.ts.
 */
import type { BlockContent, ListItem, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { LineCounter, parseDocument } from 'yaml';
import { parseMarkdown } from '../../content/markdown.ts';
import { lineOf } from '../../content/parse-entry.ts';
import { inlineHtmlToMarkdown } from '../inline-html.ts';
import { ImportError, newRawEntry, type RawEntry, type Reader, type ReaderContext } from '../raw-entry.ts';
import { resolveTopicLinks } from '../topic-links.ts';
import { numberSubRules, type RulesBlock } from '../written-numbers.ts';

type Section = 'rules' | 'notes' | 'related';
const SECTIONS: Record<string, Section> = { 'rules reference': 'rules', notes: 'notes', 'related topics': 'related' };

/** The `title:` of a wiki page's frontmatter, or undefined. */
export function readFrontmatterTitle(value: string, ctx: ReaderContext): string | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(value, { lineCounter });
  if (doc.errors.length > 0) {
    const error = doc.errors[0];
    throw new ImportError(ctx.file, 1 + (error.linePos?.[0].line ?? 1), `malformed frontmatter: ${error.message.split('\n')[0]}`);
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 0 });
  } catch (error) {
    throw new ImportError(ctx.file, 2, `malformed frontmatter: ${(error as Error).message}`);
  }
  const title = data && typeof data === 'object' ? (data as Record<string, unknown>).title : undefined;
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : undefined;
}

/** The number written before a list item ("11." or "11)"), read at the item's own position in the source. */
export function writtenNumber(source: string, item: ListItem, fallback: number): number {
  const offset = item.position?.start.offset;
  const match = offset === undefined ? null : /^\s*(\d{1,9})[.)]/.exec(source.slice(offset, offset + 16));
  return match ? Number(match[1]) : fallback;
}

function readNotes(nodes: RootContent[], source: string, entry: RawEntry, ctx: ReaderContext): void {
  let expected = 1;
  for (const node of nodes) {
    if (node.type === 'list' && node.ordered) {
      node.children.forEach((item, i) => {
        const written = writtenNumber(source, item, (node.start ?? 1) + i);
        if (written !== expected) ctx.defects.add(ctx.file, lineOf(item), 'numbering', `note ${written} where note ${expected} was expected: the notes are numbered in order`);
        entry.notes.push(item.children as BlockContent[]);
        expected = written + 1;
      });
    } else if (entry.notes.length > 0 && node.type !== 'heading') {
      entry.notes.at(-1)!.push(node as BlockContent);
      ctx.defects.add(ctx.file, lineOf(node), 'structure', `a ${node.type} between the notes: kept with note ${entry.notes.length}, the note above it`);
    } else {
      throw new ImportError(ctx.file, lineOf(node), `${node.type === 'heading' ? `unexpected heading "${toString(node)}"` : node.type} in the notes, where a numbered list is expected`);
    }
  }
}

function readRelated(nodes: RootContent[], entry: RawEntry, ctx: ReaderContext): void {
  for (const node of nodes) {
    if (node.type !== 'list') throw new ImportError(ctx.file, lineOf(node), `${node.type === 'heading' ? `unexpected heading "${toString(node)}"` : node.type} in the related topics, where a list of links is expected`);
    for (const item of node.children) {
      const paragraph = item.children[0];
      const name = toString(item).replace(/\s+/g, ' ').trim();
      if (name === '') continue;
      const link = paragraph?.type === 'paragraph' && paragraph.children.length === 1 && paragraph.children[0].type === 'link' ? paragraph.children[0] : undefined;
      entry.related.push({ name, id: link?.url, line: lineOf(item) });
    }
  }
}

export const readWikiMarkdown: Reader = (source, ctx) => {
  const tree = parseMarkdown(source);
  for (const loss of inlineHtmlToMarkdown(tree)) ctx.defects.add(ctx.file, loss.line, 'markup', loss.message);
  for (const link of resolveTopicLinks(tree, ctx))
    ctx.defects.add(ctx.file, link.line, 'link-unresolved', `the link "${link.text}" → ${link.href} names no topic: its text was kept without the link`);

  const yaml = tree.children[0];
  const title = ctx.facts.title ?? (yaml?.type === 'yaml' ? readFrontmatterTitle(yaml.value, ctx) : undefined);
  if (!title) throw new ImportError(ctx.file, 1, 'no title: the page has no `title:` frontmatter and the manifest gives none');
  const id = ctx.facts.id ?? ctx.idForEnglishTitle(title);
  if (!id) throw new ImportError(ctx.file, 1, `"${title}" is not a title of lrr-topics.tsv; give its id in the manifest`);
  const number = ctx.facts.number ?? ctx.lrrNumberOf(id);
  if (number === undefined) throw new ImportError(ctx.file, 1, `"${id}" is not in lrr-topics.tsv`);
  const entry = { ...newRawEntry(ctx, number, title, 1), id };

  const sections: Record<Section, RootContent[] | null> = { rules: null, notes: null, related: null };
  let section: Section | null = null;
  for (const node of tree.children.slice(yaml?.type === 'yaml' ? 1 : 0)) {
    if (node.type === 'heading' && node.depth <= 2) {
      const name = toString(node).trim();
      section = SECTIONS[name.toLowerCase()] ?? null;
      if (!section) throw new ImportError(ctx.file, lineOf(node), `unexpected heading "${name}": a page has "## Rules Reference", "## Notes" and "## Related Topics"`);
      if (sections[section]) throw new ImportError(ctx.file, lineOf(node), `a second "## ${name}" section`);
      sections[section] = [];
      continue;
    }
    if (!section) throw new ImportError(ctx.file, lineOf(node), `${node.type} before "## Rules Reference"`);
    sections[section]!.push(node);
  }

  const blocks: RulesBlock[] = [];
  for (const node of sections.rules ?? []) {
    const line = lineOf(node);
    if (node.type === 'heading') blocks.push({ kind: 'heading', heading: node, line });
    else if (node.type === 'list' && node.ordered)
      node.children.forEach((item, i) => blocks.push({ kind: 'item', written: writtenNumber(source, item, (node.start ?? 1) + i), item, line: lineOf(item) }));
    else blocks.push({ kind: 'block', node: node as BlockContent, line });
  }
  const rules = numberSubRules(blocks, number, (line, message) => ctx.defects.add(ctx.file, line, 'numbering', message));
  entry.intro = rules.intro;
  entry.subRules = rules.subRules;
  readNotes(sections.notes ?? [], source, entry, ctx);
  readRelated(sections.related ?? [], entry, ctx);
  return [entry];
};
