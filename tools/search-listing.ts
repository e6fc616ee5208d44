/**
 * What the search box lists for a query, computed in Node on a built site: the instant index from
 * dist/search/{locale}.json, then Pagefind from dist/pagefind, merged by the box's own code
 * (src/client/search-merge.ts). Shared by the search-quality suite and the bench's table questions.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../src/lib/locale/locale.ts';
import { loadInstantIndex, searchInstant, type LoadedInstantIndex } from '../src/lib/search/instant-index.ts';
import { parseQuery } from '../src/lib/search/query.ts';
import { fullTextItems, fullTextPlan, INSTANT_LIMIT } from '../src/client/search-merge.ts';
import { fullTextHits, rankedPages } from '../src/client/search-ranking.ts';
import { PAGEFIND_OPTIONS } from '../src/client/search-pagefind.ts';
import { loadPagefind, type NodePagefind } from './pagefind-node.ts';

export interface BuiltSearch {
  indexes: Record<Locale, LoadedInstantIndex>;
  pagefind: Record<Locale, NodePagefind>;
}

export async function loadBuiltSearch(dist: string): Promise<BuiltSearch> {
  if (!existsSync(join(dist, 'pagefind', 'pagefind.js'))) throw new Error(`${dist} has no Pagefind index: npm run build first`);
  const indexes = {} as Record<Locale, LoadedInstantIndex>;
  const pagefind = {} as Record<Locale, NodePagefind>;
  for (const locale of LOCALES) {
    indexes[locale] = loadInstantIndex(readFileSync(join(dist, 'search', `${locale}.json`), 'utf8'));
    pagefind[locale] = await loadPagefind(dist, locale, PAGEFIND_OPTIONS);
  }
  return { indexes, pagefind };
}

export interface ListedQuery {
  locale: Locale;
  query: string;
  /** Search the full text in every language (the box's "All languages" toggle). */
  all?: boolean;
}

/** The hrefs the box lists for the query, in order: the instant results, then the full-text items not already shown. */
export async function listedHrefs(search: BuiltSearch, { locale, query, all }: ListedQuery): Promise<string[]> {
  const index = search.indexes[locale];
  const instant = searchInstant(index, query, locale, '/', { limit: INSTANT_LIMIT }).map((r) => r.href);
  const plan = fullTextPlan(parseQuery(query), index);
  if (plan.words.length === 0) return instant;
  const ranked = await rankedPages(plan, all ? LOCALES : [locale], locale, async (lang) => ({
    search: (term) => search.pagefind[lang].results(term),
    pages: async () => (await search.pagefind[lang].results(null)).length,
  }));
  const hits = fullTextHits(ranked, await Promise.all(ranked.map((r) => r.result.data())), plan);
  return [...instant, ...fullTextItems(hits, instant, locale, { answerFirst: plan.answerFirst }).map((item) => item.href)];
}
