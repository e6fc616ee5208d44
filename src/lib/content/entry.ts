/** The glossary's domain model: one Entry per topic and locale. */
import type { BlockContent, Paragraph } from 'mdast';
import type { Locale } from '../locale/locale.ts';

export interface SubRule {
  /** The full number as people cite it: "49.4". */
  number: string;
  /** The sub-number (4 in 49.4): its place in the entry when numbering has no gaps. */
  ordinal: number;
  /** What joins this sub-rule to its counterparts in other locales (the ordinal unless the entry overrides it). */
  alignKey: string;
  /** The opening paragraph, without its number. */
  content: Paragraph;
  /** Everything that belongs to the sub-rule after its opening paragraph: nested lists, unnumbered paragraphs. */
  children: BlockContent[];
  /** Plain text of content and children, for search and previews. */
  text: string;
  line: number;
}

export interface Note {
  number: number;
  content: BlockContent[];
  text: string;
  line: number;
}

export interface RelatedTopic {
  /** Topic id, or null when the name matches no topic. */
  id: string | null;
  /** The name as the entry shows it. */
  title: string;
  /** True when the name was joined to a topic id. */
  resolved: boolean;
  line: number;
}

export interface Entry {
  id: string;
  locale: Locale;
  /** The locale's own entry number (for en, the LRR number); null for a topic the LRR has no section for yet. */
  number: number | null;
  title: string;
  aliases: string[];
  source?: string;
  intro: BlockContent[];
  subRules: SubRule[];
  notes: Note[];
  related: RelatedTopic[];
  /** Path of the content file, relative to the project. */
  file: string;
  /** Lines of the frontmatter's `id` and `number` keys, for diagnostics about them. */
  idLine?: number;
  numberLine?: number;
}

/** "23 Component Limitations", or the title alone for a topic without a number. */
export function numberedTitle(entry: { number: number | null; title: string }): string {
  return entry.number === null ? entry.title : `${entry.number} ${entry.title}`;
}

/** Every block of an entry's text, in order: its intro, each sub-rule (its paragraph and what it holds), its notes. */
export function entryBlocks(entry: Entry): BlockContent[] {
  return [...entry.intro, ...entry.subRules.flatMap((s) => [s.content, ...s.children]), ...entry.notes.flatMap((n) => n.content)];
}

/** Number order; topics without a number come last, in title order. */
export function compareByNumber(a: { number: number | null; title: string }, b: { number: number | null; title: string }): number {
  if (a.number !== null && b.number !== null) return a.number - b.number;
  if (a.number !== b.number) return a.number === null ? 1 : -1;
  return a.title.localeCompare(b.title);
}
