/**
 * The entries of a hand-written YAML list (the vocabulary, the rewordings), each with its line, and the checks their
 * fields share (listed words, unknown fields, a word listed twice): a file that is not
 * YAML or not a list is reported with file:line and yields none. Pure.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode, type YAMLMap } from 'yaml';
import type { Diagnostics } from '../content/diagnostics.ts';

export interface YamlEntry {
  /** The entry, when it is a mapping; undefined for anything else (the caller says what an entry should be). */
  map?: YAMLMap;
  line: number;
}

/** `shape`: what a list of entries looks like, for the error on a file that is not one. */
export function yamlEntries(source: string, file: string, d: Diagnostics, shape: string): YamlEntry[] {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const lineOf = (node: YamlNode | null | undefined) => (node?.range ? lines.linePos(node.range[0]).line : 1);
  if (doc.errors.length > 0) {
    for (const e of doc.errors) d.error(file, e.linePos?.[0].line ?? lines.linePos(e.pos[0]).line, `not valid YAML: ${e.message.split('\n')[0]}`);
    return [];
  }
  if (doc.contents === null) return [];
  if (!isSeq(doc.contents)) {
    d.error(file, lineOf(doc.contents), shape);
    return [];
  }
  return doc.contents.items.map((item) => ({ ...(isMap(item) ? { map: item } : {}), line: lineOf(item as YamlNode) }));
}

/** A scalar's text (a number as written), trimmed; undefined for anything else. */
export function scalarText(node: unknown): string | undefined {
  return isScalar(node) && (typeof node.value === 'string' || typeof node.value === 'number') ? String(node.value).trim() : undefined;
}

/** A field's list of words; a single word may be written without brackets. */
export function scalarList(node: unknown): (string | undefined)[] {
  const one = scalarText(node);
  return isSeq(node) ? node.items.map(scalarText) : one !== undefined ? [one] : [];
}

/** The most words one field lists, and the longest word (a list of short words, not text). */
export const MAX_LIST_WORDS = 20;
export const MAX_WORD_CHARS = 60;

/** What is wrong with one listed word that is there: too long, or no letter or digit; undefined when nothing. */
export function wordProblem(word: string): string | undefined {
  if (word.length > MAX_WORD_CHARS) return `"${word.slice(0, 20)}…" is longer than ${MAX_WORD_CHARS} characters`;
  if (!/[\p{L}\p{N}]/u.test(word)) return `"${word}" has no letter or digit`;
  return undefined;
}

/** The problems of an entry's fields other than `known` (`shape` says what an entry has). */
export function unknownFields(map: YAMLMap, known: readonly string[], shape: string): string[] {
  return map.items.flatMap((pair) => {
    const key = scalarText(pair.key);
    return key !== undefined && known.includes(key) ? [] : [`unknown field "${String(key ?? pair.key)}" (${shape})`];
  });
}

/** Warns (file:line) for each word an earlier entry of the file lists already: the first entry wins. */
export class FirstListing {
  private readonly seen = new Map<string, number>();

  note(words: readonly string[], file: string, line: number, d: Diagnostics): void {
    for (const w of words) {
      const key = w.toLocaleLowerCase();
      const earlier = this.seen.get(key);
      if (earlier !== undefined) d.warn(file, line, `"${w}" is listed already (line ${earlier}): the first entry wins`);
      else this.seen.set(key, line);
    }
  }
}
