/**
 * The entries of a hand-written YAML list (the vocabulary, the rewordings), each with its line: a file that is not
 * YAML or not a list is reported with file:line and yields none. Pure.
 */
import { isMap, LineCounter, parseDocument, isSeq, type Node as YamlNode, type YAMLMap } from 'yaml';
import type { Diagnostics } from '../diagnostics.ts';

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
