/**
 * The offline download: what a reader's first visit saves for use without a network. The service worker
 * precaches the shell (styles, scripts, the SVG icon, the root and 404 pages) for everyone; then the reader's own
 * language, and only it: its home, entry, rulings and 404 pages, its search indexes (the instant index and its share of
 * Pagefind) and the known rules its 404 suggestions come from. Other languages, comparisons, graphs, the coverage
 * page and the old editions' pages (/en/lrr-1.3/…, /en/changes/…, /en/history/…json) are saved when visited.
 */
import { localeRecord, type Locale } from '../locale/locale.ts';

/**
 * Workbox globs (relative to dist/) of the shell that every reader's first visit precaches. Not the PNG icons:
 * installing the app fetches them itself, and they would be a fifth of the shell.
 */
export const SHELL_GLOBS = ['_astro/**/*', 'index.html', '404.html', 'icon.svg', 'manifest.webmanifest'];

/** Where the build writes a language's download list: "offline/ru.json". */
export function downloadListPath(locale: Locale): string {
  return `offline/${locale}.json`;
}

/**
 * Where the build writes a language's pack: its pages and previews (PACKED) in one JSON file, path → text. Sent
 * gzipped as one file, the pages' shared head, header and markup compress once rather than once per page (a
 * language's 230 pages: 800 KB gzipped one by one, 320 KB packed), so the first visit's download fetches it once;
 * a later deployment that changes a few pages fetches those alone.
 */
export function downloadPackPath(locale: Locale): string {
  return `offline/${locale}.pack.json`;
}

/** Whether a download path travels in the pack: a page (by its folder URL) or a previews.json, text the pack compresses together. */
export function isPacked(path: string): boolean {
  return path.endsWith('/') || path.endsWith('/previews.json');
}

/** The content type a packed file is saved with (the server's, for .html and .json). */
export function packedType(path: string): string {
  return path.endsWith('.json') ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
}

/** Folders of a locale that are not its entry pages, and are saved only when visited. */
const VISITED_ONLY = new Set(['graph', 'compare', 'translations', 'changes']);

export interface DownloadFile {
  /** The URL path without base under which the page or file is saved: "ru/", "ru/fighter-tokens/", "search/ru.json". */
  path: string;
  /** The file in dist/ (relative) that answers it. */
  file: string;
}

/**
 * The language's files among the built site's files (paths relative to dist/, "/"-separated): its pages by
 * their folder URL and their previews.json, its instant index, its known-rules.json (for the 404 page's suggestions), and Pagefind's script, entry file, and that language's meta, index
 * chunks, fragments and WebAssembly (a language without its own stemmer uses Pagefind's "unknown" one).
 */
export function languageDownload(files: readonly string[], locale: Locale): DownloadFile[] {
  const all = new Set(files);
  const wasm = `pagefind/wasm.${localeRecord(locale).pagefindLanguage}.pagefind`;
  const out: DownloadFile[] = [];
  for (const file of files) {
    // A rulings page, its parts (…/2/) and its previews: saved with the language, as entry pages are.
    const ruling = /^([^/]+)\/(?:factions|components)\/[^/]+\/(?:(?:\d+\/)?index\.html|previews\.json)$/.exec(file);
    if (ruling) {
      if (ruling[1] === locale) out.push({ path: file.endsWith('index.html') ? file.slice(0, -'index.html'.length) : file, file });
      continue;
    }
    const page = /^([^/]+)\/(?:([^/]+)\/)?index\.html$/.exec(file);
    if (page) {
      const [, folder, name] = page;
      if (folder !== locale || (name !== undefined && (/^\d+(\.\d+)*$/.test(name) || VISITED_ONLY.has(name)))) continue;
      out.push({ path: name === undefined ? `${locale}/` : `${locale}/${name}/`, file });
      continue;
    }
    const ownPagefind =
      file === 'pagefind/pagefind.js' ||
      file === 'pagefind/pagefind-entry.json' ||
      file.startsWith(`pagefind/pagefind.${locale}_`) ||
      file.startsWith(`pagefind/index/${locale}_`) ||
      file.startsWith(`pagefind/fragment/${locale}_`) ||
      file === wasm ||
      (file === 'pagefind/wasm.unknown.pagefind' && !all.has(wasm));
    // The language's own 404 page, which the worker shows for an unknown rule number of the language offline.
    // An entry page's previews (fetched on its first preview), with the page.
    const previews = file.startsWith(`${locale}/`) && /^[^/]+\/[^/]+\/previews\.json$/.test(file) && !VISITED_ONLY.has(file.split('/')[1]!);
    if (previews || file === `search/${locale}.json` || file === `${locale}/404.html` || file === `${locale}/known-rules.json` || ownPagefind) out.push({ path: file, file });
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
