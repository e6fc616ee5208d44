/**
 * Search quality on the built indexes: both layers, run in Node the way the search box runs them in the
 * browser (the instant index from dist/search/{locale}.json, then Pagefind from dist/pagefind with the
 * site's ranking options, merged by the box's own code in src/client/search-merge.ts).
 *
 * Each case is what a player types and the results that must be in the top three of what the box lists
 * (and, where one answer is plainly right, the first). It lives with the browser tests because it needs
 * the built site (npm test builds it first); DIST points it at another build.
 */
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/lib/locale/locale.ts';
import { listedHrefs, loadBuiltSearch, type BuiltSearch } from '../../tools/search-listing.ts';

const DIST = resolve(process.env.DIST ?? join(import.meta.dirname, '../../dist'));

interface Case {
  locale: Locale;
  query: string;
  /** Hrefs that must all be in the top three. */
  top3: string[];
  /** The href that must come first, when one answer is plainly the right one. */
  first?: string;
  /** Search the full text in every language (the box's "All languages" toggle). */
  all?: boolean;
}

const CASES: Case[] = [
  // Rule numbers as people cite them: the sub-rule first, then its entry.
  { locale: 'ko', query: '45.5', first: '/ko/producing-units/#45.5', top3: ['/ko/producing-units/'] },
  { locale: 'ko', query: '§45.5', first: '/ko/producing-units/#45.5', top3: [] },
  { locale: 'ko', query: '45', first: '/ko/producing-units/', top3: ['/ko/producing-units/#45.1'] },
  { locale: 'ko', query: '39.1', first: '/ko/space-combat/#39.1', top3: ['/ko/space-combat/'] },
  { locale: 'ko', query: 'LRR 67.5', first: '/ko/producing-units/#45.5', top3: [] },
  { locale: 'ru', query: 'п. 49.4', first: '/ru/component-limitations/#49.4', top3: ['/ru/component-limitations/'] },
  { locale: 'ru', query: '49,4', first: '/ru/component-limitations/#49.4', top3: [] },
  { locale: 'ru', query: 'LRR 23.4', first: '/ru/component-limitations/#49.4', top3: [] },
  { locale: 'en', query: 'LRR 23.4', first: '/en/component-limitations/#23.4', top3: ['/en/component-limitations/'] },
  { locale: 'en', query: '§ 67.6', first: '/en/producing-units/#67.6', top3: [] },

  // Korean: particles and spacing do not stop a match, in titles or in the text.
  { locale: 'ko', query: '유닛을 생산', first: '/ko/producing-units/', top3: [] },
  { locale: 'ko', query: '유닛 생산', first: '/ko/producing-units/', top3: [] },
  { locale: 'ko', query: '유닛을', first: '/ko/units/', top3: ['/ko/producing-units/'] },
  { locale: 'ko', query: '의장은', first: '/ko/speaker/', top3: [] },
  { locale: 'ko', query: '영향력을', first: '/ko/influence/', top3: [] },
  { locale: 'ko', query: '전투기를', first: '/ko/fighter-tokens/', top3: [] },
  { locale: 'ko', query: '웜홀을', first: '/ko/wormholes/', top3: [] },
  { locale: 'ko', query: '우주 전투에서', first: '/ko/space-combat/', top3: [] },
  { locale: 'ko', query: '우주전투', first: '/ko/space-combat/', top3: [] },
  { locale: 'ko', query: '이동하는', first: '/ko/movement/', top3: [] },
  { locale: 'ko', query: '원자재를', first: '/ko/commodities/', top3: [] },
  { locale: 'ko', query: '수송값은', first: '/ko/capacity/', top3: [] },
  { locale: 'ko', query: '약속 어음을', first: '/ko/promissory-notes/', top3: [] },
  // The particle comes off: the Reinforcements topic (the vocabulary's 증원부대, an English page in Korean), then the
  // Korean text that says it.
  { locale: 'ko', query: '증원부대를', top3: ['/ko/reinforcements/', '/ko/producing-units/'] },
  // Both entries speak of plastic pieces: units in its intro, fighter tokens throughout.
  { locale: 'ko', query: '플라스틱', top3: ['/ko/fighter-tokens/', '/ko/units/'] },
  // Names typed in another language.
  { locale: 'ko', query: 'producing units', first: '/ko/producing-units/', top3: [] },
  { locale: 'ko', query: 'space dock', first: '/ko/space-dock/', top3: [] },
  { locale: 'ko', query: 'Speaker', first: '/ko/speaker/', top3: [] },

  // Russian inflections, in titles of other locales' topics and in the text.
  { locale: 'ru', query: 'истребители', top3: ['/ru/fighter-tokens/', '/ru/component-limitations/#49.2'] },
  { locale: 'ru', query: 'истребителей', top3: ['/ru/fighter-tokens/', '/ru/component-limitations/#49.2'] },
  { locale: 'ru', query: 'истребитель', top3: ['/ru/fighter-tokens/', '/ru/component-limitations/#49.2'] },
  { locale: 'ru', query: 'кубики', top3: ['/ru/component-limitations/#49.1'] },
  { locale: 'ru', query: 'колоды', top3: ['/ru/component-limitations/#49.5'] },
  { locale: 'ru', query: 'неповреждённым', top3: ['/ru/component-limitations/'] },
  // Several words: the sub-rule that answers them before its topic.
  { locale: 'ru', query: 'жетоны пехоты', first: '/ru/infantry-tokens/', top3: ['/ru/component-limitations/#49.2'] },
  { locale: 'ru', query: 'Ограничение на компоненты', first: '/ru/component-limitations/', top3: [] },
  { locale: 'ru', query: 'производство отрядов', first: '/ru/producing-units/', top3: [] },
  { locale: 'ru', query: 'producing units', first: '/ru/producing-units/', top3: [] },
  { locale: 'ru', query: '유닛 생산', first: '/ru/producing-units/', top3: [] },
  // An English card name spelled in Cyrillic (the table questions ask with it: "директ хит можно в мех").
  { locale: 'ru', query: 'директ хит', first: '/ru/components/action-cards/#direct-hit', top3: [] },

  // English: forms, names from other locales, words of the text.
  { locale: 'en', query: '유닛 생산', first: '/en/producing-units/', top3: [] },
  { locale: 'en', query: '유닛을 생산하는', first: '/en/producing-units/', top3: [] },
  { locale: 'en', query: 'Производство отрядов', first: '/en/producing-units/', top3: [] },
  { locale: 'en', query: 'producing units', first: '/en/producing-units/', top3: [] },
  { locale: 'en', query: 'component limitation', first: '/en/component-limitations/', top3: [] },
  // The whole rulebook: a word names its own topic first; the sub-rules that use it follow.
  { locale: 'en', query: 'produce ships', top3: ['/en/producing-units/#67.6'] },
  { locale: 'en', query: 'dice', top3: ['/en/rerolls/'] },
  { locale: 'en', query: 'discard pile', top3: ['/en/exploration/#35.7'] },
  { locale: 'en', query: 'reinforcements', first: '/en/reinforcements/', top3: ['/en/reinforcements/#72.1'] },
  { locale: 'en', query: 'gravity rift', first: '/en/gravity-rift/', top3: [] },
  { locale: 'en', query: '58.3', first: '/en/movement/#58.3', top3: ['/en/movement/'] },
  { locale: 'en', query: '101', first: '/en/wormholes/', top3: [] },
  { locale: 'en', query: 'synergy', first: '/en/synergy/', top3: [] },
  { locale: 'en', query: 'custodians', top3: ['/en/custodians-token/'] },

  // All languages: the other sites' text, with their own stemming.
  // A topic the locale lacks is found on its fallback page there (English text), never twice.
  { locale: 'ru', query: 'reinforcements', all: true, top3: ['/ru/reinforcements/'] },
  { locale: 'ru', query: 'reinforcements', top3: ['/ru/reinforcements/'] },
  { locale: 'ko', query: 'истребителей', all: true, top3: ['/ru/component-limitations/'] },
  { locale: 'en', query: '증원부대를', all: true, top3: ['/ko/producing-units/'] },

  // The table's words and questions (content/en/vocabulary.yaml; the answer first).
  { locale: 'en', query: 'AFB', first: '/en/anti-fighter-barrage/', top3: [] },
  { locale: 'en', query: 'afb', first: '/en/anti-fighter-barrage/', top3: [] },
  { locale: 'en', query: 'counters', first: '/en/command-tokens/', top3: [] },
  { locale: 'en', query: 'do I lose fighters when my carrier dies', top3: ['/en/capacity/#16.3'] },
  { locale: 'en', query: 'how many action cards can I have', top3: ['/en/action-cards/#2.4'] },
];

let search: BuiltSearch;

/** What the box lists for the query: the instant results, then the full-text items not already shown. */
function listed(c: Case): Promise<string[]> {
  return listedHrefs(search, c);
}

describe('search quality on the built indexes, both layers', () => {
  beforeAll(async () => {
    search = await loadBuiltSearch(DIST);
  }, 60_000);

  it('has at least 40 cases, in every language', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    for (const locale of LOCALES) expect(CASES.filter((c) => c.locale === locale).length).toBeGreaterThanOrEqual(10);
  });

  it.each(CASES.map((c) => [`${c.locale}${c.all ? ' (all languages)' : ''} ${JSON.stringify(c.query)}`, c] as const))('%s', async (_, c) => {
    const list = await listed(c);
    const top3 = list.slice(0, 3);
    const shown = list.slice(0, 6).join('\n  ');
    if (c.first) expect(list[0], `listed:\n  ${shown}`).toBe(c.first);
    for (const href of c.top3) expect(top3, `listed:\n  ${shown}`).toContain(href);
  });

  it('lists nothing for words that name nothing, and never throws', async () => {
    for (const locale of LOCALES) {
      // Not "zqxj": Pagefind matches a word that begins with an indexed word, and the rulings index "Z"
      // (Valefar Assimilator Z), so "zqxj" finds that note in Pagefind alone.
      expect(await listed({ locale, query: 'qxjw wvkq', top3: [] })).toEqual([]);
      for (const query of ['😀🎲', '.*+?^${}()|[]\\', 'a'.repeat(2000), '유닛 units отряды 45.5', '<mark>x</mark>', '\u200b\u202e'])
        await expect(listed({ locale, query, top3: [] })).resolves.toBeInstanceOf(Array);
    }
  });
});
