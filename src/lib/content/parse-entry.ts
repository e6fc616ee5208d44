/**
 * Reads one content file (content/<locale>/<id>.md) into an Entry, through remark's mdast.
 * Anything the content format does not define is reported with file:line, never dropped.
 */
import type { BlockContent, List, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { checkNesting, preScan } from './content-limits.ts';
import { Diagnostics } from './diagnostics.ts';
import { readFrontmatterRecord } from './frontmatter.ts';
import type { Entry, Note, RelatedTopic, SubRule } from './entry.ts';
import { sectionHeadings, type Locale } from '../locale/locale.ts';
import { parseMarkdown } from './markdown.ts';
import { isTopicId } from './topics.ts';
import { parseRulingTarget } from '../rulings/ruling.ts';

export interface ParsedEntry {
  entry: Entry | null;
  diagnostics: Diagnostics;
}

const FRONTMATTER_KEYS = new Set(['id', 'title', 'number', 'aliases', 'source', 'align']);
/** A sub-rule paragraph opens with its full number: "49.4" (a trailing dot is tolerated). */
const SUB_RULE_NUMBER = /^(\d+)\.(\d+)\.?(?:\s+|$)/;
/** "414 text": a number that lost its dot, which the format refuses rather than guess. */
const DOTLESS_NUMBER = /^\d{3,}\s/;

export function lineOf(node: { position?: { start: { line: number } } } | undefined, fallback = 1): number {
  return node?.position?.start.line ?? fallback;
}

/**
 * Where the link of an in-text reference may point: a topic id, a sub-rule anchor such as #49.3, or a rulings page,
 * section or note (factions/nekro, components/action-cards#direct-hit).
 */
export function isContentLinkTarget(url: string): boolean {
  return isTopicId(url) || /^#\d+\.\d+$/.test(url) || parseRulingTarget(url) !== null;
}

interface Frontmatter {
  id: string;
  title: string;
  number: number | null;
  aliases: string[];
  source?: string;
  align: Record<string, string>;
  /** File lines of the keys, for diagnostics. */
  lines: { id: number; number: number; align: number };
}

function readFrontmatter(tree: Root, file: string, d: Diagnostics): Frontmatter | null {
  const front = readFrontmatterRecord(tree, file, d, FRONTMATTER_KEYS, 'the file must start with a --- block holding id, title and number');
  if (!front) return null;
  const { values: record, line: keyLine } = front;
  let ok = front.known;
  const { id, title, number, aliases = [], source, align = {} } = record;
  if (typeof id !== 'string' || !isTopicId(id)) {
    d.error(file, keyLine('id'), id === undefined ? 'frontmatter has no "id"' : 'frontmatter "id" must be a kebab-case topic id');
    ok = false;
  }
  if (typeof title !== 'string' || title.trim() === '') {
    d.error(file, keyLine('title'), title === undefined ? 'frontmatter has no "title"' : 'frontmatter "title" must be a non-empty string');
    ok = false;
  }
  // No number: a topic the LRR has no section for yet (validate.ts checks that against lrr-topics.tsv).
  if (number !== undefined && (typeof number !== 'number' || !Number.isInteger(number) || number < 1)) {
    d.error(file, keyLine('number'), 'frontmatter "number" must be a positive whole number');
    ok = false;
  }
  if (!Array.isArray(aliases) || aliases.some((a) => typeof a !== 'string' || a.trim() === '')) {
    d.error(file, keyLine('aliases'), 'frontmatter "aliases" must be a list of names');
    ok = false;
  }
  if (source !== undefined && typeof source !== 'string') {
    d.error(file, keyLine('source'), 'frontmatter "source" must be a string');
    ok = false;
  }
  const alignOk =
    typeof align === 'object' &&
    align !== null &&
    !Array.isArray(align) &&
    Object.values(align).every((v) => typeof v === 'string' || typeof v === 'number');
  if (!alignOk) {
    d.error(file, keyLine('align'), 'frontmatter "align" must map sub-rule numbers to alignment keys');
    ok = false;
  }
  if (!ok) return null;
  const alignMap = Object.fromEntries(Object.entries(align as Record<string, string | number>).map(([k, v]) => [k, String(v)]));
  return {
    id: id as string,
    title: (title as string).trim(),
    number: number === undefined ? null : (number as number),
    aliases: aliases as string[],
    source: source as string | undefined,
    align: alignMap,
    lines: { id: keyLine('id'), number: keyLine('number'), align: keyLine('align') },
  };
}

/** Blocks that may not stand inside a list item (only paragraphs and nested lists may). */
const NOT_IN_LISTS = new Set(['blockquote', 'code', 'heading', 'thematicBreak']);
/** The delimiter row of a GFM table ("| --- | :-: |"): remark without GFM reads a table as a paragraph. */
const TABLE_DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)+\|?\s*$/m;

/**
 * Refuses raw HTML, images, reference-style links, tables, links that point anywhere but a topic or a
 * sub-rule, and blocks nested in list items that the format does not know (code, quotes, headings).
 */
export function checkContentNodes(nodes: RootContent[], file: string, d: Diagnostics): void {
  for (const node of nodes) {
    visit(node, (child) => {
      const line = lineOf(child, lineOf(node));
      if (child.type === 'html') d.error(file, line, 'raw HTML is not allowed in content');
      else if (child.type === 'image' || child.type === 'imageReference') d.error(file, line, 'images are not part of the content format');
      else if (child.type === 'link' && !isContentLinkTarget(child.url))
        d.error(file, line, `link target "${child.url}" is neither a topic id, a sub-rule anchor such as #49.3, nor a rulings page such as factions/nekro#technology-singularity`);
      else if (child.type === 'linkReference' || child.type === 'definition' || child.type === 'footnoteReference' || child.type === 'footnoteDefinition')
        d.error(file, line, 'reference-style links are not part of the content format');
      else if (child.type === 'paragraph' && TABLE_DELIMITER_ROW.test(toString(child)))
        d.error(file, line, 'tables are not part of the content format (use paragraphs and lists)');
      else if (node.type === 'list' && NOT_IN_LISTS.has(child.type))
        d.error(file, line, `${child.type} is not part of the content format (use paragraphs and lists)`);
    });
  }
}

/** Top-level blocks of the body; the others are errors (reported by checkContentNodes when it already names them). */
const BODY_BLOCKS = new Set(['paragraph', 'list']);
const REPORTED_BY_CHECK = new Set(['html', 'definition', 'footnoteDefinition']);

function stripNumber(paragraph: Paragraph, matched: string): Paragraph {
  const [first, ...rest] = paragraph.children;
  if (first?.type !== 'text') return paragraph;
  const value = first.value.slice(matched.length);
  const children: PhrasingContent[] = value === '' ? rest : [{ ...first, value }, ...rest];
  return { ...paragraph, children };
}

/** Plain text of blocks: one line per paragraph or list item, hard breaks kept as line breaks. */
export function plainText(nodes: readonly (RootContent | Paragraph)[]): string {
  const lines: string[] = [];
  const phrasing = (node: RootContent): string =>
    node.type === 'break' ? '\n' : 'children' in node ? node.children.map((c) => phrasing(c as RootContent)).join('') : toString(node, { includeImageAlt: false });
  const block = (node: RootContent) => {
    if (node.type === 'paragraph') lines.push(phrasing(node));
    else if (node.type === 'list' || node.type === 'listItem' || node.type === 'blockquote') node.children.forEach((c) => block(c as RootContent));
    else lines.push(toString(node, { includeImageAlt: false }));
  };
  nodes.forEach((n) => block(n as RootContent));
  return lines
    .join('\n')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join('\n');
}

function readNotes(nodes: RootContent[], file: string, d: Diagnostics): Note[] {
  const notes: Note[] = [];
  for (const node of nodes) {
    if (node.type === 'list' && node.ordered) {
      const start = node.start ?? 1;
      node.children.forEach((item, i) => {
        const content = item.children as BlockContent[];
        notes.push({ number: start + i, content, text: plainText(content), line: lineOf(item) });
      });
    } else {
      d.error(file, lineOf(node), `the notes section holds one numbered list; found ${node.type}`);
    }
  }
  return notes;
}

function readRelated(nodes: RootContent[], file: string, d: Diagnostics): RelatedTopic[] {
  const related: RelatedTopic[] = [];
  for (const node of nodes) {
    if (node.type !== 'list' || node.ordered) {
      d.error(file, lineOf(node), `the related-topics section holds one bullet list; found ${node.type}`);
      continue;
    }
    for (const item of (node as List).children) {
      const paragraph = item.children[0];
      const line = lineOf(item);
      if (item.children.length !== 1 || paragraph.type !== 'paragraph') {
        d.error(file, line, 'a related topic is one line: a link [Title](topic-id) or a plain name');
        continue;
      }
      const inline = paragraph.children;
      if (inline.length === 1 && inline[0].type === 'link') {
        const link = inline[0];
        const title = toString(link).trim();
        if (!isTopicId(link.url)) d.error(file, line, `related topic "${title}" links to "${link.url}", which is not a topic id`);
        else related.push({ id: link.url, title, resolved: true, line });
      } else if (inline.every((n) => n.type === 'text')) {
        related.push({ id: null, title: toString(paragraph).trim(), resolved: false, line });
      } else {
        d.error(file, line, 'a related topic is one line: a link [Title](topic-id) or a plain name');
      }
    }
  }
  return related;
}

/**
 * Parses one entry. `file` is the project-relative path used in diagnostics;
 * `locale` comes from the folder the file is in.
 */
export function parseEntry(text: string, file: string, locale: Locale): ParsedEntry {
  const d = new Diagnostics();
  // Hostile shapes are refused before remark (which is super-linear on some) and before recursive tree code.
  if (!preScan(text, file, d)) return { entry: null, diagnostics: d };
  const tree = parseMarkdown(text);
  if (!checkNesting(tree, file, d)) return { entry: null, diagnostics: d };
  const front = readFrontmatter(tree, file, d);
  const body = tree.children.slice(tree.children[0]?.type === 'yaml' ? 1 : 0);
  checkContentNodes(body, file, d);

  const headings = sectionHeadings(locale);
  const intro: BlockContent[] = [];
  const subRules: SubRule[] = [];
  const sections: Record<'notes' | 'related', RootContent[] | null> = { notes: null, related: null };
  let section: 'body' | 'notes' | 'related' = 'body';
  let current: { number: string; ordinal: number; content: Paragraph; children: BlockContent[]; line: number } | null = null;

  const closeSubRule = () => {
    if (!current) return;
    subRules.push({
      ...current,
      alignKey: front?.align[current.number] ?? String(current.ordinal),
      text: plainText([current.content, ...current.children]),
    });
    current = null;
  };

  for (const node of body) {
    const line = lineOf(node);
    if (node.type === 'heading') {
      const title = toString(node).trim();
      const kind = node.depth === 2 && title === headings.notes ? 'notes' : node.depth === 2 && title === headings.related ? 'related' : null;
      if (!kind) {
        d.error(file, line, `unexpected heading "${title}": an entry has only "## ${headings.notes}" and "## ${headings.related}"`);
        continue;
      }
      if (sections[kind]) d.error(file, line, `second "## ${title}" section`);
      closeSubRule();
      section = kind;
      sections[kind] = [];
      continue;
    }
    if (section !== 'body') {
      sections[section]!.push(node);
      continue;
    }
    if (!BODY_BLOCKS.has(node.type)) {
      if (!REPORTED_BY_CHECK.has(node.type)) d.error(file, line, `${node.type} is not part of the content format (use paragraphs and lists)`);
      continue;
    }
    const first = node.type === 'paragraph' ? node.children[0] : undefined;
    const match = first?.type === 'text' ? SUB_RULE_NUMBER.exec(first.value) : null;
    if (node.type === 'paragraph' && match) {
      closeSubRule();
      const number = `${match[1]}.${match[2]}`;
      if (front && front.number === null) d.error(file, line, `sub-rule ${number} in an entry without a number: only numbered topics have sub-rules`);
      else if (front && Number(match[1]) !== front.number) d.error(file, line, `sub-rule ${number} does not belong to entry ${front.number}`);
      if (subRules.some((s) => s.number === number)) d.error(file, line, `duplicate sub-rule ${number}`);
      current = { number, ordinal: Number(match[2]), content: stripNumber(node, match[0]), children: [], line };
      continue;
    }
    if (node.type === 'list' && front) {
      for (const item of node.children) {
        const opening = item.children[0]?.type === 'paragraph' ? item.children[0].children[0] : undefined;
        const numbered = opening?.type === 'text' ? SUB_RULE_NUMBER.exec(opening.value) : null;
        if (numbered && Number(numbered[1]) === front.number)
          d.error(file, lineOf(item), `sub-rule ${numbered[1]}.${numbered[2]} is written as a list item; a sub-rule is a paragraph that opens with its number`);
      }
    }
    if (first?.type === 'text' && DOTLESS_NUMBER.test(first.value))
      d.error(file, line, `"${first.value.split(/\s/)[0]}" looks like a sub-rule number without its dot; write it as N.M`);
    if (current) current.children.push(node as BlockContent);
    else if (subRules.length === 0) intro.push(node as BlockContent);
  }
  closeSubRule();

  if (front) {
    for (const number of Object.keys(front.align)) {
      if (!subRules.some((s) => s.number === number)) d.error(file, front.lines.align, `"align" names sub-rule ${number}, which the entry does not have`);
    }
  }
  const notes = sections.notes ? readNotes(sections.notes, file, d) : [];
  const related = sections.related ? readRelated(sections.related, file, d) : [];
  if (!front || d.errors.length > 0) return { entry: null, diagnostics: d };
  return {
    entry: {
      id: front.id,
      locale,
      number: front.number,
      title: front.title,
      aliases: front.aliases,
      source: front.source,
      intro,
      subRules,
      notes,
      related,
      file,
      idLine: front.lines.id,
      numberLine: front.lines.number,
    },
    diagnostics: d,
  };
}
