/**
 * A card's name said in the locale's words never takes a topic's place. The instant search lists a term when the query begins
 * one of its words (with or without spaces), so a card named "전투기 징집" came first for "전투기를" (Fighter Tokens)
 * and "щиты держатся" for "щит" (Planetary Shield). On the real content: each word of a topic's title or of a
 * topic's vocabulary entry (in Korean also with a particle) lists the same first result with the card names as
 * without them, whenever that result is a topic.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { siteGlossary } from '../../../../src/pipeline/content-loader.ts';
import { LOCALES } from '../../../../src/lib/locale/locale.ts';
import { buildInstantIndex, loadInstantIndex, searchInstant, serializeInstantIndex } from '../../../../src/lib/search/instant-index.ts';
import { loadVocabulary } from '../../../../src/pipeline/vocabulary-loader.ts';

describe('card names said in Russian and Korean, on the real content', () => {
  const glossary = siteGlossary();
  const vocabulary = loadVocabulary(join(process.cwd(), 'content'), glossary);

  // English has no translated names: its card entries are the cards' own names and shorthand (their brackets say the
  // kind of card).
  it.each(LOCALES.filter((l) => l !== 'en'))('%s: a topic\'s own words list that topic first, not a card', (locale) => {
    const terms = vocabulary.terms.get(locale) ?? [];
    // A card's name said in the locale's words: its meaning names the card in English in brackets ("Подкуп (Bribery)").
    const isCard = (t: (typeof terms)[number]) => t.target.kind === 'ruling' && t.target.pages === 'components' && /\(.+\)$/.test(t.means);
    const index = (list: typeof terms) => loadInstantIndex(serializeInstantIndex(buildInstantIndex(glossary, locale, undefined, list, vocabulary.rewordings.get(locale))));
    const withCards = index(terms);
    const withoutCards = index(terms.filter((t) => !isCard(t)));
    const words = new Set<string>();
    const names = [...glossary.entries(locale).map((e) => e.title), ...terms.filter((t) => t.target.kind === 'topic').flatMap((t) => t.words)];
    for (const name of names) for (const word of name.split(/[\s(),:]+/)) if (word.length >= 2) words.add(word);
    const taken: string[] = [];
    for (const word of words) {
      for (const query of locale === 'ko' ? [word, `${word}를`] : [word]) {
        const before = searchInstant(withoutCards, query, locale, '/')[0]?.href ?? '';
        const after = searchInstant(withCards, query, locale, '/')[0]?.href ?? '';
        if (before && !before.includes('/components/') && after !== before) taken.push(`${query}: ${before} → ${after}`);
      }
    }
    expect(taken).toEqual([]);
  });
});
