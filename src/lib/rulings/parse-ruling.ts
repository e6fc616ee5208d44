/**
 * Reads one rulings content file (content/<locale>/factions/<id>.md, content/<locale>/components/<id>.md) into a
 * RulingPage, through remark's mdast: a `title` frontmatter, an optional intro, then one `## Heading` per ability
 * or card, each followed by its numbered notes (a numbered list; a note's nested numbered list holds its own
 * notes). Anything else is reported with file:line.
 */
import type { BlockContent, List, ListItem, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { checkNesting, preScan } from '../content/content-limits.ts';
import { Diagnostics } from '../content/diagnostics.ts';
import { readFrontmatterRecord } from '../content/frontmatter.ts';
import type { Locale } from '../locale/locale.ts';
import { parseMarkdown } from '../content/markdown.ts';
import { checkContentNodes, lineOf, plainText } from '../content/parse-entry.ts';
import { isTopicId } from '../content/topics.ts';
import type { RulingKind, RulingNote, RulingPage, RulingSection } from './ruling.ts';
import { SlugSet } from './slug.ts';

export interface ParsedRuling {
  page: RulingPage | null;
  diagnostics: Diagnostics;
}

const FRONTMATTER_KEYS = new Set(['title', 'source']);
/** Blocks a page or a section may hold besides its notes. */
const BODY_BLOCKS = new Set(['paragraph', 'list']);
/** How deep notes nest: 4.2 is the deepest the wiki writes; one more level is allowed. */
const MAX_NOTE_DEPTH = 3;

function readNotes(list: List, prefix: string, anchor: string, depth: number, file: string, d: Diagnostics): RulingNote[] {
  const start = list.start ?? 1;
  return list.children.map((item: ListItem, i) => {
    const number = `${prefix}${start + i}`;
    const content: BlockContent[] = [];
    const notes: RulingNote[] = [];
    for (const child of item.children) {
      if (child.type === 'list' && child.ordered) {
        if (depth >= MAX_NOTE_DEPTH) d.error(file, lineOf(child), `notes nested more than ${MAX_NOTE_DEPTH} deep`);
        else notes.push(...readNotes(child, `${number}.`, anchor, depth + 1, file, d));
      } else content.push(child as BlockContent);
    }
    return { number, anchor: `${anchor}.${number}`, content, text: plainText(content), notes, line: lineOf(item) };
  });
}

/** The page's id from its file name: content/en/factions/jol-nar.md → jol-nar. */
export function rulingIdOf(file: string): string {
  return file.split('/').pop()!.replace(/\.md$/, '');
}

export function parseRuling(text: string, file: string, locale: Locale, kind: RulingKind): ParsedRuling {
  const d = new Diagnostics();
  if (!preScan(text, file, d)) return { page: null, diagnostics: d };
  const tree = parseMarkdown(text);
  if (!checkNesting(tree, file, d)) return { page: null, diagnostics: d };
  const front = readFrontmatterRecord(tree, file, d, FRONTMATTER_KEYS, 'the file must start with a --- block holding its title');
  const id = rulingIdOf(file);
  if (!isTopicId(id)) d.error(file, 1, `the file name "${id}.md" must be a kebab-case id (jol-nar.md)`);
  const title = front?.values.title;
  if (front && (typeof title !== 'string' || title.trim() === '')) d.error(file, front.line('title'), title === undefined ? 'frontmatter has no "title"' : 'frontmatter "title" must be a non-empty string');
  const source = front?.values.source;
  if (front && source !== undefined && typeof source !== 'string') d.error(file, front.line('source'), 'frontmatter "source" must be a string');

  const body = tree.children.slice(tree.children[0]?.type === 'yaml' ? 1 : 0);
  checkContentNodes(body, file, d);
  const slugs = new SlugSet();
  const intro: BlockContent[] = [];
  const sections: RulingSection[] = [];
  for (const node of body as RootContent[]) {
    const line = lineOf(node);
    if (node.type === 'heading') {
      const heading = toString(node).replace(/\s+/g, ' ').trim();
      if (node.depth !== 2) d.error(file, line, `a heading of level ${node.depth}: a section is a "## Heading" (level 2)`);
      else if (heading === '') d.error(file, line, 'an empty section heading');
      else sections.push({ anchor: slugs.take(heading), title: heading, intro: [], notes: [], line });
      continue;
    }
    if (!BODY_BLOCKS.has(node.type)) continue; // reported by checkContentNodes, or an error below
    const section = sections.at(-1);
    if (!section) intro.push(node as BlockContent);
    else if (node.type === 'list' && node.ordered) {
      const first = section.notes.length + 1;
      if ((node.start ?? 1) !== first) d.warn(file, line, `notes numbered from ${node.start ?? 1} where note ${first} comes next`);
      section.notes.push(...readNotes({ ...node, start: first }, '', section.anchor, 1, file, d));
    } else if (section.notes.length === 0) section.intro.push(node as BlockContent);
    else d.error(file, line, `a ${node.type} between the notes of "${section.title}": a note's paragraphs are indented under its number`);
  }
  for (const node of body) {
    if (node.type !== 'heading' && !BODY_BLOCKS.has(node.type) && !['html', 'definition', 'footnoteDefinition'].includes(node.type))
      d.error(file, lineOf(node), `${node.type} is not part of the rulings format (headings, paragraphs and lists)`);
  }
  if (!front || d.errors.length > 0) return { page: null, diagnostics: d };
  return {
    page: { kind, id, locale, title: (title as string).trim(), ...(typeof source === 'string' ? { source } : {}), intro, sections, file },
    diagnostics: d,
  };
}
