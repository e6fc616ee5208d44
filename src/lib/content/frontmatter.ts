/** A content file's YAML frontmatter read from its mdast `yaml` node, each key with its file line. */
import type { Root } from 'mdast';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { Diagnostics } from './diagnostics.ts';

export interface FrontmatterRecord {
  values: Record<string, unknown>;
  /** The file line of a key (the block's first line when the key is absent). */
  line(key: string): number;
  /** False when a key outside the allowed ones was reported. */
  known: boolean;
}

/**
 * The frontmatter block of `tree` as key/value pairs; null, with the reason reported against `file`, when
 * there is none or it is not YAML. A key outside `keys` is reported, and `known` is then false.
 */
export function readFrontmatterRecord(tree: Root, file: string, d: Diagnostics, keys: ReadonlySet<string>, missing: string): FrontmatterRecord | null {
  const first = tree.children[0];
  if (!first || first.type !== 'yaml') {
    d.error(file, 1, `missing frontmatter: ${missing}`);
    return null;
  }
  const base = (first.position?.start.line ?? 1) + 1;
  const lineCounter = new LineCounter();
  const doc = parseDocument(first.value, { lineCounter });
  if (doc.errors.length > 0) {
    const error = doc.errors[0];
    const line = error.linePos ? base + error.linePos[0].line - 1 : base;
    d.error(file, line, `malformed frontmatter: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`);
    return null;
  }
  if (!isMap(doc.contents)) {
    d.error(file, base, 'malformed frontmatter: expected key: value pairs');
    return null;
  }
  const keyLines = new Map<string, number>();
  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const offset = (pair.key as { range?: [number, number, number] } | null)?.range?.[0];
    keyLines.set(key, offset === undefined ? base : base + lineCounter.linePos(offset).line - 1);
  }
  let values: Record<string, unknown>;
  try {
    // A few aliases are YAML; thousands are an expansion bomb, refused by the yaml package's own count.
    values = doc.toJS({ maxAliasCount: 50 }) as Record<string, unknown>;
  } catch (error) {
    d.error(file, base, `malformed frontmatter: ${(error as Error).message}`);
    return null;
  }
  const line = (key: string) => keyLines.get(key) ?? base;
  let known = true;
  for (const key of Object.keys(values)) {
    if (!keys.has(key)) {
      d.error(file, line(key), `unknown frontmatter key "${key}"`);
      known = false;
    }
  }
  return { values, line, known };
}
