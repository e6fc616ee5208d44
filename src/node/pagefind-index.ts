/**
 * Writes the full-text index of the built site with Pagefind's Node API: every HTML page under distDir,
 * one index per page language (from <html lang>), into distDir/pagefind. Pagefind's own search UI is
 * not shipped; the site's search box talks to pagefind.js directly, on the main thread, and shows its own
 * excerpts, so Pagefind's worker and highlighter scripts are left out too. pagefind.js comes only partly
 * minified; it is minified here (the same code, about 2 KB less gzipped on the first search).
 */
import { existsSync, readFileSync, renameSync, rmSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'esbuild';
import * as pagefind from 'pagefind';

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

function check(step: string, errors: string[]): void {
  if (errors.length > 0) throw new Error(`pagefind ${step}: ${errors.join('; ')}`);
}

/**
 * Indexes distDir and writes distDir/pagefind. Any Pagefind error is thrown as an Error carrying its
 * message; the previous index, if any, is replaced only once the new one is complete.
 */
export async function writePagefindIndex(distDir: string, { glob }: { glob?: string } = {}): Promise<PagefindIndexReport> {
  if (!existsSync(distDir)) throw new Error(`pagefind: no built site at ${distDir}`);
  const outputPath = join(distDir, 'pagefind');
  const staging = join(distDir, `.pagefind-${process.pid}`);
  try {
    const created = await pagefind.createIndex({});
    check('createIndex', created.errors);
    if (!created.index) throw new Error('pagefind createIndex: no index was created');
    const added = await created.index.addDirectory(glob ? { path: distDir, glob } : { path: distDir });
    check(`addDirectory ${distDir}`, added.errors);
    if (added.page_count === 0) throw new Error(`pagefind: no HTML pages under ${distDir}`);
    rmSync(staging, { recursive: true, force: true });
    const written = await created.index.writeFiles({ outputPath: staging });
    check('writeFiles', written.errors);
    for (const name of readdirSync(staging)) if (UNUSED.test(name)) rmSync(join(staging, name));
    await minifyScript(join(staging, 'pagefind.js'));
    const entry = JSON.parse(readFileSync(join(staging, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    rmSync(outputPath, { recursive: true, force: true });
    renameSync(staging, outputPath);
    const languages = Object.fromEntries(Object.entries(entry.languages).map(([lang, l]) => [lang, l.page_count]));
    return { pages: added.page_count, languages, outputPath };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    await pagefind.close();
  }
}
