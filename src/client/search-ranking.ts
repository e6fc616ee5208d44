/**
 * The pages the full-text layer reads for a plan, in one order across languages, and the hits made of their texts:
 * the same steps for the search box (search-pagefind.ts, pagefind.js in the browser) and for the search-quality
 * suite and the bench (tools/search-listing.ts, pagefind.js in Node). Pure: the indexes are passed in.
 */
import type { Locale } from '../lib/locale/locale.ts';
import { weightedSearch } from '../lib/search/weighted-search.ts';
import { rankAcrossLanguages, toFullTextHit, type FullTextHit, type FullTextPlan, type PagefindData } from './search-merge.ts';

/** A Pagefind result as both pagefind.js builds give it. */
export interface PagefindResult {
  id: string;
  score: number;
  /** Where the page holds the term (word positions in its text). */
  words?: number[];
  data(): Promise<PagefindData>;
}

/** A language's index: Pagefind's search (null lists every page), and how many pages it holds (asked once). */
export interface LanguageIndex {
  search(term: string | null): Promise<PagefindResult[]>;
  pages(): Promise<number>;
}

export interface RankedPage {
  result: PagefindResult;
  lang: Locale;
  score: number;
  /** Per part of the plan, how much it weighs in that language's index. */
  weights: number[];
}

/**
 * The best pages for the plan in the given languages, best first, at most `plan.pages` (weightedSearch in each
 * language, then rankAcrossLanguages). Rejects only when no language could be searched.
 */
export async function rankedPages(plan: Pick<FullTextPlan, 'parts' | 'pages'>, langs: readonly Locale[], locale: Locale, index: (lang: Locale) => Promise<LanguageIndex>): Promise<RankedPage[]> {
  const settled = await Promise.allSettled(
    langs.map(async (lang) => {
      const language = await index(lang);
      const { pages: found, weights } = await weightedSearch(plan.parts, (term) => language.search(term), { key: (r) => r.id, score: (r) => r.score, positions: (r) => r.words, pages: await language.pages() });
      return found.map(({ result, score }) => ({ result, lang, score, weights }));
    }),
  );
  const ok = settled.filter((s) => s.status === 'fulfilled');
  if (ok.length === 0 && settled.length > 0) throw (settled[0] as PromiseRejectedResult).reason;
  return rankAcrossLanguages(ok.flatMap((s) => s.value), locale, plan.pages);
}

/** The hits of the ranked pages, given their texts in the same order. */
export function fullTextHits(ranked: readonly RankedPage[], data: readonly PagefindData[], plan: Pick<FullTextPlan, 'parts' | 'expects'>): FullTextHit[] {
  return data.map((d, i) => toFullTextHit(d, ranked[i].lang, { parts: plan.parts, weights: ranked[i].weights, ...(plan.expects ? { expects: plan.expects } : {}) }));
}
