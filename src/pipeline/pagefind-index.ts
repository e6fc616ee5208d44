/**
 * Writes the full-text index of the built site with Pagefind's Node API: the pages it is given,
 * one index per page language (from <html lang>), into distDir/pagefind. Pagefind's own search UI is
 * not shipped; the site's search box talks to pagefind.js directly, on the main thread, and shows its own
 * excerpts, so Pagefind's worker and highlighter scripts are left out too. pagefind.js comes only partly
 * minified; it is minified here (the same code, about 2 KB less gzipped on the first search). The index itself is
 * left as Pagefind writes it: its format is Pagefind's own, read only by its own pagefind.js, so nothing here
 * depends on it. Its word index comes in chunks of about 20,000 word locations (a constant of Pagefind's, not an
 * option), 25–35 KB gzipped each at the whole rulebook, and a first search fetches one per word: that search
 * is over its 120 KB budget in English and Korean (`npm run bench` prints it), which the site accepts rather than
 * rewrite a format that is Pagefind's to change.
 */
import { existsSync, readFileSync, renameSync, rmSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'esbuild';
import * as pagefind from 'pagefind';
import { pagefindInput } from '../lib/search/pagefind-input.ts';

export interface PagefindIndexReport {
  /** Pages indexed, all languages together. */
  pages: number;
  /** Pages per language, as Pagefind detected them ("ru", "en", "ko"). */
  languages: Record<string, number>;
  outputPath: string;
}

/** Pagefind's ready-made UI bundles, its web worker and its highlighter, which this site does not use. */
const UNUSED = /^pagefind-(?:(?:ui|modular-ui|component-ui)\.(?:js|css)|worker\.js|highlight\.js)$/;

/** Minifies Pagefind's browser module in place; an esbuild error (pagefind.js it cannot parse) is thrown. */
async function minifyScript(file: string): Promise<void> {
  const { code } = await transform(readFileSync(file, 'utf8'), { minify: true, format: 'esm', legalComments: 'inline', sourcefile: file });
  writeFileSync(file, code);
}

/** What pagefind-entry.json says of each language: the page count it reports. */
interface PagefindEntry {
  languages: Record<string, { page_count: number }>;
}

function check(step: string, errors: string[]): void {
  if (errors.length > 0) throw new Error(`pagefind ${step}: ${errors.join('; ')}`);
}

type PagefindIndex = NonNullable<Awaited<ReturnType<typeof pagefind.createIndex>>['index']>;

/**
 * Writes distDir/pagefind from an index that holds its pages: Pagefind's files, less the unused ones, its script
 * minified; the previous index, if any, is replaced only once the new one is complete.
 */
async function writeIndex(index: PagefindIndex, distDir: string, pages: number): Promise<PagefindIndexReport> {
  const outputPath = join(distDir, 'pagefind');
  const staging = join(distDir, `.pagefind-${process.pid}`);
  try {
    rmSync(staging, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: staging });
    check('writeFiles', written.errors);
    for (const name of readdirSync(staging)) if (UNUSED.test(name)) rmSync(join(staging, name));
    await minifyScript(join(staging, 'pagefind.js'));
    const entry = JSON.parse(readFileSync(join(staging, 'pagefind-entry.json'), 'utf8')) as PagefindEntry;
    rmSync(outputPath, { recursive: true, force: true });
    renameSync(staging, outputPath);
    const languages = Object.fromEntries(Object.entries(entry.languages).map(([lang, l]) => [lang, l.page_count]));
    return { pages, languages, outputPath };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function newIndex(): Promise<PagefindIndex> {
  const created = await pagefind.createIndex({});
  check('createIndex', created.errors);
  if (!created.index) throw new Error('pagefind createIndex: no index was created');
  return created.index;
}

/**
 * Indexes the given pages of distDir (paths relative to it, in that order) and writes distDir/pagefind. Pagefind
 * is given each page with its words' joining dashes as hyphens (pagefind-input.ts). Any Pagefind error is thrown as an
 * Error carrying its message; the previous index, if any, is replaced only once the new one is complete.
 */
export async function indexPages(distDir: string, files: readonly string[]): Promise<PagefindIndexReport> {
  if (!existsSync(distDir)) throw new Error(`pagefind: no built site at ${distDir}`);
  if (files.length === 0) throw new Error(`pagefind: no HTML pages under ${distDir}`);
  try {
    const index = await newIndex();
    // Sent in order, without waiting for each answer: Pagefind's process indexes them meanwhile.
    const added = await Promise.all(files.map((file) => index.addHTMLFile({ sourcePath: file, content: pagefindInput(readFileSync(join(distDir, file), 'utf8')) })));
    added.forEach((page, i) => check(`addHTMLFile ${files[i]}`, page.errors));
    return await writeIndex(index, distDir, files.length);
  } finally {
    await pagefind.close();
  }
}
