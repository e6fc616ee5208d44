/**
 * Writes the full-text index of the built site with Pagefind's Node API: the pages it is given,
 * one index per page language (from <html lang>), into distDir/pagefind. Pagefind's own search UI is
 * not shipped; the site's search box talks to pagefind.js directly, on the main thread, and shows its own
 * excerpts, so Pagefind's worker and highlighter scripts are left out too. pagefind.js comes only partly
 * minified; it is minified here (the same code, about 2 KB less gzipped on the first search). Each
 * language's word index is then re-split into small chunks (pagefind-chunks.ts), so that a first search
 * fetches a few kilobytes of index per word.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import * as pagefind from 'pagefind';
import { pagefindInput } from '../lib/search/pagefind-input.ts';
import { chunkFile, chunkWords, decodePagefind, encodedSize, encodePagefind, metaChunkHashes, splitWords, withChunks } from '../lib/search/pagefind-chunks.ts';

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

/**
 * Size of an index chunk (encodedSize: bytes before gzip, a character counted once). Pagefind's own chunks hold
 * about 20,000 word locations (30–45 KB gzipped at a whole rulebook); a chunk of 9,000 is about 5 KB gzipped in
 * every language (Korean too: sized by locations, its chunks weigh half as much again). Two budgets pull apart
 * here: smaller chunks make a first search of one or two words fetch less, larger ones make the whole index (the
 * offline download) smaller, since more, smaller files compress worse. At 5,000 Korean's first search at the real
 * content was 108.8 KB and its offline download at 3 × 110 synthetic topics 1,038.7 KB (budget 1,024); at 9,000,
 * 112.9 KB and 1,020.6 KB: both within their budgets.
 */
export const CHUNK_BYTES = 9000;

interface PagefindEntry {
  version: string;
  languages: Record<string, { hash: string; wasm: string | null; page_count: number }>;
}

function readPagefindFile(path: string): unknown {
  return decodePagefind(gunzipSync(readFileSync(path)));
}

/** Writes a Pagefind file named by the hash of its bytes (`{lang}_{hash}`, as Pagefind names them); returns the name. */
function writeHashed(path: (name: string) => string, lang: string, length: number, value: unknown): string {
  const bytes = gzipSync(encodePagefind(value));
  const name = `${lang}_${createHash('sha256').update(bytes).digest('hex').slice(0, length)}`;
  writeFileSync(path(name), bytes);
  return name;
}

/** Re-splits each language's word index into chunks of `limit` bytes (pagefind-chunks.ts). */
function rechunk(dir: string, entry: PagefindEntry, limit: number): void {
  for (const [lang, language] of Object.entries(entry.languages)) {
    const metaPath = (hash: string) => join(dir, `pagefind.${hash}.pf_meta`);
    const chunkPath = (hash: string) => join(dir, 'index', `${hash}.pf_index`);
    const meta = readPagefindFile(metaPath(language.hash));
    const old = metaChunkHashes(meta);
    const words = old.flatMap((hash) => chunkWords(readPagefindFile(chunkPath(hash))));
    for (const hash of old) rmSync(chunkPath(hash));
    const chunks = splitWords(words, limit, encodedSize).map((c) => ({ from: c.from, to: c.to, hash: writeHashed(chunkPath, lang, 7, chunkFile(c.words)) }));
    rmSync(metaPath(language.hash));
    language.hash = writeHashed(metaPath, lang, 10, withChunks(meta, chunks));
  }
}

function check(step: string, errors: string[]): void {
  if (errors.length > 0) throw new Error(`pagefind ${step}: ${errors.join('; ')}`);
}

type PagefindIndex = NonNullable<Awaited<ReturnType<typeof pagefind.createIndex>>['index']>;

/**
 * Writes distDir/pagefind from an index that holds its pages: Pagefind's files, less the unused ones, its script
 * minified and its word index re-split; the previous index, if any, is replaced only once the new one is complete.
 */
async function writeIndex(index: PagefindIndex, distDir: string, pages: number, chunkBytes: number): Promise<PagefindIndexReport> {
  const outputPath = join(distDir, 'pagefind');
  const staging = join(distDir, `.pagefind-${process.pid}`);
  try {
    rmSync(staging, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: staging });
    check('writeFiles', written.errors);
    for (const name of readdirSync(staging)) if (UNUSED.test(name)) rmSync(join(staging, name));
    await minifyScript(join(staging, 'pagefind.js'));
    const entryPath = join(staging, 'pagefind-entry.json');
    const entry = JSON.parse(readFileSync(entryPath, 'utf8')) as PagefindEntry;
    rechunk(staging, entry, chunkBytes);
    writeFileSync(entryPath, JSON.stringify(entry));
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
 * is given only what it reads of each page (pagefind-input.ts): the same index. Any Pagefind error is thrown as an
 * Error carrying its message; the previous index, if any, is replaced only once the new one is complete.
 */
export async function indexPages(distDir: string, files: readonly string[], { chunkBytes = CHUNK_BYTES }: { chunkBytes?: number } = {}): Promise<PagefindIndexReport> {
  if (!existsSync(distDir)) throw new Error(`pagefind: no built site at ${distDir}`);
  if (files.length === 0) throw new Error(`pagefind: no HTML pages under ${distDir}`);
  try {
    const index = await newIndex();
    // Sent in order, without waiting for each answer: Pagefind's process indexes them meanwhile.
    const added = await Promise.all(files.map((file) => index.addHTMLFile({ sourcePath: file, content: pagefindInput(readFileSync(join(distDir, file), 'utf8')) })));
    added.forEach((page, i) => check(`addHTMLFile ${files[i]}`, page.errors));
    return await writeIndex(index, distDir, files.length, chunkBytes);
  } finally {
    await pagefind.close();
  }
}
