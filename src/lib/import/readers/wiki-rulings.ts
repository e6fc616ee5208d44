/**
 * Reader for a rulings page of the tirules wiki (factions/F_*.md, components/C_*.md): a `title:` frontmatter,
 * perhaps an intro, then one `## Heading` per faction ability or component (card, unit...), each followed by its
 * numbered notes (nested numbered lists, paragraphs, inline `<b>`/`<i>`/`<a>`). Inline HTML becomes Markdown
 * (inline-html.ts), links become topic ids or rulings keys (topic-links.ts); every irregularity is a defect.
 */
import type { BlockContent, Code, List, ListItem, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import { parseMarkdown } from '../../content/markdown.ts';
import { lineOf } from '../../content/parse-entry.ts';
import type { RulingKind } from '../../rulings/ruling.ts';
import { inlineHtmlToMarkdown } from '../inline-html.ts';
import { ImportError, type ReaderContext } from '../raw-entry.ts';
import { resolveTopicLinks } from '../topic-links.ts';
import { readFrontmatterTitle, writtenNumber } from './wiki-markdown.ts';

export interface RawRulingSection {
  title: string;
  line: number;
  /** Blocks before the notes (rare), then the notes as one numbered list (none when it has no notes). */
  intro: BlockContent[];
  notes: List | null;
}

export interface RawRuling {
  kind: RulingKind;
  id: string;
  title: string;
  intro: BlockContent[];
  sections: RawRulingSection[];
  source: string;
  line: number;
}

/** Reports notes whose written numbers do not follow on, at every depth (they are numbered in order all the same). */
function checkNumbering(list: List, source: string, where: string, ctx: ReaderContext, expected = 1): void {
  list.children.forEach((item, i) => {
    const written = writtenNumber(source, item, (list.start ?? 1) + i);
    if (written !== expected + i) ctx.defects.add(ctx.file, lineOf(item), 'numbering', `note ${written} of "${where}" where ${expected + i} was expected: numbered in order`);
    for (const child of item.children) if (child.type === 'list' && child.ordered) checkNumbering(child, source, where, ctx);
  });
}

/**
 * The wiki writes no code: an indented block read as code is text indented one step too far or too little (a
 * nested note under "11." at three spaces). It is read again as Markdown in its place, and said.
 */
function uncode(tree: Root, ctx: ReaderContext): void {
  visit(tree, 'code', (node: Code, index, parent) => {
    if (!parent || index === undefined || node.lang) return;
    const line = lineOf(node);
    const blocks = parseMarkdown(node.value).children as RootContent[];
    visit({ type: 'root', children: blocks } as Root, (n) => {
      if (n.position) n.position = { start: { ...n.position.start, line: n.position.start.line + line - 1 }, end: { ...n.position.end, line: n.position.end.line + line - 1 } };
    });
    ctx.defects.add(ctx.file, line, 'structure', 'an indented block that Markdown reads as code was read as text (its indentation is off by a step)');
    parent.children.splice(index, 1, ...(blocks as typeof parent.children));
    return index + blocks.length;
  });
}

/**
 * Items of one list written "1.", "2." … after note N, where N + 1 was due: nested notes of note N that Markdown
 * read as items of the same list (their indentation is short). Moved under note N, and said; an item numbered
 * N + 1 (or more) is a note of the list again.
 */
function nestRestarts(list: List, source: string, where: string, first: number, ctx: ReaderContext): void {
  const kept: ListItem[] = [];
  let nested: List | null = null;
  for (const [i, item] of list.children.entries()) {
    const written = writtenNumber(source, item, (list.start ?? 1) + i);
    const due = first + kept.length;
    const parent = kept.at(-1);
    if (parent && written < due && (written === 1 || nested)) {
      if (written === 1 || !nested) {
        nested = { type: 'list', ordered: true, start: 1, spread: false, children: [], position: item.position };
        parent.children.push(nested);
        ctx.defects.add(ctx.file, lineOf(item), 'structure', `notes numbered again from 1 after note ${due - 1} of "${where}": read as its nested notes (their indentation is short)`);
      }
      nested.children.push(item);
      continue;
    }
    nested = null;
    kept.push(item);
  }
  list.children = kept;
}

export function readWikiRulings(source: string, ctx: ReaderContext, kind: RulingKind, id: string): RawRuling {
  const tree = parseMarkdown(source);
  uncode(tree, ctx);
  for (const loss of inlineHtmlToMarkdown(tree)) ctx.defects.add(ctx.file, loss.line, 'markup', loss.message);
  for (const link of resolveTopicLinks(tree, ctx))
    ctx.defects.add(ctx.file, link.line, 'link-unresolved', `the link "${link.text}" → ${link.href} names no topic or rulings page: its text was kept without the link`);
  const yaml = tree.children[0];
  const title = ctx.facts.title ?? (yaml?.type === 'yaml' ? readFrontmatterTitle(yaml.value, ctx) : undefined);
  if (!title) throw new ImportError(ctx.file, 1, 'no title: the page has no `title:` frontmatter and the manifest gives none');

  const ruling: RawRuling = { kind, id, title, intro: [], sections: [], source: ctx.file, line: 1 };
  for (const node of tree.children.slice(yaml?.type === 'yaml' ? 1 : 0) as RootContent[]) {
    const line = lineOf(node);
    const section = ruling.sections.at(-1);
    if (node.type === 'heading') {
      const heading = toString(node).replace(/\s+/g, ' ').trim();
      if (heading === '') {
        ctx.defects.add(ctx.file, line, 'structure', 'an empty heading was dropped');
        continue;
      }
      if (node.depth !== 2) ctx.defects.add(ctx.file, line, 'structure', `a level-${node.depth} heading "${heading}" read as a section (## Heading)`);
      const twins = ruling.sections.filter((s) => s.title === heading).length;
      if (twins > 0) ctx.defects.add(ctx.file, line, 'duplicate', `a second "${heading}" heading: kept, its anchor numbered (-${twins + 1})`);
      ruling.sections.push({ title: heading, line, intro: [], notes: null });
    } else if (!section) {
      ruling.intro.push(node as BlockContent);
    } else if (node.type === 'list' && node.ordered && section.notes && (node.start ?? 1) === 1) {
      // Notes that restart at 1 under a note: its nested notes, written one step short of its indentation.
      const last = section.notes.children.at(-1)!;
      last.children.push(node);
      ctx.defects.add(ctx.file, line, 'structure', `notes numbered again from 1 after note ${section.notes.children.length} of "${section.title}": read as its nested notes (their indentation is short)`);
    } else if (node.type === 'list' && node.ordered) {
      nestRestarts(node, source, section.title, (section.notes?.children.length ?? 0) + 1, ctx);
      checkNumbering(node, source, section.title, ctx, (section.notes?.children.length ?? 0) + 1);
      if (section.notes) section.notes.children.push(...node.children);
      else section.notes = { ...node, start: 1 };
    } else if (section.notes) {
      // A paragraph (or bullet list) after a note, not indented under it: it continues that note.
      const last = section.notes.children.at(-1)!;
      last.children.push(node as BlockContent);
      last.spread = true;
      ctx.defects.add(ctx.file, line, 'structure', `a ${node.type} between the notes of "${section.title}": kept with note ${section.notes.children.length}, the note above it`);
    } else {
      section.intro.push(node as BlockContent);
    }
  }
  for (const section of ruling.sections)
    if (!section.notes && section.intro.length === 0) ctx.defects.add(ctx.file, section.line, 'structure', `"${section.title}" has no notes: kept as a heading with none`);
  if (ruling.sections.length === 0) throw new ImportError(ctx.file, 1, 'no "## Heading" sections: a rulings page has one per ability or card');
  return ruling;
}
