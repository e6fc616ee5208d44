/**
 * Search quality of the instant layer on the real content: what a player types, and the result that must
 * come first (and, where it matters, what else must be in the top three). The instant layer holds titles,
 * aliases and numbers; words that only occur in rule text are the full-text layer's (Pagefind) job.
 */
import { describe, expect, it } from 'vitest';
import { siteGlossary } from '../../../../src/pipeline/content-loader.ts';
import { LOCALES, type Locale } from '../../../../src/lib/locale/locale.ts';
import {
  buildInstantIndex,
  loadInstantIndex,
  searchInstant,
  serializeInstantIndex,
  fullTextParts,
  type LoadedInstantIndex,
} from '../../../../src/lib/search/instant-index.ts';
import { join } from 'node:path';
import { loadVocabulary } from '../../../../src/pipeline/vocabulary-loader.ts';
import { parseQuery } from '../../../../src/lib/search/query.ts';

interface Case {
  locale: Locale;
  query: string;
  /** The href that must rank first. */
  first: string;
  /** Hrefs that must also be in the top three. */
  alsoTop3?: string[];
  /** Whether the first result is a topic the locale has an entry for. */
  translated?: boolean;
}

const CASES: Case[] = [
  // Rule numbers, in every form people cite them.
  { locale: 'ko', query: '45.5', first: '/ko/producing-units/#45.5', alsoTop3: ['/ko/producing-units/'] },
  { locale: 'ko', query: '45', first: '/ko/producing-units/', alsoTop3: ['/ko/producing-units/#45.1'] },
  { locale: 'ko', query: '§45.5', first: '/ko/producing-units/#45.5' },
  { locale: 'ko', query: '45.5.', first: '/ko/producing-units/#45.5' },
  { locale: 'ko', query: '39.1', first: '/ko/space-combat/#39.1', alsoTop3: ['/ko/space-combat/#39.10'] },
  { locale: 'ko', query: '5', first: '/ko/anomalies/', alsoTop3: ['/ko/neighbors/', '/ko/adjacency/'] },
  { locale: 'ko', query: 'LRR 67.5', first: '/ko/producing-units/#45.5' },
  { locale: 'ko', query: 'LRR 23.4', first: '/ko/component-limitations/', translated: false },
  { locale: 'ru', query: 'п. 49.4', first: '/ru/component-limitations/#49.4', alsoTop3: ['/ru/component-limitations/'] },
  { locale: 'ru', query: '49,4', first: '/ru/component-limitations/#49.4' },
  { locale: 'ru', query: 'LRR 23.4', first: '/ru/component-limitations/#49.4' },
  { locale: 'en', query: 'LRR 23.4', first: '/en/component-limitations/#23.4', alsoTop3: ['/en/component-limitations/'] },
  { locale: 'en', query: '23.4', first: '/en/component-limitations/#23.4' },
  { locale: 'en', query: '67', first: '/en/producing-units/' },
  { locale: 'en', query: 'rule 67.6', first: '/en/producing-units/#67.6' },

  // Korean: particles and spacing do not stop a match.
  { locale: 'ko', query: '유닛을 생산', first: '/ko/producing-units/' },
  { locale: 'ko', query: '유닛 생산', first: '/ko/producing-units/' },
  { locale: 'ko', query: '유닛', first: '/ko/units/', alsoTop3: ['/ko/producing-units/'] },
  { locale: 'ko', query: '의장은', first: '/ko/speaker/' },
  { locale: 'ko', query: '영향력을', first: '/ko/influence/' },
  { locale: 'ko', query: '전투기를', first: '/ko/fighter-tokens/' },
  { locale: 'ko', query: '웜홀을', first: '/ko/wormholes/' },
  { locale: 'ko', query: '우주전투', first: '/ko/space-combat/' },
  { locale: 'ko', query: '우주 전투에서', first: '/ko/space-combat/' },
  { locale: 'ko', query: '전략 카드를', first: '/ko/strategy-card/' },
  { locale: 'ko', query: '수호자 토큰을', first: '/ko/custodians-token/' },
  { locale: 'ko', query: '이동하는', first: '/ko/movement/' },
  { locale: 'ko', query: '재굴림', first: '/ko/rerolls/' },
  // Typing in progress: 유닛 passes through 윤.
  { locale: 'ko', query: '윤', first: '/ko/units/', alsoTop3: ['/ko/producing-units/'] },

  // Names in the other languages.
  { locale: 'ko', query: 'producing units', first: '/ko/producing-units/' },
  { locale: 'ko', query: 'space dock', first: '/ko/space-dock/' },
  { locale: 'ko', query: 'custodians', first: '/ko/custodians-token/' },
  { locale: 'ko', query: 'component limitations', first: '/ko/component-limitations/', translated: false },
  { locale: 'en', query: '유닛 생산', first: '/en/producing-units/' },
  { locale: 'en', query: '유닛을 생산하는', first: '/en/producing-units/' },
  { locale: 'en', query: 'производство отрядов', first: '/en/producing-units/' },
  { locale: 'en', query: 'Ограничение на компоненты', first: '/en/component-limitations/' },
  { locale: 'en', query: '우주 전투', first: '/en/space-combat/' },
  { locale: 'ru', query: '유닛 생산', first: '/ru/producing-units/', translated: false },
  { locale: 'ru', query: 'Component Limitations', first: '/ru/component-limitations/' },

  // English and Russian forms and typos.
  { locale: 'en', query: 'component limitation', first: '/en/component-limitations/' },
  { locale: 'en', query: 'produce units', first: '/en/producing-units/' },
  { locale: 'en', query: 'compnent limitations', first: '/en/component-limitations/' },
  { locale: 'en', query: 'compnent', first: '/en/component-action/', alsoTop3: ['/en/component-limitations/'] },
  { locale: 'en', query: 'fighter tokens', first: '/en/fighter-tokens/' },
  // Topics that exist only since the whole rulebook came in, one per letter range, and one without a number.
  { locale: 'en', query: 'abilities', first: '/en/abilities/' },
  { locale: 'en', query: 'gravity rift', first: '/en/gravity-rift/' },
  { locale: 'en', query: 'mecatol rex', first: '/en/mecatol-rex/' },
  { locale: 'en', query: 'sustain damage', first: '/en/sustain-damage/' },
  { locale: 'en', query: 'wormhole nexus', first: '/en/wormhole-nexus/' },
  { locale: 'en', query: 'synergy', first: '/en/synergy/' },
  // Rule numbers across the alphabet, and a sub-rule the wiki writes after a section heading.
  { locale: 'en', query: '1.10', first: '/en/abilities/#1.10' },
  { locale: 'en', query: '40.3', first: '/en/game-round/#40.3' },
  { locale: 'en', query: '58.3', first: '/en/movement/#58.3' },
  { locale: 'en', query: '101', first: '/en/wormholes/' },
  { locale: 'ru', query: 'истребители', first: '/ru/fighter-tokens/', translated: false },
  { locale: 'ru', query: 'истребителей', first: '/ru/fighter-tokens/', translated: false },
  { locale: 'ru', query: 'истребитель', first: '/ru/fighter-tokens/', translated: false },
  { locale: 'ru', query: 'ограничения компонентов', first: '/ru/component-limitations/' },
  { locale: 'ru', query: 'производство отрядов', first: '/ru/producing-units/', alsoTop3: ['/ru/units/'], translated: false },
  { locale: 'ru', query: 'отряды', first: '/ru/units/', alsoTop3: ['/ru/producing-units/'], translated: false },
  { locale: 'ru', query: 'Ограничение на компонёнты', first: '/ru/component-limitations/' },
  // English names spelled in Cyrillic, as Russian players call cards, abilities and topics.
  { locale: 'ru', query: 'скиминг', first: '/ru/factions/yssaril/#scheming' },
  { locale: 'ru', query: 'директ хит', first: '/ru/components/action-cards/#direct-hit' },
  { locale: 'ru', query: 'небула', first: '/ru/nebula/', translated: false },
  // A Russian word is not an English name it merely sounds near: "компоненты" is not Opponent.
  { locale: 'ru', query: 'компоненты', first: '/ru/component-limitations/' },
];

describe('instant search quality on the real content', () => {
  const indexes = Object.fromEntries(
    LOCALES.map((l) => [l, loadInstantIndex(serializeInstantIndex(buildInstantIndex(siteGlossary(), l)))]),
  ) as Record<Locale, LoadedInstantIndex>;

  it('has enough cases in every locale', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    for (const locale of LOCALES) expect(CASES.filter((c) => c.locale === locale).length).toBeGreaterThanOrEqual(10);
  });

  it.each(CASES.map((c) => [`${c.locale} ${JSON.stringify(c.query)} → ${c.first}`, c]))('%s', (_, c) => {
    const results = searchInstant(indexes[c.locale], c.query, c.locale, '/');
    const top3 = results.slice(0, 3).map((r) => r.href);
    expect(results[0]?.href, `results: ${top3.join(', ')}`).toBe(c.first);
    for (const href of c.alsoTop3 ?? []) expect(top3).toContain(href);
    expect(results[0]?.translated).toBe(c.translated ?? true);
  });

  it('gives no result for words that name nothing', () => {
    for (const locale of LOCALES) expect(searchInstant(indexes[locale], 'xyzzy plugh', locale, '/')).toEqual([]);
  });
});

describe('the full-text parts of a question on the real content', () => {
  const glossary = siteGlossary();
  const vocabulary = loadVocabulary(join(process.cwd(), 'content'), glossary);
  const parts = (locale: Locale, text: string) => {
    const index = loadInstantIndex(serializeInstantIndex(buildInstantIndex(glossary, locale, undefined, vocabulary.terms.get(locale), vocabulary.rewordings.get(locale))));
    const query = parseQuery(text);
    return query.kind === 'words' ? fullTextParts(index, query) : [];
  };

  it('reads a run that spells a name whole, over a term of one of its words that stands for something else', () => {
    // ретрит alone is the vocabulary's retreat; with скилд before it, the card.
    expect(parts('ru', 'ретрит в туманность')[0]).toContain('отступление');
    expect(parts('ru', 'скилд ретрит в туманность')).toEqual([['скилд ретрит', 'skilled retreat'], ['туманность', 'nebula']]);
  });

  it('keeps a term that stands for the name the run spells: it says the name in the text\'s own words', () => {
    // 업글 is 유닛 향상 (Unit Upgrades), the name "유닛 업글 카드" is read as.
    expect(parts('ko', '유닛 업글 카드 받으면')).toContainEqual(['업글', '유닛 향상', 'unit upgrades']);
  });
});
