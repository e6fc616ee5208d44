/**
 * The service worker's own part, imported by Workbox's sw.js before Workbox's routes (bundled by the build,
 * src/pipeline/service-worker.ts, with the site's data as OFFLINE_DATA):
 * - navigations: resolved as the static server resolves them (src/lib/site/offline-navigation.ts: rule numbers, moved
 *   pages); pages come from
 *   the network first and from the offline cache when the network fails or is slow;
 * - the search indexes and graph files: saved when fetched (hashed Pagefind chunks cache-first);
 * - the language download: the reader's language (that of the first page that asks) has its pages and search
 *   indexes saved (src/lib/site/offline-download.ts), again whenever a deployment changes them; its pages and previews
 *   come in one pack when many are missing.
 * Workbox precaches the shell and answers everything else.
 */
import { strings as offlineStrings } from 'virtual:strings/offline';
import { isLocale, type Locale } from '../lib/locale/locale.ts';
import { downloadPackPath, isPacked, packedType } from '../lib/site/offline-download.ts';
import type { MovedPages } from '../lib/site/moved-pages.ts';
import { resolveNavigation, type RuleNumbers } from '../lib/site/offline-navigation.ts';

interface OfflineData {
  base: string;
  numbers: RuleNumbers;
  /** Old addresses of moved pages → their new ones (src/lib/site/moved-pages.ts). */
  moved: MovedPages;
  /** Locale → the revision of its download list (offline/<locale>.json). */
  languages: Record<string, string>;
  /** Locale → the revision of its pack (offline/<locale>.pack.json: its pages and previews, path → text). */
  packs: Record<string, string>;
}
declare const OFFLINE_DATA: OfflineData;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface MessageEvent extends ExtendableEvent {
  data: unknown;
}

const { base, numbers, moved, languages, packs } = OFFLINE_DATA;
/** From this many pages and previews to fetch, the language's pack is fetched instead (a first download; a new deployment that changed much). */
const PACK_FROM = 12;
const PAGES = 'ti4-pages';
const FILES = 'ti4-files';
const DOWNLOADS = 'ti4-downloads';
/** How long a page or index waits for the network before the saved copy is shown (bad venue Wi-Fi). */
const NETWORK_TIMEOUT_MS = 3000;

const here = (path: string) => new URL(base + path, location.href).href;

function timeout(ms: number): Promise<undefined> {
  return new Promise((done) => setTimeout(() => done(undefined), ms));
}

/**
 * The network's answer, saved under `key` when it is a whole 200; the saved copy when the network fails or is
 * slow; `failed` when it fails and nothing is saved.
 */
async function networkFirst(request: Request, cacheName: string, key: string, saved: () => Promise<Response | undefined>, failed: () => Response): Promise<Response> {
  const fromNetwork = fetch(request).then(async (response) => {
    if (response.status === 200 && response.type === 'basic' && !response.redirected) await (await caches.open(cacheName)).put(key, response.clone());
    return response;
  });
  const first = await Promise.race([fromNetwork.catch(() => undefined), timeout(NETWORK_TIMEOUT_MS)]);
  if (first) return first;
  const copy = await saved();
  if (copy) return copy;
  // Slow rather than failed, and nothing saved: keep waiting for the network.
  return fromNetwork.catch(failed);
}

async function cacheFirst(request: Request, key: string): Promise<Response> {
  const saved = await caches.match(key);
  if (saved) return saved;
  const response = await fetch(request);
  if (response.status === 200 && response.type === 'basic') await (await caches.open(FILES)).put(key, response.clone());
  return response;
}

/** The saved page at a folder URL: the runtime copy, or the precached index.html (Workbox keys carry a revision). */
async function savedPage(key: string): Promise<Response | undefined> {
  return (await caches.match(key)) ?? (await caches.match(`${key}index.html`, { ignoreSearch: true }));
}

/**
 * The 404 page the server gives, the language's own (`page`: "ru/404.html"): saved with the reader's language,
 * else from the network; offline, another language's unknown number gets the precached root 404 page.
 */
async function notFound(page: string): Promise<Response> {
  const answer = (r: Response) => new Response(r.body, { status: 404, statusText: 'Not Found', headers: r.headers });
  const saved = await caches.match(here(page), { ignoreSearch: true });
  if (saved) return answer(saved);
  const fetched = await fetch(here(page)).catch(() => undefined);
  if (fetched?.ok) return answer(fetched);
  const root = await caches.match(here('404.html'), { ignoreSearch: true });
  return answer(root ?? (await fetch(here('404.html'))));
}

/** A known page not saved yet, without a network: says so in the page's language, with a link home. */
function notSaved(path: string): Response {
  const first = path.slice(0, path.indexOf('/'));
  const locale = isLocale(first) ? first : 'en';
  const { title, text, home } = offlineStrings[locale];
  const html = `<!DOCTYPE html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><h1>${title}</h1><p>${text}</p><p><a href="${base}${locale}/">${home}</a></p></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'" } });
}

async function navigate(request: Request, url: URL, path: string): Promise<Response | null> {
  const navigation = resolveNavigation(path, numbers, moved);
  if (!navigation) return null;
  if (navigation.kind === 'not-found') return notFound(navigation.page);
  if (navigation.kind === 'redirect') return Response.redirect(here(navigation.to.replace(/#|$/, (m) => (navigation.dropQuery ? '' : url.search) + m)), 302);
  const key = here(navigation.path);
  return networkFirst(request, PAGES, key, () => savedPage(key), () => notSaved(navigation.path));
}

/**
 * Search indexes, graphs, entry pages' previews and the 404 pages' known rules, saved when fetched; Pagefind's hashed chunks never
 * change under one name (its script, entry file and WebAssembly keep their names across versions: network first).
 */
function fileStrategy(path: string): 'cache-first' | 'network-first' | null {
  if (/^pagefind\/(index|fragment)\/|^pagefind\/[^/]*\.pf_meta$/.test(path)) return 'cache-first';
  if (/^(pagefind|search)\/|\/(graph\.(svg|json)|known-rules\.json|previews\.json)$/.test(path)) return 'network-first';
  return null;
}

addEventListener('fetch', (e) => {
  const event = e as FetchEvent;
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== location.origin || !url.pathname.startsWith(base)) return;
  const path = url.pathname.slice(base.length);
  if (request.mode === 'navigate') {
    if (!resolveNavigation(path, numbers, moved)) return;
    event.stopImmediatePropagation();
    event.respondWith(navigate(request, url, path).then((r) => r ?? fetch(request)));
    return;
  }
  const strategy = fileStrategy(path);
  if (!strategy) return;
  event.stopImmediatePropagation();
  // Saved without the query string: pagefind.js asks for its entry file with ?ts=<now>.
  const key = here(path);
  event.respondWith(strategy === 'cache-first' ? cacheFirst(request, key) : networkFirst(request, FILES, key, () => caches.match(key), () => Response.error()));
});

/** Saves a language's download list, fetching only what changed since the last download. */
async function download(locale: string): Promise<void> {
  const revision = languages[locale];
  const downloads = await caches.open(DOWNLOADS);
  const doneKey = here(`offline/${locale}.json`);
  const done = await downloads.match(doneKey);
  if (done?.headers.get('x-revision') === revision) return;
  const before: [string, string][] = done ? await done.json() : [];
  const response = await fetch(`${doneKey}?v=${revision}`);
  if (!response.ok) throw new Error(`offline download list ${locale}: ${response.status}`);
  const list: [string, string][] = await response.json();
  const had = new Map(before);
  const [pages, files] = await Promise.all([caches.open(PAGES), caches.open(FILES)]);
  const missing = list.filter(([path, rev]) => had.get(path) !== rev);
  const save = (path: string, r: Response) => (path === '' || path.endsWith('/') ? pages : files).put(here(path), r);
  // Pages and previews in one file when many are missing: their shared markup compresses once.
  const packed = missing.filter(([path]) => isPacked(path));
  let rest = missing;
  if (packed.length >= PACK_FROM) {
    const response = await fetch(`${here(downloadPackPath(locale as Locale))}?v=${packs[locale]}`);
    if (!response.ok) throw new Error(`offline pack ${locale}: ${response.status}`);
    const pack = (await response.json()) as Record<string, string>;
    await Promise.all(packed.filter(([path]) => typeof pack[path] === 'string').map(([path]) => save(path, new Response(pack[path], { headers: { 'content-type': packedType(path) } }))));
    rest = missing.filter(([path]) => typeof pack[path] !== 'string');
  }
  // A few at a time: the download shares the network with the reader.
  for (let i = 0; i < rest.length; i += 6) {
    await Promise.all(
      rest.slice(i, i + 6).map(async ([path]) => {
        const r = await fetch(here(path), { cache: 'no-cache' });
        if (!r.ok) throw new Error(`offline download ${path}: ${r.status}`);
        await save(path, r);
      }),
    );
  }
  const now = new Set(list.map(([path]) => path));
  await Promise.all(before.filter(([path]) => !now.has(path)).map(([path]) => Promise.all([pages.delete(here(path)), files.delete(here(path))])));
  await downloads.put(doneKey, new Response(JSON.stringify(list), { headers: { 'content-type': 'application/json', 'x-revision': revision } }));
}

let downloading: Promise<void> | undefined;

/**
 * The reader's language: that of the page the worker was first asked from (stored), so that opening one page
 * of another language saves that page, not the whole language.
 */
async function readerLanguage(asked: string): Promise<string> {
  const downloads = await caches.open(DOWNLOADS);
  const key = here('offline/reader-language');
  const stored = await (await downloads.match(key))?.text();
  if (stored && stored in languages) return stored;
  await downloads.put(key, new Response(asked));
  return asked;
}

addEventListener('message', (e) => {
  const event = e as unknown as MessageEvent;
  const data = event.data as { type?: string; locale?: string } | null;
  if (data?.type !== 'offline-language' || !data.locale || !(data.locale in languages)) return;
  const asked = data.locale;
  const run = (downloading ?? Promise.resolve()).then(() => readerLanguage(asked)).then(download);
  downloading = run.catch(() => undefined);
  event.waitUntil(run.catch(() => undefined));
});
