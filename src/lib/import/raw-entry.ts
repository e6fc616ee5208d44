/** What a reader makes of a raw file before it is written in the content format. */
import type { BlockContent, PhrasingContent } from 'mdast';
import type { Locale } from '../locale.ts';

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
  number: number;
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
  | 'title'
  | 'duplicate'
  | 'name-split'
  | 'name-completed'
  | 'name-unresolved';

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
  lrrNumberOf(id: string): number | undefined;
  idForEnglishTitle(title: string): string | undefined;
}

export type Reader = (text: string, ctx: ReaderContext) => RawEntry[];

/** An error in a raw file: the import stops and writes nothing. */
export class ImportError extends Error {
  constructor(file: string, line: number, message: string) {
    super(`${file}:${line}: ${message}`);
    this.name = 'ImportError';
  }
}

/** A reader's entry before its body is read: number, title and where it starts in the raw file. */
export function newRawEntry(ctx: ReaderContext, number: number, title: string, line: number): RawEntry {
  return { locale: ctx.locale, number, title, intro: [], subRules: [], notes: [], related: [], source: ctx.file, line };
}
