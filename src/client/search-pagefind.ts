/**
 * The full-text layer in the browser: Pagefind's own pagefind.js, loaded at run time from the built site
 * (never bundled), one instance per language.
 *
 * Pagefind picks the language index from <html lang> when an instance is created, and one pagefind.js
 * module holds one WebAssembly search engine (with that language's stemmer) for all its instances. So
 * each other language gets its own module instance (the same file, imported under another URL fragment,
 * which neither the server nor the service worker sees) created while <html lang> names that language.
 */
import type { Locale } from '../lib/locale/locale.ts';
import { homePath } from '../lib/site/routes.ts';
import type { FullTextHit, FullTextPlan } from './search-merge.ts';
import { fullTextHits, rankedPages, type LanguageIndex, type PagefindResult } from './search-ranking.ts';

interface PagefindInstance {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  preload(term: string, options?: Record<string, unknown>): Promise<void>;
  search(term: string | null, options?: Record<string, unknown>): Promise<{ results: PagefindResult[] } | null>;
}

interface PagefindModule {
  createInstance(options: Record<string, unknown>): PagefindInstance;
}

/**
 * The instance options the site searches with (also used by the search-quality suite in Node): Pagefind's
 * defaults. Korean particles need no index-side help: the query is stripped of them (fullTextQuery) and
 * Pagefind matches word prefixes, so 유닛 finds 유닛을.
 */
export const PAGEFIND_OPTIONS = {};

/** Runs create() while <html lang> names the language, so Pagefind opens that language's index. */
function withDocumentLanguage<T>(lang: string, create: () => T): T {
  const root = document.documentElement;
  const previous = root.getAttribute('lang');
  if (previous === lang) return create();
  // Synchronous: nothing renders or reads the attribute in between.
  root.setAttribute('lang', lang);
  try {
    return create();
  } finally {
    if (previous === null) root.removeAttribute('lang');
    else root.setAttribute('lang', previous);
  }
}

export class FullTextSearch {
  private readonly base: string;
  private readonly locale: Locale;
  private readonly instances = new Map<Locale, Promise<PagefindInstance>>();
  /** How many pages each language's index holds, asked once (it weighs the parts of every query). */
  private readonly pageCounts = new Map<Locale, Promise<number>>();

  constructor(base: string, locale: Locale) {
    this.base = homePath(base);
    this.locale = locale;
  }

  /** Starts loading the language's engine (script, WebAssembly, index metadata); resolves when it is ready. */
  instance(lang: Locale): Promise<PagefindInstance> {
    let pending = this.instances.get(lang);
    if (!pending) {
      const basePath = `${this.base}pagefind/`;
      // Built at run time so that Vite leaves it alone: pagefind.js is written after the build.
      const url = new URL(`${basePath}pagefind.js${lang === this.locale ? '' : `#${lang}`}`, location.href).href;
      pending = (import(/* @vite-ignore */ url) as Promise<PagefindModule>).then(async (module) => {
        // noWorker: the indexes are small, and Pagefind's web worker would be one more script (12 KB)
        // to fetch before the first full-text result.
        const instance = withDocumentLanguage(lang, () => module.createInstance({ basePath, baseUrl: this.base, noWorker: true }));
        await instance.options(PAGEFIND_OPTIONS);
        await instance.init();
        return instance;
      });
      // A failed load (offline before the first visit) is tried again on the next search.
      pending.catch(() => this.instances.delete(lang));
      this.instances.set(lang, pending);
    }
    return pending;
  }

  /**
   * Fetches the index chunks a term needs while the user is still typing (the caller leaves out a word too
   * short to tell its chunk: full-text-pace.ts).
   */
  preload(term: string, langs: Locale[]): void {
    for (const lang of langs) this.instance(lang).then((i) => i.preload(term)).catch(() => {});
  }

  /** The language's index as the ranking reads it; its page count is asked once. */
  private index(lang: Locale): Promise<LanguageIndex> {
    return this.instance(lang).then((instance) => ({
      search: async (term: string | null) => (await instance.search(term))?.results ?? [],
      pages: () => {
        let count = this.pageCounts.get(lang);
        if (!count) {
          this.pageCounts.set(lang, (count = instance.search(null).then((r) => r?.results.length ?? 0)));
          count.catch(() => this.pageCounts.delete(lang));
        }
        return count;
      },
    }));
  }

  /**
   * The best pages for the plan in the given languages, as hits (rankedPages). Rejects only when no language could be
   * searched. Resolves to null, without fetching the pages' fragments, when `current()` says a newer query has
   * replaced this one meanwhile (the reader kept typing).
   */
  async search(plan: Pick<FullTextPlan, 'parts' | 'pages' | 'expects' | 'ownText' | 'factions'>, langs: Locale[], current: () => boolean = () => true): Promise<FullTextHit[] | null> {
    const ranked = await rankedPages(plan, langs, this.locale, (lang) => this.index(lang));
    if (!current()) return null;
    // Every page's text at once: one round trip (150 ms on a phone on venue Wi-Fi), not two. The search only runs
    // after a pause longer than the reader's rhythm between keys (full-text-pace.ts), so a query replaced while its
    // texts are on their way is rare, and costs a few fragments of 1–2 KB.
    const data = await Promise.all(ranked.map(({ result }) => result.data()));
    return fullTextHits(ranked, data, plan);
  }
}
