/**
 * Runs a written Pagefind index in Node, as the browser would: pagefind.js is an ES module that fetches
 * its files relative to a base path, so fetch is answered from the folder on disk.
 * Used by the search-quality suite and by `npm run bench` (the table questions).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface PagefindHit {
  url: string;
  /** Pagefind's score, for ordering hits of several indexes. */
  score: number;
  /** The whole result data, as the browser's search box gets it. */
  raw: RawData;
  excerpt: string;
  meta: Record<string, string>;
  subResults: { url: string; excerpt: string }[];
}

export interface NodePagefind {
  search(query: string, options?: Record<string, unknown>): Promise<PagefindHit[]>;
  /** The results as pagefind.js gives them: each page's data fetched only when asked for. */
  results(query: string | null, options?: Record<string, unknown>): Promise<{ id: string; score: number; words?: number[]; data(): Promise<RawData> }[]>;
}

const BASE = '/pagefind/';
let installed = false;
const roots: string[] = [];

/** Serves "/pagefind/..." from the registered dist folders; anything else goes to the real fetch. */
function installFetch(): void {
  if (installed) return;
  installed = true;
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://pagefind.local/');
    if (url.host !== 'pagefind.local' || !url.pathname.startsWith('/pf-')) return realFetch(input, init);
    const [, root, ...rest] = decodeURIComponent(url.pathname).split('/');
    const dir = roots[Number(root.slice(3))];
    try {
      return new Response(await readFile(join(dir, ...rest)));
    } catch {
      return new Response('not found', { status: 404 });
    }
  };
}

/** Loads distDir/pagefind for one language (a fresh module instance each time: Pagefind keeps one WASM per module). */
export async function loadPagefind(distDir: string, language: string, instanceOptions?: Record<string, unknown>): Promise<NodePagefind> {
  installFetch();
  roots.push(distDir);
  const basePath = `/pf-${roots.length - 1}${BASE}`;
  const moduleUrl = `${pathToFileURL(join(distDir, 'pagefind', 'pagefind.js')).href}?instance=${roots.length}`;
  const pagefind = (await import(/* @vite-ignore */ moduleUrl)) as {
    createInstance(options: Record<string, unknown>): {
      search(query: string | null, options?: Record<string, unknown>): Promise<{ results: { id: string; score: number; data(): Promise<RawData> }[] }>;
      options(options: Record<string, unknown>): Promise<void>;
    };
  };
  // Pagefind picks its language index from <html lang> when the instance is created.
  const globals = globalThis as { document?: unknown };
  globals.document = { currentScript: null, querySelector: () => ({ getAttribute: () => language }) };
  const instance = pagefind.createInstance({ basePath, baseUrl: '/' });
  delete globals.document;
  // The options the site's search box sets (ranking weights).
  if (instanceOptions) await instance.options(instanceOptions);
  return {
    async results(query, options) {
      return (await instance.search(query, options)).results;
    },
    async search(query, options) {
      const response = await instance.search(query, options);
      const data = await Promise.all(response.results.map((r) => r.data()));
      return data.map((d, i) => ({
        url: d.url,
        score: response.results[i].score,
        raw: d,
        excerpt: d.excerpt,
        meta: d.meta,
        subResults: (d.sub_results ?? []).map((s) => ({ url: s.url, excerpt: s.excerpt })),
      }));
    },
  };
}

export interface RawData {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
  sub_results?: { url: string; excerpt: string; locations?: number[]; weighted_locations?: { weight: number; balanced_score: number; location: number }[] }[];
}
