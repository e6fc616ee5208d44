/** The import manifest (sources/manifest.yaml): which raw files to read, and the facts their text lacks. */
import { isMap, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { isLocale, type Locale } from '../locale/locale.ts';
import { isTopicId } from '../content/topics.ts';
import { ImportError } from './raw-entry.ts';

export const FORMATS = ['gitbook-markdown', 'gitbook-text', 'wiki-markdown', 'pdf-list', 'pdf-glossary', 'pdf-rulebook', 'ti4rules-jsx'] as const;
export type Format = (typeof FORMATS)[number];

export interface SourceFile {
  /** Path relative to the sources folder. */
  file: string;
  locale: Locale;
  format: Format;
  id?: string;
  title?: string;
  number?: number;
  subRuleStarts?: number[];
  /** Of two sources that give the same topic in one locale, the one published (its entries are kept). */
  publish?: boolean;
  /** Where a file added in this run was read from, for its errors (never written to the manifest). */
  origin?: string;
}

/** An earlier edition of a language's rules, imported whole into content/editions/<locale>/<name>/ (oldest first). */
export interface EditionSource {
  /** The edition's name in paths: "lrr-1.3". */
  name: string;
  /** How pages name it: "LRR 1.3". */
  label: string;
  locale: Locale;
  file: string;
  format: Format;
}

/** A rulings page of the wiki (factions/F_*.md, components/C_*.md): its kind and id come from its path. */
export interface RulingSource {
  file: string;
  locale: Locale;
  format: 'wiki-rulings';
  origin?: string;
}

export interface Manifest {
  files: SourceFile[];
  /** Rulings pages (none when the manifest lists none). */
  rulings?: RulingSource[];
  /** Earlier editions, oldest first (none when the manifest lists none). */
  editions?: EditionSource[];
  /** Per locale: topic name → topic id. */
  names: Record<Locale, Map<string, string>>;
}

export function parseManifest(text: string, path: string): Manifest {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const at = (offset: number | undefined) => (offset === undefined ? 1 : lineCounter.linePos(offset).line);
  if (doc.errors.length > 0) throw new ImportError(path, at(doc.errors[0].pos[0]), doc.errors[0].message.split('\n')[0]);
  const files = doc.get('files');
  if (!isSeq(files)) throw new ImportError(path, 1, '"files" must be a list');
  const out: SourceFile[] = files.items.map((item) => {
    const line = at((item as { range?: [number] }).range?.[0]);
    if (!isMap(item)) throw new ImportError(path, line, 'each file is a map with file, locale and format');
    const data = item.toJSON() as Record<string, unknown>;
    const { file, locale, format, id, title, number, subRuleStarts, publish } = data;
    if (typeof file !== 'string') throw new ImportError(path, line, '"file" is required');
    if (typeof locale !== 'string' || !isLocale(locale)) throw new ImportError(path, line, `"locale" of ${file} must be ru, en or ko`);
    if (typeof format !== 'string' || !(FORMATS as readonly string[]).includes(format))
      throw new ImportError(path, line, `"format" of ${file} must be one of ${FORMATS.join(', ')}`);
    if (id !== undefined && (typeof id !== 'string' || !isTopicId(id))) throw new ImportError(path, line, `"id" of ${file} must be a topic id`);
    if (number !== undefined && typeof number !== 'number') throw new ImportError(path, line, `"number" of ${file} must be a number`);
    if (subRuleStarts !== undefined && (!Array.isArray(subRuleStarts) || subRuleStarts.some((n) => typeof n !== 'number')))
      throw new ImportError(path, line, `"subRuleStarts" of ${file} must be a list of numbers`);
    if (publish !== undefined && typeof publish !== 'boolean') throw new ImportError(path, line, `"publish" of ${file} must be true or false`);
    return { file, locale, format: format as Format, id: id as string | undefined, title: title as string | undefined, number: number as number | undefined, subRuleStarts: subRuleStarts as number[] | undefined, publish: publish as boolean | undefined };
  });
  const namesNode = doc.get('names');
  const names = { ru: new Map(), en: new Map(), ko: new Map() } as Record<Locale, Map<string, string>>;
  if (namesNode !== undefined) {
    if (!isMap(namesNode)) throw new ImportError(path, 1, '"names" must map each locale to its name table');
    for (const pair of namesNode.items) {
      const locale = String((pair.key as { value?: unknown })?.value ?? pair.key);
      if (!isLocale(locale)) throw new ImportError(path, at((pair.key as { range?: [number] }).range?.[0]), `unknown locale "${locale}" in names`);
      const table = (pair.value as { toJSON(): unknown } | null)?.toJSON() ?? {};
      for (const [name, id] of Object.entries(table as Record<string, unknown>)) {
        if (typeof id !== 'string' || !isTopicId(id)) throw new ImportError(path, 1, `names.${locale}."${name}" must be a topic id`);
        names[locale].set(name, id);
      }
    }
  }
  return { files: out, names, editions: parseEditions(doc, path, at), rulings: parseRulings(doc, path, at) };
}

function parseRulings(doc: Document, path: string, at: (offset: number | undefined) => number): RulingSource[] {
  const node = doc.get('rulings');
  if (node === undefined) return [];
  if (!isSeq(node)) throw new ImportError(path, 1, '"rulings" must be a list');
  return node.items.map((item) => {
    const line = at((item as { range?: [number] }).range?.[0]);
    if (!isMap(item)) throw new ImportError(path, line, 'each rulings page is a map with file, locale and format');
    const { file, locale, format } = item.toJSON() as Record<string, unknown>;
    if (typeof file !== 'string') throw new ImportError(path, line, '"file" is required');
    if (typeof locale !== 'string' || !isLocale(locale)) throw new ImportError(path, line, `"locale" of ${file} must be ru, en or ko`);
    if (format !== 'wiki-rulings') throw new ImportError(path, line, `"format" of rulings page ${file} must be wiki-rulings`);
    return { file, locale, format };
  });
}

const EDITION_NAME = /^[a-z][a-z0-9]*(?:-[0-9a-z.]+)*$/;

function parseEditions(doc: Document, path: string, at: (offset: number | undefined) => number): EditionSource[] {
  const node = doc.get('editions');
  if (node === undefined) return [];
  if (!isSeq(node)) throw new ImportError(path, 1, '"editions" must be a list');
  const seen = new Set<string>();
  return node.items.map((item) => {
    const line = at((item as { range?: [number] }).range?.[0]);
    if (!isMap(item)) throw new ImportError(path, line, 'each edition is a map with name, label, locale, file and format');
    const { name, label, locale, file, format } = item.toJSON() as Record<string, unknown>;
    if (typeof name !== 'string' || !EDITION_NAME.test(name)) throw new ImportError(path, line, '"name" of an edition must be lower-case letters, digits, dots and dashes ("lrr-1.3")');
    if (seen.has(name)) throw new ImportError(path, line, `edition "${name}" is listed twice`);
    seen.add(name);
    if (typeof label !== 'string' || label.trim() === '') throw new ImportError(path, line, `"label" of edition ${name} is required`);
    if (typeof locale !== 'string' || !isLocale(locale)) throw new ImportError(path, line, `"locale" of edition ${name} must be ru, en or ko`);
    if (typeof file !== 'string') throw new ImportError(path, line, `"file" of edition ${name} is required`);
    if (typeof format !== 'string' || !(FORMATS as readonly string[]).includes(format)) throw new ImportError(path, line, `"format" of edition ${name} must be one of ${FORMATS.join(', ')}`);
    return { name, label, locale, file, format: format as Format };
  });
}

/** Adds a file to the manifest text, keeping its comments. */
export function addToManifest(text: string, entry: SourceFile): string {
  const doc: Document = parseDocument(text);
  const files = doc.get('files');
  if (!isSeq(files)) throw new Error('manifest has no files list');
  files.add(doc.createNode(Object.fromEntries(Object.entries(entry).filter(([key, v]) => v !== undefined && key !== 'origin'))));
  return doc.toString({ lineWidth: 0 });
}
