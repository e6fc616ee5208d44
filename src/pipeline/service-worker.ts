/**
 * The service worker: sw.js (src/service-worker/sw.ts, bundled here with Workbox's precaching modules) precaches the
 * shell (SHELL_GLOBS, listed by Workbox's getManifest) and imports our own part (src/service-worker/offline-worker.ts,
 * bundled here with the site's data), which answers navigations as the static
 * server does (rule-number URLs, moved pages' old addresses, folders without their slash, any query string,
 * unknown numbers → 404) and
 * saves the reader's own language when a page asks: the download lists written here (offline/<locale>.json,
 * src/lib/site/offline-download.ts), with the language's pages and previews also packed in one file
 * (offline/<locale>.pack.json) that a first download fetches whole. A new deployment waits until the page asks it to take over (the reload prompt
 * in src/client/offline.ts). Nothing is left out silently: a file too large to save is a build error.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import { getManifest } from 'workbox-build';
import { clientStringsEsbuild } from './vite/client-strings.ts';
import type { Glossary } from '../lib/content/glossary.ts';
import { LOCALES, type Locale } from '../lib/locale/locale.ts';
import { downloadListPath, downloadPackPath, isPacked, languageDownload, SHELL_GLOBS } from '../lib/site/offline-download.ts';
import { movedPages } from '../lib/site/moved-pages.ts';
import { ruleNumbers, type RuleNumbers } from '../lib/site/offline-navigation.ts';
import { homePath } from '../lib/site/routes.ts';
import { siteFiles } from './write-files.ts';

/** The service worker's script, at the root so that its scope is the whole site. */
export const SERVICE_WORKER = 'sw.js';
/** The script sw.js imports: our navigation handling and the language download. */
export const OFFLINE_SCRIPT = 'sw-offline.js';
/** The largest file the offline download saves; a larger one fails the build rather than being left out. */
export const MAX_SAVED_FILE = 4 * 1024 * 1024;

const WORKER_SOURCE = resolve(import.meta.dirname, '../service-worker/offline-worker.ts');
const SW_SOURCE = resolve(import.meta.dirname, '../service-worker/sw.ts');

/** Raw sizes (the bench, tools/bench/offline-download.ts, measures them gzipped, off the build's clock). */
export interface DownloadSize {
  files: number;
  bytes: number;
}

export interface ServiceWorkerReport {
  /** The precached shell. */
  shell: DownloadSize;
  /** Per locale: its own download (pages and search), without the shell. */
  languages: Record<Locale, DownloadSize>;
}

function revision(data: Buffer): string {
  return createHash('sha256').update(data).digest('base64url').slice(0, 12);
}

/** A worker script bundled whole (minified, one function), with the values `define` gives it. */
async function bundle(entry: string, define: Record<string, string>, plugins: EsbuildPlugin[] = []): Promise<Uint8Array> {
  const out = await build({ entryPoints: [entry], bundle: true, minify: true, format: 'iife', target: 'es2022', write: false, define, legalComments: 'none', plugins });
  return out.outputFiles[0].contents;
}

function tooLarge(file: string, bytes: number): void {
  if (bytes > MAX_SAVED_FILE) throw new Error(`${file}: ${bytes} bytes, more than the ${MAX_SAVED_FILE} the offline download saves (split the page)`);
}

/**
 * `editionNumbers`: the old editions' rule numbers ("en/lrr-1.3" → number → [id, …]), answered like the current ones.
 * `all`: every file of outDir (siteFiles), when the caller has listed them already.
 */
export async function writeServiceWorker(
  outDir: string,
  base: string,
  glossary: Glossary,
  editionNumbers: RuleNumbers = {},
  all: readonly string[] = siteFiles(outDir),
): Promise<ServiceWorkerReport> {
  const root = homePath(base);
  const languages = {} as Record<Locale, DownloadSize>;
  const revisions: Record<string, string> = {};
  const packs: Record<string, string> = {};
  for (const locale of LOCALES) {
    const download = languageDownload(all, locale);
    let bytes = 0;
    const pack: Record<string, string> = {};
    const list = download.map(({ path, file }) => {
      const data = readFileSync(join(outDir, file));
      tooLarge(file, data.length);
      bytes += data.length;
      if (isPacked(path)) pack[path] = data.toString('utf8');
      return [path, revision(data)];
    });
    const text = JSON.stringify(list);
    const listFile = join(outDir, downloadListPath(locale));
    mkdirSync(dirname(listFile), { recursive: true });
    writeFileSync(listFile, text);
    // Pages first, then previews: a page next to pages shares its head, header and markup within gzip's window.
    const packed = Object.keys(pack).sort((a, b) => Number(b.endsWith('/')) - Number(a.endsWith('/')));
    const packText = Buffer.from(JSON.stringify(Object.fromEntries(packed.map((path) => [path, pack[path]]))));
    writeFileSync(join(outDir, downloadPackPath(locale)), packText);
    revisions[locale] = revision(Buffer.from(text));
    packs[locale] = revision(packText);
    languages[locale] = { files: download.length, bytes };
  }
  const data = { base: root, numbers: { ...ruleNumbers(glossary), ...editionNumbers }, moved: movedPages(glossary), languages: revisions, packs };
  const script = Buffer.from(await bundle(WORKER_SOURCE, { OFFLINE_DATA: JSON.stringify(data) }, [clientStringsEsbuild()]));
  writeFileSync(join(outDir, OFFLINE_SCRIPT), script);

  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: outDir,
    globPatterns: SHELL_GLOBS,
    modifyURLPrefix: { '': root },
    // Hashed asset names need no revision; everything else is revisioned by content.
    dontCacheBustURLsMatching: /\/_astro\//,
    maximumFileSizeToCacheInBytes: MAX_SAVED_FILE,
  });
  if (warnings.length) throw new Error(`service worker: ${warnings.join('; ')}`);
  const sw = await bundle(SW_SOURCE, {
    PRECACHE: JSON.stringify(manifestEntries),
    // The revision in the URL changes sw.js itself whenever the site's data or pages change.
    OFFLINE_SCRIPT_URL: JSON.stringify(`${root}${OFFLINE_SCRIPT}?v=${revision(script)}`),
    'process.env.NODE_ENV': '"production"',
  });
  writeFileSync(join(outDir, SERVICE_WORKER), sw);
  return { shell: { files: count, bytes: size }, languages };
}
