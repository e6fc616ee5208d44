/**
 * Reads content/<locale>/*.md and lrr-topics.tsv from disk into a validated Glossary. A content folder may add
 * Languages: their records in locales.json (an array, checked by src/lib/locale/locale-schema.ts) and their interface
 * Strings in strings/<code>.json (every key of src/i18n/en.ts); they are registered before the entries are read.
 */
import { VOCABULARY_FILE } from '../lib/vocabulary/vocabulary.ts';
import { REWORDINGS_FILE } from '../lib/vocabulary/rewordings.ts';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { decodeContent } from '../lib/content/content-bytes.ts';
import { ContentError, Diagnostics } from '../lib/content/diagnostics.ts';
import type { Entry } from '../lib/content/entry.ts';
import { Glossary } from '../lib/content/glossary.ts';
import { registerStrings } from '../i18n/ui.ts';
import { isLocale, LOCALES, registerLocales, type Locale } from '../lib/locale/locale.ts';
import { parseLocaleRecord } from '../lib/locale/locale-schema.ts';
import { parseEntry } from '../lib/content/parse-entry.ts';
import { parseTopicsTsv, type TopicIndex } from '../lib/content/topics.ts';
import { resolveRelatedNames, validateEntries } from '../lib/content/validate.ts';
import { isRulingKind, type RulingKind, type RulingPage } from '../lib/rulings/ruling.ts';
import { parseRuling } from '../lib/rulings/parse-ruling.ts';
import { RulingBook } from '../lib/rulings/ruling-book.ts';
import { validateRulingLinks } from '../lib/rulings/validate-rulings.ts';

/** Files beside the locale folders that are not entries. */
const CONTENT_FILES = new Set(['IMPORT-REPORT.md', 'lrr-topics.tsv', 'README.md', 'locales.json']);

/** The folder of the added languages' interface strings. */
const STRINGS_DIR = 'strings';
/** The folder of earlier editions (content/editions/<locale>/<name>/), read by src/lib/editions/, not as the current text. */
export const EDITIONS_DIR = 'editions';

export interface LoadedContent {
  glossary: Glossary;
  diagnostics: Diagnostics;
}

/**
 * Registers the languages the content folder adds (locales.json, strings/<code>.json); throws with every problem
 * of a record, each naming its field, or every missing string, each naming its key.
 */
export function registerContentLocales(contentDir: string, root = process.cwd()): void {
  const file = join(contentDir, 'locales.json');
  if (!existsSync(file)) return;
  const rel = relative(root, file);
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(raw)) throw new Error(`${rel}: must be an array of locale records`);
  const records = raw.map((r, i) => parseLocaleRecord(r, `${rel}[${i}]`));
  for (const record of records) {
    const stringsFile = join(contentDir, STRINGS_DIR, `${record.code}.json`);
    const stringsRel = relative(root, stringsFile);
    if (!existsSync(stringsFile)) throw new Error(`${stringsRel}: missing: the interface strings of ${record.code} (every key of src/i18n/en.ts)`);
    registerStrings(record.code, JSON.parse(readFileSync(stringsFile, 'utf8')), stringsRel);
  }
  registerLocales(records);
}

/**
 * The topic index a content folder is read against: the file TOPICS_FILE names when it is set (the fixture
 * folders share one this way, with no copy or link to it in each), else the folder's own lrr-topics.tsv. A
 * relative TOPICS_FILE is read from the project root, as the settings check reads it (src/lib/site/settings.ts).
 */
export function topicsFileOf(contentDir: string, env: Record<string, string | undefined> = process.env, root = process.cwd()): string {
  const named = env.TOPICS_FILE?.trim();
  return named ? resolve(root, named) : join(contentDir, 'lrr-topics.tsv');
}

export function loadTopics(contentDir: string, file = topicsFileOf(contentDir)): TopicIndex {
  if (!existsSync(file)) throw new Error(`${file}: missing: the topic index (lrr-topics.tsv) the content is read against; TOPICS_FILE may name another`);
  return parseTopicsTsv(readFileSync(file, 'utf8'), file);
}

/**
 * One content file, its bytes checked (content-bytes.ts) and parsed by `parse`; its problems go to `d` against
 * `fileRel`. Whatever goes wrong with one file (an unreadable file, a bug) is reported against that file.
 */
function readContentFile<T>(filePath: string, fileRel: string, d: Diagnostics, parse: (text: string) => { diagnostics: Diagnostics; value: T | null }): T | undefined {
  try {
    const text = decodeContent(readFileSync(filePath), fileRel, d);
    if (text === null) return undefined;
    const parsed = parse(text);
    d.merge(parsed.diagnostics);
    return parsed.value ?? undefined;
  } catch (error) {
    d.error(fileRel, 1, `could not be read: ${(error as Error).message}`);
    return undefined;
  }
}

/** One entry file, read as readContentFile reads it. */
export function readEntryFile(filePath: string, fileRel: string, locale: Locale, d: Diagnostics): Entry | undefined {
  return readContentFile(filePath, fileRel, d, (text) => {
    const { entry, diagnostics } = parseEntry(text, fileRel, locale);
    return { value: entry, diagnostics };
  });
}

/** What a content folder holds, in reading order: entry files and rulings pages to parse, and misplaced things to report. */
type ContentItem = { file: string; rel: string; locale: Locale; kind?: RulingKind } | { rel: string; error: string };

/** Files of a locale folder that are not entries: its vocabulary (read by the search, not as an entry). */
const LOCALE_FILES = new Set([VOCABULARY_FILE, REWORDINGS_FILE]);

function contentItems(contentDir: string, root: string): ContentItem[] {
  const items: ContentItem[] = [];
  for (const name of readdirSync(contentDir).sort()) {
    const path = join(contentDir, name);
    const rel = relative(root, path);
    if (name === STRINGS_DIR && existsSync(join(contentDir, 'locales.json'))) continue;
    if (!statSync(path).isDirectory()) {
      if (!CONTENT_FILES.has(name)) items.push({ rel, error: `unexpected file in the content folder (entries go in content/<locale>/)` });
      continue;
    }
    if (name === EDITIONS_DIR) continue;
    if (!isLocale(name)) {
      items.push({ rel, error: `unknown locale folder "${name}" (expected ${LOCALES.join(', ')}, or a record in locales.json)` });
      continue;
    }
    for (const fileName of readdirSync(path).sort()) {
      const filePath = join(path, fileName);
      const fileRel = relative(root, filePath);
      if (isRulingKind(fileName) && statSync(filePath).isDirectory()) {
        items.push(...rulingItems(filePath, root, name, fileName));
        continue;
      }
      if (LOCALE_FILES.has(fileName)) continue;
      if (!fileName.endsWith('.md')) items.push({ rel: fileRel, error: 'only .md entries belong in a locale folder' });
      else if (!statSync(filePath).isFile()) items.push({ rel: fileRel, error: 'a folder (or other non-file) named like an entry: entries are .md files' });
      else items.push({ file: filePath, rel: fileRel, locale: name });
    }
  }
  return items;
}

/** The rulings pages of content/<locale>/<kind>/: .md files only. */
function rulingItems(dir: string, root: string, locale: Locale, kind: RulingKind): ContentItem[] {
  return readdirSync(dir)
    .sort()
    .map((fileName) => {
      const file = join(dir, fileName);
      const rel = relative(root, file);
      if (!fileName.endsWith('.md') || !statSync(file).isFile()) return { rel, error: `only .md rulings pages belong in ${kind}/` };
      return { file, rel, locale, kind };
    });
}

/**
 * Loads and validates every entry and rulings page. Returns the diagnostics (warnings included);
 * with `strict`, throws a ContentError when any error was found.
 */
export function loadContent(contentDir: string, { root = process.cwd(), strict = true, topicsFile = topicsFileOf(contentDir, process.env, root) } = {}): LoadedContent {
  registerContentLocales(contentDir, root);
  const topics = loadTopics(contentDir, topicsFile);
  const d = new Diagnostics();
  const entries: Entry[] = [];
  const rulings: RulingPage[] = [];
  for (const item of contentItems(contentDir, root)) {
    if ('error' in item) d.error(item.rel, 1, item.error);
    else if (item.kind) {
      const { kind, locale, rel } = item;
      const ruling = readContentFile(item.file, rel, d, (text) => {
        const { page, diagnostics } = parseRuling(text, rel, locale, kind);
        return { value: page, diagnostics };
      });
      if (ruling) rulings.push(ruling);
    } else {
      const entry = readEntryFile(item.file, item.rel, item.locale, d);
      if (entry) entries.push(entry);
    }
  }
  const resolved = resolveRelatedNames(entries);
  validateEntries(resolved, topics, d);
  const book = new RulingBook(rulings);
  validateRulingLinks(resolved, book, d);
  if (strict && d.errors.length > 0) throw new ContentError(d.errors);
  return { glossary: new Glossary(resolved, topics, book), diagnostics: d };
}

/**
 * The site's glossary, loaded once per module: the build's own process loads it before Astro runs, the pages'
 * bundle again when a page first asks (content is parsed twice in a build, a second or so, and no state is shared
 * between the two but through the integration).
 */
let shared: { dir: string; glossary: Glossary } | undefined;

/** Makes an already loaded glossary the site's glossary for the rest of this process (the build does). */
export function shareSiteGlossary(contentDir: string, glossary: Glossary): void {
  shared = { dir: contentDir, glossary };
}

/** The site's glossary, loaded once per process from $CONTENT_DIR or ./content. */
export function siteGlossary(contentDir = process.env.CONTENT_DIR ?? join(process.cwd(), 'content')): Glossary {
  if (shared?.dir !== contentDir) {
    if (!existsSync(contentDir)) throw new Error(`no content folder at ${contentDir}: run npm run import`);
    shareSiteGlossary(contentDir, loadContent(contentDir).glossary);
  }
  return shared!.glossary;
}
