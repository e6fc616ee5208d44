/**
 * The rulings' domain model: the community wiki's notes on faction abilities and components (cards, units...),
 * one RulingPage per faction or component and locale. A page is a list of sections (one ability or card each,
 * anchored by its slug), each holding numbered notes, which may hold numbered notes of their own
 * (#technology-singularity.4.2).
 */
import type { BlockContent } from 'mdast';
import type { Locale } from '../locale/locale.ts';

export const RULING_KINDS = ['factions', 'components'] as const;
/** A rulings page's kind: its folder in content/<locale>/ and in the site's URLs. */
export type RulingKind = (typeof RULING_KINDS)[number];

export function isRulingKind(value: string): value is RulingKind {
  return (RULING_KINDS as readonly string[]).includes(value);
}

export interface RulingNote {
  /** "4" or "4.2": its place among the section's notes, as the page shows it. */
  number: string;
  /** The section's anchor and the number: "technology-singularity.4.2". */
  anchor: string;
  /** The note's own blocks (its nested notes apart). */
  content: BlockContent[];
  /** Plain text of content, for search and quotes. */
  text: string;
  notes: RulingNote[];
  line: number;
}

export interface RulingSection {
  /** The slug of its title, unique in the page: "technology-singularity". */
  anchor: string;
  title: string;
  /** Blocks between the heading and the first note (rare). */
  intro: BlockContent[];
  notes: RulingNote[];
  line: number;
}

export interface RulingPage {
  kind: RulingKind;
  /** From the file name: nekro, jol-nar, action-cards. */
  id: string;
  locale: Locale;
  title: string;
  source?: string;
  /** Blocks before the first section. */
  intro: BlockContent[];
  sections: RulingSection[];
  /** Path of the content file, relative to the project. */
  file: string;
}

/** "factions/nekro": how content links and the vocabulary name a rulings page. */
export function rulingKey(page: { kind: RulingKind; id: string }): string {
  return `${page.kind}/${page.id}`;
}

/** Every note of a section, nested ones included, in page order. */
export function allNotes(notes: readonly RulingNote[]): RulingNote[] {
  return notes.flatMap((n) => [n, ...allNotes(n.notes)]);
}

/** "factions/nekro#technology-singularity.4.2" → its parts; null when it does not name a rulings page. */
export function parseRulingTarget(url: string): { kind: RulingKind; id: string; anchor?: string } | null {
  const match = /^(factions|components)\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:#([a-z0-9]+(?:-[a-z0-9]+)*(?:\.\d{1,3}){0,3}))?$/.exec(url);
  if (!match || !isRulingKind(match[1])) return null;
  return { kind: match[1], id: match[2], ...(match[3] ? { anchor: match[3] } : {}) };
}
