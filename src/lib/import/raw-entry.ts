/** What a reader makes of a raw file before it is written in the content format. */
import type { BlockContent, PhrasingContent } from 'mdast';
import type { Locale } from '../locale/locale.ts';

export interface RawSubRule {
  number: string;
  /** Source line, for defects. */
  line: number;
  content: PhrasingContent[];
  children: BlockContent[];
}

export interface RawRelated {
  name: string;
  /** An id the source itself gives (a link target), when it gives one. */
  id?: string;
  line: number;
}

export interface RawEntry {
  locale: Locale;
  id?: string;
  /** The topic's number in this locale; null for a topic the LRR has no section for yet. */
  number: number | null;
  title: string;
  intro: BlockContent[];
  subRules: RawSubRule[];
  notes: BlockContent[][];
  related: RawRelated[];
  /** Project-relative path of the raw file. */
  source: string;
  line: number;
}

export type DefectKind =
  | 'noise'
  | 'number-normalised'
  | 'number-missing'
  | 'truncated'
  | 'structure'
  | 'spacing'
  | 'misread'
  | 'markup'
  | 'link-unresolved'
  | 'numbering'
  | 'title'
  | 'duplicate'
  | 'name-split'
  | 'name-completed'
  | 'name-unresolved'
  /** A topic or sub-rule the reader could not place: left out, the rest of the file imported. */
  | 'skipped'
  /** What a file gave against what its text announces (its contents page, its numbering). */
  | 'summary';

/** A defect found in a raw file, and what the importer did about it. */
export interface Defect {
  file: string;
  line: number;
  kind: DefectKind;
  message: string;
}

/** Collects defects as readers find them. */
export class DefectLog {
  readonly items: Defect[] = [];

  add(file: string, line: number, kind: DefectKind, message: string): void {
    this.items.push({ file, line, kind, message });
  }
}

export interface ReaderContext {
  /** Project-relative path of the raw file. */
  file: string;
  locale: Locale;
  defects: DefectLog;
  /** Facts from the manifest that the text lacks. */
  facts: { id?: string; title?: string; number?: number; subRuleStarts?: number[] };
  /** English LRR numbers and titles by id, for formats that number sub-rules 1, 2, 3… */
  lrrNumberOf(id: string): number | null | undefined;
  idForEnglishTitle(title: string): string | undefined;
  /** Whether an id is a topic of lrr-topics.tsv. */
  isTopic(id: string): boolean;
  /** Whether the import has a rulings page of that key ("components/action-cards"). */
  isRulingPage?(key: string): boolean;
}

export type Reader = (text: string, ctx: ReaderContext) => RawEntry[];

/** An error in a raw file: that file is not imported. */
export class ImportError extends Error {
  readonly file: string;
  readonly line: number;
  readonly reason: string;

  constructor(file: string, line: number, reason: string) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'ImportError';
    this.file = file;
    this.line = line;
    this.reason = reason;
  }
}

/** A reader's entry before its body is read: number, title and where it starts in the raw file. */
export function newRawEntry(ctx: ReaderContext, number: number | null, title: string, line: number): RawEntry {
  return { locale: ctx.locale, number, title, intro: [], subRules: [], notes: [], related: [], source: ctx.file, line };
}
