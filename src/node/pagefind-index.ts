/**
 * Writes the full-text index of the built site with Pagefind's Node API: every HTML page under distDir,
 * one index per page language (from <html lang>), into distDir/pagefind. Pagefind's own search UI is
 * not shipped; the site's search box talks to pagefind.js directly, on the main thread, and shows its own
 * excerpts, so Pagefind's worker and highlighter scripts are left out too. pagefind.js comes only partly
 * minified; it is minified here (the same code, about 2 KB less gzipped on the first search). Each
 * language's word index is then re-split into small chunks (pagefind-chunks.ts), so that a first search
 * fetches a few kilobytes of index per word at any corpus size.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { gunzipSync, gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import * as pagefind from 'pagefind';
import { runInWorker } from './worker.ts';
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

interface RechunkWork {
  rechunkDir: string;
  entry: PagefindEntry;
  limit: number;
}

// In the worker: re-split the index in rechunkDir, and send back its entry file with the new meta file names.
if (!isMainThread && (workerData as RechunkWork | undefined)?.rechunkDir) {
  const { rechunkDir, entry, limit } = workerData as RechunkWork;
  rechunk(rechunkDir, entry, limit);
  parentPort!.postMessage(entry);
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
    // Re-split on the other core: at thousands of pages it takes seconds, and the build renders pages meanwhile.
    const rechunked = await runInWorker<PagefindEntry>(import.meta.url, { rechunkDir: staging, entry, limit: chunkBytes } satisfies RechunkWork, 'pagefind chunks');
    writeFileSync(entryPath, JSON.stringify(rechunked));
    rmSync(outputPath, { recursive: true, force: true });
    renameSync(staging, outputPath);
    const languages = Object.fromEntries(Object.entries(rechunked.languages).map(([lang, l]) => [lang, l.page_count]));
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
 * Indexes distDir and writes distDir/pagefind. Any Pagefind error is thrown as an Error carrying its
 * message; the previous index, if any, is replaced only once the new one is complete.
 */
export async function writePagefindIndex(
  distDir: string,
  { glob, chunkBytes = CHUNK_BYTES }: { glob?: string; chunkBytes?: number } = {},
): Promise<PagefindIndexReport> {
  if (!existsSync(distDir)) throw new Error(`pagefind: no built site at ${distDir}`);
  try {
    const index = await newIndex();
    const added = await index.addDirectory(glob ? { path: distDir, glob } : { path: distDir });
    check(`addDirectory ${distDir}`, added.errors);
    if (added.page_count === 0) throw new Error(`pagefind: no HTML pages under ${distDir}`);
    return await writeIndex(index, distDir, added.page_count, chunkBytes);
  } finally {
    await pagefind.close();
  }
}

/**
 * A Pagefind index given its pages one by one as they are made (the build hands it each page as Astro renders
 * it: Pagefind, in its own process, indexes them on the other core meanwhile), then written as writePagefindIndex
 * writes it. Its pages are in the order given; addDirectory takes them in the order the file system lists them.
 */
export interface PagefindFeed {
  /** A page, by the file path Pagefind would read it from in the built site ("en/space-combat/index.html"). */
  add(file: string, html: string): void;
  /**
   * The pages it is to be given, in the order to index them (the same index whatever order they come in), and the
   * site they belong to: once the last of them has come, the index is written into distDir at once, while the rest
   * of the site is still being made. A page given beyond these is indexed too (write() then writes again).
   */
  expect(files: readonly string[], distDir: string): void;
  /** How many pages were given. */
  pages(): number;
  /** Waits for the pages given, then writes distDir/pagefind (or waits for it to be written). Closes Pagefind. */
  write(distDir: string, options?: { chunkBytes?: number }): Promise<PagefindIndexReport>;
  /** Closes Pagefind (for a build that stops before write). */
  close(): Promise<void>;
}

export function pagefindFeed(): PagefindFeed {
  const index = newIndex();
  index.catch(() => {});
  const added: Promise<{ errors: string[]; file: string }>[] = [];
  const give = (file: string, html: string) => {
    // Only what Pagefind reads of the page (the same index, a third less to send and parse).
    const content = pagefindInput(html);
    const page = index.then((i) => i.addHTMLFile({ sourcePath: file, content })).then((r) => ({ errors: r.errors, file }));
    page.catch(() => {});
    added.push(page);
  };
  /** The expected pages by their place in the order, those come early, and the place of the next to index. */
  let plan: { at: Map<string, number>; waiting: Map<number, [string, string]>; next: number; distDir: string } | undefined;
  /** The index written into plan.distDir once every expected page had come: how many pages it holds, and its report. */
  let early: { pages: number; report: Promise<PagefindIndexReport> } | undefined;
  const writeAll = async (distDir: string, chunkBytes: number) => {
    const pages = await Promise.all(added);
    for (const { errors, file } of pages) check(`addHTMLFile ${file}`, errors);
    if (pages.length === 0) throw new Error('pagefind: no HTML pages were given');
    return writeIndex(await index, distDir, pages.length, chunkBytes);
  };
  return {
    add(file, html) {
      const at = plan?.at.get(file);
      if (!plan || at === undefined || at < plan.next) return give(file, html);
      plan.waiting.set(at, [file, html]);
      for (let page = plan.waiting.get(plan.next); page; page = plan.waiting.get(plan.next)) {
        plan.waiting.delete(plan.next++);
        give(...page);
      }
      if (plan.next === plan.at.size && !early) {
        early = { pages: added.length, report: writeAll(plan.distDir, CHUNK_BYTES) };
        early.report.catch(() => {});
      }
    },
    expect(files, distDir) {
      plan = { at: new Map(files.map((file, i) => [file, i])), waiting: new Map(), next: 0, distDir };
    },
    pages: () => added.length + (plan?.waiting.size ?? 0),
    async write(distDir, { chunkBytes = CHUNK_BYTES } = {}) {
      try {
        if (early && early.pages === added.length && plan?.distDir === distDir && chunkBytes === CHUNK_BYTES) return await early.report;
        // Written too soon (a page came beyond those expected) or elsewhere, or not yet (an expected page never
        // came): written now, from every page given.
        await early?.report.catch(() => {});
        for (const [, page] of [...(plan?.waiting ?? [])].sort(([a], [b]) => a - b)) give(...page);
        plan?.waiting.clear();
        return await writeAll(distDir, chunkBytes);
      } finally {
        await pagefind.close();
      }
    },
    close: async () => {
      await early?.report.catch(() => {});
      await pagefind.close();
    },
  };
}
