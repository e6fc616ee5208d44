/** The import manifest (sources/manifest.yaml): which raw files to read, and the facts their text lacks. */
import { isMap, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { isLocale, type Locale } from '../locale.ts';
import { isTopicId } from '../topics.ts';
import { ImportError } from './raw-entry.ts';

export const FORMATS = ['gitbook-markdown', 'gitbook-text', 'wiki-markdown', 'pdf-list', 'pdf-glossary'] as const;
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
  /** Where a file added in this run was read from, for its errors (never written to the manifest). */
  origin?: string;
}

export interface Manifest {
  files: SourceFile[];
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
    const { file, locale, format, id, title, number, subRuleStarts } = data;
    if (typeof file !== 'string') throw new ImportError(path, line, '"file" is required');
    if (typeof locale !== 'string' || !isLocale(locale)) throw new ImportError(path, line, `"locale" of ${file} must be ru, en or ko`);
    if (typeof format !== 'string' || !(FORMATS as readonly string[]).includes(format))
      throw new ImportError(path, line, `"format" of ${file} must be one of ${FORMATS.join(', ')}`);
    if (id !== undefined && (typeof id !== 'string' || !isTopicId(id))) throw new ImportError(path, line, `"id" of ${file} must be a topic id`);
    if (number !== undefined && typeof number !== 'number') throw new ImportError(path, line, `"number" of ${file} must be a number`);
    if (subRuleStarts !== undefined && (!Array.isArray(subRuleStarts) || subRuleStarts.some((n) => typeof n !== 'number')))
      throw new ImportError(path, line, `"subRuleStarts" of ${file} must be a list of numbers`);
    return { file, locale, format: format as Format, id: id as string | undefined, title: title as string | undefined, number: number as number | undefined, subRuleStarts: subRuleStarts as number[] | undefined };
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
  return { files: out, names };
}

/** Adds a file to the manifest text, keeping its comments. */
export function addToManifest(text: string, entry: SourceFile): string {
  const doc: Document = parseDocument(text);
  const files = doc.get('files');
  if (!isSeq(files)) throw new Error('manifest has no files list');
  files.add(doc.createNode(Object.fromEntries(Object.entries(entry).filter(([key, v]) => v !== undefined && key !== 'origin'))));
  return doc.toString({ lineWidth: 0 });
}
