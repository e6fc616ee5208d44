/**
 * What a person typed into the search box: a rule number in one of the ways people cite them
 * ("45.5", "п. 49.4", "LRR 23.4", "§45.5", "45,5", "45.5."), or words to look up.
 * Never throws: any string, of any length and script, gives a ParsedQuery.
 */
import { clipText } from './clip.ts';
import { normalizeText, scriptOf, wordForms, words } from './text.ts';

export interface RuleNumberQuery {
  kind: 'number';
  entry: number;
  sub?: number;
  /**
   * True when the number was given as an English LRR number ("LRR 23.4"): it names a topic by its place in
   * the English reference, whatever the locale being searched.
   */
  lrr: boolean;
  /** An earlier edition named before the number ("1.3 49.4", "lrr 1.3 49.4", "rr 2020 49"), as typed: "1.3", "2020". Unset: the current text. */
  edition?: string;
}

export interface QueryWord {
  /** The normalised word as typed. */
  word: string;
  /** The word, then its stem: a Russian or English stem, or each Korean form with fewer particles. */
  forms: string[];
}

export interface WordsQuery {
  kind: 'words';
  words: QueryWord[];
}

export interface EmptyQuery {
  kind: 'empty';
}

export type ParsedQuery = RuleNumberQuery | WordsQuery | EmptyQuery;

/** Beyond this, input is not a search but a paste; the rest is ignored. */
export const MAX_QUERY_CHARS = 200;
/** Counted before a question's own words are dropped: "enemy sitting on one of my HS planets can I still score publics" is 13. */
export const MAX_QUERY_WORDS = 20;
const MAX_WORD_CHARS = 40;

/**
 * A rule number as people cite it: an optional prefix (LRR 23.4, § 45.5, п. 49.4, пункт 49.4, rule 45.5,
 * 규칙 45.5, № 45, #45.5), up to three digits, a sub-number after a dot or a (Russian decimal) comma,
 * an optional trailing dot, and an optional Korean counter (45.5항).
 */
const RULE_NUMBER =
  /^(?:(?:(lrr)|§|пункт|правила|правило|пп|п|rules|rule|r|규칙|조항|no|№|#)[\s.:§#№]*)?(\d{1,3})(?:[.,](\d{1,3}))?\.?\s*(?:항|조|번)?$/u;

/** An edition before a rule number: "1.3 49.4", "lrr 1.3 49.4", "lrr v2.0 58.4", "rr 2020 49". */
const EDITION_PREFIX = /^(?:l?rr\s*)?v?(\d\.\d|20\d\d)\s+(\d.*)$/u;

export function parseRuleNumberQuery(normalized: string): RuleNumberQuery | undefined {
  const edition = EDITION_PREFIX.exec(normalized);
  if (edition) {
    const number = parseRuleNumberQuery(edition[2]);
    if (number) return { ...number, edition: edition[1] };
  }
  const match = RULE_NUMBER.exec(normalized);
  if (!match) return undefined;
  const entry = Number(match[2]);
  const sub = match[3] === undefined ? undefined : Number(match[3]);
  if (entry === 0 || sub === 0) return undefined;
  return { kind: 'number', entry, sub, lrr: match[1] === 'lrr' };
}

export function parseQuery(input: unknown): ParsedQuery {
  if (typeof input !== 'string') return { kind: 'empty' };
  const normalized = clipText(normalizeText(clipText(input, MAX_QUERY_CHARS * 2)).trim(), MAX_QUERY_CHARS);
  if (normalized === '') return { kind: 'empty' };
  const number = parseRuleNumberQuery(normalized);
  if (number) return number;
  const list: QueryWord[] = [];
  for (const raw of words(normalized)) {
    const word = clipText(raw, MAX_WORD_CHARS);
    // A word typed twice in a row is one ("unit unit"); typed again further on it may belong to another name or phrase
    // ("мех сустейнул хит, можно дайрект хит?": the second хит is Direct Hit's).
    if (list.at(-1)?.word === word) continue;
    list.push({ word, forms: wordForms(word) });
    if (list.length === MAX_QUERY_WORDS) break;
  }
  return list.length === 0 ? { kind: 'empty' } : { kind: 'words', words: list };
}

/**
 * The query to hand to the full-text layer (Pagefind): the words' stems joined by spaces, so that
 * "유닛을 생산" searches "유닛 생산" (Pagefind matches word prefixes but does not strip Korean particles).
 * A rule number comes back as typed digits ("45.5").
 */
export function fullTextQuery(parsed: ParsedQuery): string {
  switch (parsed.kind) {
    case 'empty':
      return '';
    case 'number':
      return parsed.sub === undefined ? String(parsed.entry) : `${parsed.entry}.${parsed.sub}`;
    case 'words':
      return parsed.words.map(fullTextWord).join(' ');
  }
}

/** A word as the full-text layer is given it: Korean words lose their particles; Pagefind stems Russian and English itself. */
export function fullTextWord(word: QueryWord): string {
  return scriptOf(word.word) === 'hangul' ? word.forms.at(-1)! : word.word;
}
