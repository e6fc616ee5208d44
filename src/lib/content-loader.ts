/** Reads content/<locale>/*.md and lrr-topics.tsv from disk into a validated Glossary. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { decodeContent } from './content-bytes.ts';
import { ContentError, Diagnostics } from './diagnostics.ts';
import type { Entry } from './entry.ts';
import { Glossary } from './glossary.ts';
import { isLocale } from './locale.ts';
import { parseEntry } from './parse-entry.ts';
import { parseTopicsTsv, type TopicIndex } from './topics.ts';
import { resolveRelatedNames, validateEntries } from './validate.ts';

/** Files beside the locale folders that are not entries. */
const CONTENT_FILES = new Set(['IMPORT-REPORT.md', 'lrr-topics.tsv', 'README.md']);
/** The folder of earlier editions (content/editions/<locale>/<name>/), read by src/lib/editions/, not as the current text. */
export const EDITIONS_DIR = 'editions';

export interface LoadedContent {
  glossary: Glossary;
  diagnostics: Diagnostics;
}

export function loadTopics(contentDir: string): TopicIndex {
  const file = join(contentDir, 'lrr-topics.tsv');
  return parseTopicsTsv(readFileSync(file, 'utf8'), file);
}

/**
 * Loads and validates every entry. Returns the diagnostics (warnings included);
 * with `strict`, throws a ContentError when any error was found.
 */
export function loadContent(contentDir: string, { root = process.cwd(), strict = true } = {}): LoadedContent {
  const d = new Diagnostics();
  const topics = loadTopics(contentDir);
  const entries: Entry[] = [];
  for (const name of readdirSync(contentDir).sort()) {
    const path = join(contentDir, name);
    const rel = relative(root, path);
    if (!statSync(path).isDirectory()) {
      if (!CONTENT_FILES.has(name)) d.error(rel, 1, `unexpected file in the content folder (entries go in content/<locale>/)`);
      continue;
    }
    if (name === EDITIONS_DIR) continue;
    if (!isLocale(name)) {
      d.error(rel, 1, `unknown locale folder "${name}" (expected ru, en or ko)`);
      continue;
    }
    for (const fileName of readdirSync(path).sort()) {
      const filePath = join(path, fileName);
      const fileRel = relative(root, filePath);
      if (!fileName.endsWith('.md')) {
        d.error(fileRel, 1, 'only .md entries belong in a locale folder');
        continue;
      }
      if (!statSync(filePath).isFile()) {
        d.error(fileRel, 1, 'a folder (or other non-file) named like an entry: entries are .md files');
        continue;
      }
      // Whatever goes wrong with one file (an unreadable file, a bug) is reported against that file.
      try {
        const text = decodeContent(readFileSync(filePath), fileRel, d);
        if (text === null) continue;
        const parsed = parseEntry(text, fileRel, name);
        d.merge(parsed.diagnostics);
        if (parsed.entry) entries.push(parsed.entry);
      } catch (error) {
        d.error(fileRel, 1, `could not be read: ${(error as Error).message}`);
      }
    }
  }
  const resolved = resolveRelatedNames(entries);
  validateEntries(resolved, topics, d);
  if (strict && d.errors.length > 0) throw new ContentError(d.errors);
  return { glossary: new Glossary(resolved, topics), diagnostics: d };
}

/**
 * The glossary shared within one process. It lives on globalThis because Astro bundles this module into its
 * own chunks: the build script (which has already loaded and checked the content) and the pages then share
 * one load instead of parsing every entry twice.
 */
const shared = globalThis as { __siteGlossary?: { dir: string; glossary: Glossary } };

/** Makes an already loaded glossary the site's glossary for the rest of this process (the build does). */
export function shareSiteGlossary(contentDir: string, glossary: Glossary): void {
  shared.__siteGlossary = { dir: contentDir, glossary };
}

/** The site's glossary, loaded once per process from $CONTENT_DIR or ./content. */
export function siteGlossary(contentDir = process.env.CONTENT_DIR ?? join(process.cwd(), 'content')): Glossary {
  if (shared.__siteGlossary?.dir !== contentDir) {
    if (!existsSync(contentDir)) throw new Error(`no content folder at ${contentDir}: run npm run import`);
    shareSiteGlossary(contentDir, loadContent(contentDir).glossary);
  }
  return shared.__siteGlossary!.glossary;
}
