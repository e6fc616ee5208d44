/**
 * Reads the earlier editions the import wrote (content/editions/editions.yaml and
 * content/editions/<locale>/<name>/*.md) into EditionTexts, oldest first. A content folder without editions
 * gives none. An entry that does not parse is an error with its file and line, as for the current text.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { ContentError, Diagnostics } from '../lib/content/diagnostics.ts';
import type { Entry } from '../lib/content/entry.ts';
import { isLocale } from '../lib/locale/locale.ts';
import type { LocaleEdition } from '../lib/editions/edition-map.ts';
import { EDITIONS_INDEX, editionFolder } from '../lib/editions/import-editions.ts';
import { readEntryFile } from './content-loader.ts';


export function loadEditions(contentDir: string, root = process.cwd()): LocaleEdition[] {
  const index = join(contentDir, EDITIONS_INDEX);
  if (!existsSync(index)) return [];
  const list = parse(readFileSync(index, 'utf8')) as { name: string; label: string; locale: string }[];
  return list.map(({ name, label, locale }) => {
    if (!isLocale(locale)) throw new Error(`${relative(root, index)}: unknown locale "${locale}" of edition ${name}`);
    const dir = join(contentDir, editionFolder({ locale, name }));
    const entries: Entry[] = [];
    const d = new Diagnostics();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.md')).sort()) {
      const entry = readEntryFile(join(dir, file), relative(root, join(dir, file)), locale, d);
      if (entry) entries.push(entry);
    }
    if (d.errors.length > 0) throw new ContentError(d.errors);
    return { name, label, locale, entries };
  });
}
