/**
 * Reader for a GitBook Markdown export (the Russian LRR): "49 TITLE" over a setext rule, sub-rules as
 * list items "* 49.1. **LABEL:** …", items that belong to a sub-rule written at its own list level,
 * lettered items "а)" run into the sub-rule's paragraph with hard breaks, a notes section, and a
 * "См.также:" line of links to English file names.
 */
import type { BlockContent, Link, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { lineOf } from '../../content/parse-entry.ts';
import { parseMarkdown } from '../../content/markdown.ts';
import { list, listItem, paragraph } from '../mdast-build.ts';
import { ImportError, newRawEntry, type RawRelated, type RawSubRule, type Reader, type ReaderContext } from '../raw-entry.ts';
import { idFromHref } from '../topic-links.ts';
import { sentenceCase } from './title-case.ts';

const TITLE = /^(\d+)\s+(.+)$/;
const SUB_RULE = /^(\d+)\.(\d+)\.?\s*/;
const LETTERED = /^\s*[а-яa-z]\)\s/;
const NOTES = /^(КОММЕНТАРИИ|Комментарии|Notes|NOTES)$/;
const RELATED = /^\s*(См\.?\s*также|Related Topics)\s*:\s*/i;

/** Splits a paragraph at hard breaks that open lettered items ("а) …"): the head, then one paragraph per item. */
function splitLettered(p: Paragraph): { head: PhrasingContent[]; items: PhrasingContent[][] } {
  const segments: PhrasingContent[][] = [[]];
  for (const node of p.children) {
    if (node.type === 'break') segments.push([]);
    else segments.at(-1)!.push(node);
  }
  const head: PhrasingContent[] = [];
  const items: PhrasingContent[][] = [];
  segments.forEach((segment, i) => {
    const first = segment[0];
    const lettered = first?.type === 'text' && LETTERED.test(first.value);
    if (lettered) items.push(trimSegment(segment));
    else if (items.length > 0) items.at(-1)!.push({ type: 'break' }, ...trimSegment(segment));
    else {
      if (i > 0) head.push({ type: 'break' });
      head.push(...segment);
    }
  });
  return { head: trimSegment(head), items };
}

function trimSegment(segment: PhrasingContent[]): PhrasingContent[] {
  const out = segment.map((n) => ({ ...n }));
  const first = out[0];
  if (first?.type === 'text') first.value = first.value.replace(/^\s+/, '');
  const last = out.at(-1);
  if (last?.type === 'text') last.value = last.value.replace(/\s+$/, '');
  return out.filter((n) => !(n.type === 'text' && n.value === ''));
}

function readRelated(p: Paragraph, ctx: ReaderContext): RawRelated[] {
  const line = lineOf(p);
  const out: RawRelated[] = [];
  const children = [...p.children];
  const first = children[0];
  if (first?.type === 'text') children[0] = { ...first, value: first.value.replace(RELATED, '') };
  for (const node of children) {
    if (node.type === 'link') {
      out.push({ name: toString(node as Link).trim(), id: idFromHref((node as Link).url), line });
    } else if (node.type === 'text') {
      for (const part of node.value.split(',')) {
        const name = part.trim().replace(/[.;]$/, '').trim();
        if (name !== '') out.push({ name, line });
      }
    } else {
      throw new ImportError(ctx.file, line, `unexpected ${node.type} in the related-topics line`);
    }
  }
  return out;
}

export const readGitbookMarkdown: Reader = (text, ctx) => {
  const tree = parseMarkdown(text);
  const nodes: RootContent[] = tree.children;
  const head = nodes[0];
  const titleText = head ? toString(head).trim() : '';
  const titleMatch = TITLE.exec(titleText);
  if (!titleMatch) throw new ImportError(ctx.file, 1, 'expected the entry number and title on the first line ("49 TITLE")');
  const title = sentenceCase(titleMatch[2], ctx.locale);
  if (title !== titleMatch[2]) ctx.defects.add(ctx.file, 1, 'title', `title in capitals "${titleMatch[2]}" written as "${title}"`);
  const entry = newRawEntry(ctx, Number(titleMatch[1]), title, 1);
  const trailingDots: string[] = [];
  let section: 'body' | 'notes' = 'body';

  const addSubRuleItem = (item: ListItem) => {
    const [first, ...rest] = item.children;
    const firstText = first?.type === 'paragraph' && first.children[0]?.type === 'text' ? first.children[0].value : '';
    const match = SUB_RULE.exec(firstText);
    const line = lineOf(item);
    if (!match) {
      const current = entry.subRules.at(-1);
      if (!current) throw new ImportError(ctx.file, line, 'a list item without a sub-rule number before any sub-rule');
      const nested = current.children.at(-1);
      if (nested?.type === 'list') nested.children.push(listItem(item.children as BlockContent[]));
      else current.children.push(list([listItem(item.children as BlockContent[])]));
      ctx.defects.add(ctx.file, line, 'structure', `item "${toString(item).slice(0, 40)}" stands at the sub-rules' list level; nested under ${current.number}`);
      return;
    }
    if (Number(match[1]) !== entry.number) throw new ImportError(ctx.file, line, `sub-rule ${match[1]}.${match[2]} inside entry ${entry.number}`);
    const number = `${match[1]}.${match[2]}`;
    if (match[0].trimEnd().endsWith('.')) trailingDots.push(number);
    const opening = first as Paragraph;
    const stripped: Paragraph = {
      ...opening,
      children: trimSegment([{ ...(opening.children[0] as { type: 'text'; value: string }), value: firstText.slice(match[0].length) }, ...opening.children.slice(1)]),
    };
    const { head: content, items } = splitLettered(stripped);
    const sub: RawSubRule = { number, line, content, children: [] };
    if (items.length > 0) {
      sub.children.push(list(items.map((i) => listItem([paragraph(i)]))));
      ctx.defects.add(ctx.file, line, 'structure', `${items.length} lettered items (${items.map((i) => toString({ type: 'paragraph', children: i }).slice(0, 2)).join(' ')}) run into ${number}'s paragraph; made a nested list`);
    }
    sub.children.push(...(rest as BlockContent[]));
    entry.subRules.push(sub);
  };

  for (const node of nodes.slice(1)) {
    const line = lineOf(node);
    if (node.type === 'heading' || (node.type === 'paragraph' && NOTES.test(toString(node).trim()))) {
      if (!NOTES.test(toString(node).trim())) throw new ImportError(ctx.file, line, `unexpected heading "${toString(node)}"`);
      section = 'notes';
      continue;
    }
    if (node.type === 'thematicBreak') continue;
    if (node.type === 'paragraph' && RELATED.test(toString(node))) {
      entry.related = readRelated(node, ctx);
      continue;
    }
    if (section === 'notes') {
      if (node.type !== 'list' || !node.ordered) throw new ImportError(ctx.file, line, 'the notes section should be a numbered list');
      entry.notes.push(...node.children.map((item) => item.children as BlockContent[]));
      continue;
    }
    if (node.type === 'list') {
      for (const item of node.children) addSubRuleItem(item);
      continue;
    }
    if (node.type === 'paragraph' && entry.subRules.length === 0) {
      entry.intro.push(node);
      continue;
    }
    if (node.type === 'paragraph') {
      entry.subRules.at(-1)!.children.push(node);
      continue;
    }
    throw new ImportError(ctx.file, line, `${node.type} is not expected in a GitBook entry`);
  }
  if (trailingDots.length > 0)
    ctx.defects.add(ctx.file, entry.subRules[0].line, 'number-normalised', `trailing dot removed from ${trailingDots.length} sub-rule numbers (${trailingDots.join(', ')})`);
  return [entry];
};
