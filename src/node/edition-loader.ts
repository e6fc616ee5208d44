/**
 * Reads the earlier editions the import wrote (content/editions/editions.yaml and
 * content/editions/<locale>/<name>/*.md) into EditionTexts, oldest first. A content folder without editions
 * gives none. An entry that does not parse is an error with its file and line, as for the current text.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { ContentError } from '../lib/diagnostics.ts';
import type { Entry } from '../lib/entry.ts';
import { isLocale, type Locale } from '../lib/locale.ts';
import { parseEntry } from '../lib/parse-entry.ts';
import type { LocaleEdition } from '../lib/editions/edition-map.ts';
import { EDITIONS_INDEX, editionFolder } from '../lib/editions/import-editions.ts';


export function loadEditions(contentDir: string, root = process.cwd()): LocaleEdition[] {
  const index = join(contentDir, EDITIONS_INDEX);
  if (!existsSync(index)) return [];
  const list = parse(readFileSync(index, 'utf8')) as { name: string; label: string; locale: string }[];
  return list.map(({ name, label, locale }) => {
    if (!isLocale(locale)) throw new Error(`${relative(root, index)}: unknown locale "${locale}" of edition ${name}`);
    const dir = join(contentDir, editionFolder({ locale, name }));
    const entries: Entry[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.md')).sort()) {
      const path = relative(root, join(dir, file));
      const parsed = parseEntry(readFileSync(join(dir, file), 'utf8'), path, locale);
      if (!parsed.entry || parsed.diagnostics.errors.length > 0) throw new ContentError(parsed.diagnostics.errors);
      entries.push(parsed.entry);
    }
    return { name, label, locale, entries };
  });
}
