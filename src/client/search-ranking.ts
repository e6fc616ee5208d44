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
  /** Per part, per form, how much a text that holds that form holds of the part (weightedSearch's formWeights). */
  formWeights: number[][];
}

/**
 * The fewest pages a language's own words are weighed among (rankedPages): with fewer pages of its own text, as if it
 * had this many. Among the one Russian topic alone every word would tell nothing (each is on every page there), and the
 * words that make that page the answer ("кубиков не хватает") counted for nothing: −10 of the table questions, where
 * weighing among ten gains 5. The figures barely move from 5 to 20 (813, 815, 815 of 1,028).
 */
export const OWN_TEXT_PAGES_MIN = 10;

/**
 * The best pages for the plan in the given languages, best first, at most `plan.pages` (weightedSearch in each
 * language, then rankAcrossLanguages). Rejects only when no language could be searched.
 *
 * A word of the locale's own script can only be on the pages that have its text (30 Korean topics; the others show
 * the English text): it is weighed by how rare it is among those (at least OWN_TEXT_PAGES_MIN), not among all the
 * pages, where every Korean word looked rare and ranked a Korean page that held some of the question's plain words
 * above the English page that answers it. Only a script the English text is not written in tells them apart
 * (fullTextPlan's ownText).
 */
export async function rankedPages(plan: Pick<FullTextPlan, 'parts' | 'pages' | 'ownText'>, langs: readonly Locale[], locale: Locale, index: (lang: Locale) => Promise<LanguageIndex>): Promise<RankedPage[]> {
  const own = plan.ownText;
  const settled = await Promise.allSettled(
    langs.map(async (lang) => {
      const language = await index(lang);
      const pages = await language.pages();
      const within = lang === locale && own ? own.parts.map((forms) => forms.map((ownOnly) => (ownOnly ? Math.max(own.pages, OWN_TEXT_PAGES_MIN) : undefined))) : undefined;
      const { pages: found, weights, formWeights } = await weightedSearch(plan.parts, (term) => language.search(term), { key: (r) => r.id, score: (r) => r.score, positions: (r) => r.words, pages, ...(within ? { within } : {}) });
      return found.map(({ result, score }) => ({ result, lang, score, weights, formWeights }));
    }),
  );
  const ok = settled.filter((s) => s.status === 'fulfilled');
  if (ok.length === 0 && settled.length > 0) throw (settled[0] as PromiseRejectedResult).reason;
  return rankAcrossLanguages(ok.flatMap((s) => s.value), locale, plan.pages);
}

/** The hits of the ranked pages, given their texts in the same order. */
export function fullTextHits(ranked: readonly RankedPage[], data: readonly PagefindData[], plan: Pick<FullTextPlan, 'parts' | 'expects' | 'factions'>): FullTextHit[] {
  return data.map((d, i) =>
    toFullTextHit(d, ranked[i].lang, { parts: plan.parts, weights: ranked[i].weights, formWeights: ranked[i].formWeights, ...(plan.expects ? { expects: plan.expects } : {}), ...(plan.factions ? { factions: plan.factions } : {}) }),
  );
}
