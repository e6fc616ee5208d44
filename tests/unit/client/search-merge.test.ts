// The answer first: question words dropped, the vocabulary's terms listed and expanded, the rules' words for the
// table's, a query's parts weighted by how rare they are, and the sub-rules and ruling notes that hold more of them
// listed before their pages.
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../../src/lib/content/diagnostics.ts';
import type { Glossary } from '../../../src/lib/content/glossary.ts';
import { buildInstantIndex, loadInstantIndex, searchInstant, type LoadedInstantIndex } from '../../../src/lib/search/instant-index.ts';
import { parseQuery, type WordsQuery } from '../../../src/lib/search/query.ts';
import { expectedAnswer, meaningWords, questionWordSet } from '../../../src/lib/search/question-words.ts';
import { parseVocabulary } from '../../../src/lib/vocabulary/vocabulary.ts';
import { parseRewordings } from '../../../src/lib/vocabulary/rewordings.ts';
import { nearWeight, NEAR_WORDS, partWeight, weightedSearch } from '../../../src/lib/search/weighted-search.ts';
import { FULL_TEXT_PAGES, fullTextItems, fullTextPlan, LONG_QUESTION_PAGES, QUESTION_PAGES, TITLED_WEIGHT, toFullTextHit, type AnswerQuery, type FullTextHit, type PagefindData } from '../../../src/client/search-merge.ts';
import { inlineGlossary } from '../inline-glossary.ts';
import { OWN_TEXT_PAGES_MIN, rankedPages, type PagefindResult } from '../../../src/client/search-ranking.ts';

function glossary(): Glossary {
  return inlineGlossary('number\tid\ttitle_en\n1\tanti-fighter-barrage\tAnti–Fighter Barrage\n2\tfighter-tokens\tFighter Tokens\n3\tcapacity\tCapacity\n', [
    { locale: 'en', text: '---\nid: anti-fighter-barrage\ntitle: Anti–Fighter Barrage\nnumber: 1\n---\n\n1.1 Roll dice.\n\n1.2 Destroy fighters.\n' },
    { locale: 'en', text: '---\nid: fighter-tokens\ntitle: Fighter Tokens\nnumber: 2\n---\n\n2.1 Tokens.\n' },
    { locale: 'en', text: '---\nid: capacity\ntitle: Capacity\nnumber: 3\n---\n\n3.1 Capacity.\n\n3.2 Excess units are removed.\n' },
  ]);
}

const VOCABULARY = `
- {words: [AFB, barrage], means: Anti-Fighter Barrage, target: anti-fighter-barrage}
- {words: [fighters], means: Fighter Tokens, target: fighter-tokens}
- {words: [carrier dies, lose my carrier], means: Capacity (excess fighters removed), target: "capacity#3.2"}
- {words: [nekro], means: The Nekro Virus, target: factions/nekro}
- {words: [non fighter ships], means: Fleet Pool (ships that count), target: capacity}
- {words: [cap], means: Capacity (Вместимость), target: capacity}
`;

const REWORDINGS = `
- {words: [hold, holding], rules: [hand]}
- {words: [same time], rules: [simultaneously]}
- {words: [barrage], rules: [roll dice]}
- {words: [carrier], rules: [transporting ship]}
`;

function index(): LoadedInstantIndex {
  const terms = parseVocabulary(VOCABULARY, 'v.yaml', new Diagnostics());
  const rewordings = parseRewordings(REWORDINGS, 'r.yaml', new Diagnostics());
  return loadInstantIndex(JSON.stringify(buildInstantIndex(glossary(), 'en', [], terms, rewordings)));
}

/** Every part of a query weighs 1. */
const plain = (...words: string[]): AnswerQuery => ({ parts: words.map((w) => [w]) });

const words = (query: string) => parseQuery(query) as WordsQuery;

describe('question words', () => {
  const set = questionWordSet(['can', 'I', 'how many', 'do']);
  it('are dropped from a query of other words, and kept when nothing else is left', () => {
    expect(meaningWords(words('how many fighters can I have'), set).map((w) => w.word)).toEqual(['fighters', 'have']);
    expect(meaningWords(words('can I'), set).map((w) => w.word)).toEqual(['can', 'i']);
  });

  it('of a phrase are dropped only where the whole phrase stands', () => {
    const phrases = questionWordSet(['can', 'I', 'how many times']);
    expect(meaningWords(words('how many times can I score an objective'), phrases).map((w) => w.word)).toEqual(['score', 'an', 'objective']);
    expect(meaningWords(words('times many how'), phrases).map((w) => w.word)).toEqual(['times', 'many', 'how']);
    expect(meaningWords(words('how many dice'), phrases).map((w) => w.word)).toEqual(['how', 'many', 'dice']);
  });
});

describe('a question of a kind', () => {
  const kinds = [
    { asks: ['how many', 'how much'], answers: ['eight', 'maximum'], numbers: true },
    { asks: ['when'], answers: ['during', 'step'] },
  ];
  it('is told by one of its phrases, as consecutive words', () => {
    expect(expectedAnswer(words('how many strategy cards are there'), kinds)).toEqual({ words: ['eight', 'maximum'], numbers: true });
    expect(expectedAnswer(words('How much influence'), kinds)?.numbers).toBe(true);
    expect(expectedAnswer(words('ground combat ends when'), kinds)).toEqual({ words: ['during', 'step'], numbers: false });
    expect(expectedAnswer(words('how do many players vote'), kinds)).toBeUndefined();
    expect(expectedAnswer(words('how many cards'), undefined)).toBeUndefined();
  });

  it("is planned with the language's answer kinds", () => {
    expect(fullTextPlan(parseQuery('how many cards can I hold'), index()).expects?.words).toContain('maximum');
    expect(fullTextPlan(parseQuery('cards I hold'), index()).expects).toBeUndefined();
  });
});

describe('the vocabulary in the instant layer', () => {
  const loaded = index();
  const list = (query: string) => searchInstant(loaded, query, 'en', '/');

  it('lists "AFB → Anti-Fighter Barrage" first, linking to its target', () => {
    const [first] = list('AFB');
    expect(first).toMatchObject({ href: '/en/anti-fighter-barrage/', term: 'afb', label: 'Anti-Fighter Barrage', number: '1', kind: 'term' });
    expect(list('afb')[0].href).toBe('/en/anti-fighter-barrage/');
    expect(list('lose my carrier')[0]).toMatchObject({ href: '/en/capacity/#3.2', number: '3.2' });
    // A rulings page, by its path below the locale.
    expect(list('nekro')[0].href).toBe('/en/factions/nekro/');
  });

  it('lists a term whose words begin with what is typed so far', () => {
    expect(list('barr').map((r) => r.href)).toContain('/en/anti-fighter-barrage/');
  });

  it('lists only the topic a question names by its title, not the others whose names share its words', () => {
    const cards = loadInstantIndex(
      JSON.stringify(
        buildInstantIndex(
          inlineGlossary('number\tid\ttitle_en\n1\tstrategy-card\tStrategy Card\n2\tstrategy-card-deck\tStrategy Card Deck\n', [
            { locale: 'en', text: '---\nid: strategy-card\ntitle: Strategy Card\nnumber: 1\n---\n\n1.1 Eight cards.\n' },
            { locale: 'en', text: '---\nid: strategy-card-deck\ntitle: Strategy Card Deck\nnumber: 2\n---\n\n2.1 A deck.\n' },
          ]),
          'en',
        ),
      ),
    );
    const hrefs = (query: string) => searchInstant(cards, query, 'en', '/').map((r) => r.href);
    // "Strategy Card Deck" holds the words too: listed for them, not for a question about Strategy Card.
    expect(hrefs('strategy card')).toEqual(['/en/strategy-card/', '/en/strategy-card-deck/']);
    expect(hrefs('how many strategy cards are there')).toEqual(['/en/strategy-card/']);
  });

  it('leaves a term inside a longer question to the full text, and no loose topics either', () => {
    expect(list('do I lose fighters when my carrier dies').map((r) => r.kind)).not.toContain('term');
    expect(list('lose fighters carrier dies')).toEqual([]);
  });
});

/** Korean text for one of two topics (the other shows the English text). */
function koreanIndex(rewordings = '', vocabulary = ''): LoadedInstantIndex {
  const both = inlineGlossary('number\tid\ttitle_en\n1\tproducing-units\tProducing Units\n2\tcapacity\tCapacity\n3\tspace-dock\tSpace Dock\n', [
    { locale: 'en', text: '---\nid: producing-units\ntitle: Producing Units\nnumber: 1\n---\n\n1.1 Produce.\n' },
    { locale: 'en', text: '---\nid: capacity\ntitle: Capacity\nnumber: 2\n---\n\n2.1 Capacity.\n' },
    { locale: 'en', text: '---\nid: space-dock\ntitle: Space Dock\nnumber: 3\n---\n\n3.1 Dock.\n' },
    { locale: 'ko', text: '---\nid: producing-units\ntitle: 유닛 생산\nnumber: 45\n---\n\n45.1 생산.\n' },
    { locale: 'ko', text: '---\nid: space-dock\ntitle: 우주 항만\nnumber: 40\n---\n\n40.1 항만.\n' },
  ]);
  const terms = vocabulary ? parseVocabulary(vocabulary, 'v.yaml', new Diagnostics()) : [];
  return loadInstantIndex(JSON.stringify(buildInstantIndex(both, 'ko', [], terms, parseRewordings(rewordings, 'r.yaml', new Diagnostics()))));
}

describe('Korean typed without its spaces, and its own text', () => {
  const ko = koreanIndex();
  it('finds a title of several Korean words run together, and searches it as typed or as the title', () => {
    expect(searchInstant(ko, '유닛생산', 'ko', '/')[0]?.href).toBe('/ko/producing-units/');
    expect(fullTextPlan(parseQuery('유닛생산 capacity'), ko).parts).toEqual([['유닛생산', '유닛 생산'], ['capacity']]);
  });

  it('finds such a title with a particle after it, though the stemmer reads the bare word short (우주항만 as 우주항)', () => {
    // Typed bare, the word is searched as the stemmer reads it, and as the title.
    expect(fullTextPlan(parseQuery('우주항만 capacity'), ko).parts).toEqual([['우주항', '우주 항만'], ['capacity']]);
    expect(fullTextPlan(parseQuery('우주항만에서 capacity'), ko).parts).toEqual([['우주항만', '우주 항만'], ['capacity']]);
  });

  it('searches a title typed run together that the rules also write otherwise as typed, as the title and as the rules write it', () => {
    // The English text of the other pages writes "production": without the title's form, the Korean page's own text
    // ("유닛 생산") would no longer be searched for the word typed run together.
    const reworded = koreanIndex('- {words: [유닛 생산], rules: [production]}\n');
    expect(fullTextPlan(parseQuery('유닛생산 capacity'), reworded).parts).toEqual([['유닛생산', '유닛 생산', 'production'], ['capacity']]);
  });

  it('says which forms of each part only the pages of the Korean text can hold, and how many those pages are', () => {
    expect(fullTextPlan(parseQuery('유닛생산 capacity'), ko).ownText).toEqual({ pages: 2, parts: [[true, true], [false]] });
    const reworded = koreanIndex('- {words: [유닛 생산], rules: [production]}\n');
    expect(fullTextPlan(parseQuery('유닛생산 capacity'), reworded).ownText?.parts).toEqual([[true, true, false], [false]]);
    // English has its text on every page, and a language in the English script could not tell them apart.
    expect(fullTextPlan(parseQuery('fighters capacity'), index()).ownText).toBeUndefined();
  });

  it('weighs such a part among those pages (at least OWN_TEXT_PAGES_MIN) in the locale\'s own index only', async () => {
    const result = (id: string): PagefindResult => ({ id, score: 1, data: async () => ({ url: id, excerpt: '', meta: {}, content: '' }) as PagefindData });
    const language = { search: async (term: string | null) => (term === '생산' ? [result('a'), result('b')] : []), pages: async () => 100 };
    const ranked = await rankedPages({ parts: [['생산']], pages: 5, ownText: { pages: 1, parts: [[true]] } }, ['ko', 'en'], 'ko', async () => language);
    expect(ranked.find((r) => r.lang === 'ko')!.weights[0]).toBeCloseTo(partWeight(2, OWN_TEXT_PAGES_MIN));
    expect(ranked.find((r) => r.lang === 'en')!.weights[0]).toBeCloseTo(partWeight(2, 100));
  });
});

describe('fullTextPlan', () => {
  const loaded = index();
  it('searches the parts that carry meaning, each abbreviation as typed or as what it stands for', () => {
    expect(fullTextPlan(parseQuery('AFB'), loaded)).toEqual({
      parts: [['afb', 'anti fighter barrage']],
      words: ['afb', 'anti', 'fighter', 'barrage'],
      answerFirst: true,
      pages: FULL_TEXT_PAGES,
      factions: { called: ['nekro'], named: [] },
    });
    expect(fullTextPlan(parseQuery('lose fighters capacity'), loaded).pages).toBe(QUESTION_PAGES);
    // A longer question reads a page more for each part beyond four, up to a bound.
    expect(fullTextPlan(parseQuery('lose fighters capacity build system'), loaded).pages).toBe(QUESTION_PAGES + 1);
    expect(fullTextPlan(parseQuery('lose fighters capacity build system without moving any ships'), loaded).pages).toBe(LONG_QUESTION_PAGES);
    expect(fullTextPlan(parseQuery('do I lose fighters when my carrier dies'), loaded).parts).toEqual([
      ['lose'],
      // A term that shares a word with what it stands for is searched as typed.
      ['fighters'],
      ['carrier dies', 'capacity excess fighters removed'],
    ]);
    expect(fullTextPlan(parseQuery('45.5'), loaded)).toEqual({ parts: [['45.5']], words: ['45.5'], answerFirst: false, pages: FULL_TEXT_PAGES });
    // A question of one word that carries meaning: the answer first all the same.
    expect(fullTextPlan(parseQuery('can I have fighters'), loaded)).toMatchObject({ parts: [['have'], ['fighters']], answerFirst: true });
    expect(fullTextPlan(parseQuery('fighters'), loaded)).toMatchObject({ parts: [['fighters']], words: ['fighters'], answerFirst: false, pages: FULL_TEXT_PAGES });
    expect(fullTextPlan(parseQuery('do fighters'), loaded).answerFirst).toBe(true);
    expect(fullTextPlan(parseQuery(''), loaded).parts).toEqual([]);
  });

  it('searches a term with words of its own as typed or as what it stands for, even when they share a word', () => {
    expect(fullTextPlan(parseQuery('how many non fighter ships in a system'), loaded).parts).toEqual([['non fighter ships', 'fleet pool ships count'], ['system']]);
  });

  it('searches what a term stands for and its translation in brackets apart (a page says one or the other)', () => {
    expect(fullTextPlan(parseQuery('cap ships'), loaded).parts).toEqual([['cap', 'capacity', 'вместимость'], ['ships']]);
    // A term alone (the instant layer lists its page): not its translation, one more index chunk to fetch.
    expect(fullTextPlan(parseQuery('cap'), loaded).parts).toEqual([['cap', 'capacity']]);
  });

  it("searches a term's name in another language's script without that language's question words", () => {
    const terms = parseVocabulary('- {words: [멘탁], means: The Mentak Coalition, target: capacity}', 'v.yaml', new Diagnostics());
    const korean = loadInstantIndex(JSON.stringify(buildInstantIndex(glossary(), 'ko', [], terms)));
    expect(fullTextPlan(parseQuery('멘탁 약탈'), korean).parts).toEqual([['멘탁', 'mentak coalition'], ['약탈']]);
  });

  it("searches a word the rules write otherwise as typed or as the rules' words, a run of words as one", () => {
    expect(fullTextPlan(parseQuery('how many cards can I hold'), loaded).parts).toEqual([['cards'], ['hold', 'hand']]);
    expect(fullTextPlan(parseQuery('two players at the same time'), loaded).parts).toEqual([['two'], ['players'], ['same time', 'simultaneously']]);
  });

  it("searches a term the rules also write otherwise as typed, as what it stands for or as the rules' words", () => {
    // "barrage" is a word of what it stands for (searched as typed), and the rules also write "roll dice" for it.
    expect(fullTextPlan(parseQuery('barrage fighters'), loaded).parts).toEqual([['barrage', 'roll dice'], ['fighters']]);
    // Only a rewording of the whole term: "carrier" inside "carrier dies" is the term's.
    expect(fullTextPlan(parseQuery('my carrier dies'), loaded).parts).toEqual([['carrier dies', 'capacity excess fighters removed']]);
    expect(fullTextPlan(parseQuery('carrier'), loaded).parts).toEqual([['carrier', 'transporting ship']]);
  });
});

describe('weightedSearch', () => {
  // Pages by their words; a search ANDs the words of its term (as Pagefind does) and scores a page by how many.
  const pages: Record<string, string[]> = {
    p1: ['lose', 'fighters'],
    p2: ['fighters', 'carrier', 'capacity'],
    p3: ['carrier'],
    p4: ['fighters'],
    p5: ['fighters', 'lose'],
  };
  const search = async (term: string) =>
    Object.entries(pages)
      .filter(([, w]) => term.split(' ').every((t) => w.includes(t)))
      .map(([id]) => ({ id, score: 1 }));
  const options = { key: (r: { id: string }) => r.id, score: (r: { score: number }) => r.score, pages: Object.keys(pages).length };

  it('finds the pages that hold most of the parts when none holds all, those holding more first', async () => {
    const { pages: found } = await weightedSearch([['lose'], ['fighters'], ['carrier'], ['capacity']], search, options);
    expect(found.map((f) => [f.result.id, f.matched]).slice(0, 3)).toEqual([
      ['p2', 3],
      ['p1', 2],
      ['p5', 2],
    ]);
    expect(found.slice(3).map((f) => f.matched)).toEqual([1, 1]);
  });

  it('weighs a part by how few pages hold it, and counts a part once whichever of its forms a page holds', async () => {
    const { weights } = await weightedSearch([['fighters'], ['carrier'], ['capacity', 'carrier capacity']], search, options);
    expect(weights[0]).toBeLessThan(weights[1]);
    expect(weights[1]).toBeLessThan(weights[2]);
    expect(weights[2]).toBeCloseTo(partWeight(1, 5));
  });

  it('counts the share of the query a page holds by weight: missing a common part costs less than a rare one', async () => {
    // "fighters" is on 4 of 5 pages, "capacity" on 1: p1 lacks the rare part, p2 the common one.
    const { pages: found } = await weightedSearch<{ id: string; score: number }>([['fighters'], ['capacity']], async (term) => (term === 'capacity' ? [{ id: 'p2', score: 1 }] : [{ id: 'p1', score: 1 }, { id: 'p3', score: 1 }, { id: 'p4', score: 1 }, { id: 'p5', score: 1 }]), options);
    expect(found[0].result.id).toBe('p2');
  });

  it('ranks a page that holds the parts together above one that holds them far apart, whatever its own score', async () => {
    // "rules" says "build … without … ships" in one sentence; "rulings", a long page, holds the same words in three notes.
    const at: Record<string, Record<string, number[]>> = {
      rulings: { build: [10], without: [300], ships: [620] },
      rules: { build: [40], without: [46], ships: [52] },
    };
    const positioned = async (term: string) => Object.entries(at).map(([id, words]) => ({ id, score: id === 'rulings' ? 2 : 1, words: words[term] }));
    const { pages: found } = await weightedSearch([['build'], ['without'], ['ships']], positioned, { ...options, pages: 10, positions: (r) => r.words });
    expect(found.map((f) => f.result.id)).toEqual(['rules', 'rulings']);
    expect(found[0].score).toBeCloseTo(3);
    expect(found[1].score).toBeCloseTo(6 * (1 / 3));
  });

  it('counts the weight of the parts found within one span of words, each part once', () => {
    expect(nearWeight([[0, 0], [5, 0], [10, 1], [10 + NEAR_WORDS - 1, 2]], [1, 2, 4], NEAR_WORDS)).toBe(6);
    expect(nearWeight([[0, 0], [NEAR_WORDS, 1], [2 * NEAR_WORDS, 2]], [1, 2, 4], NEAR_WORDS)).toBe(4);
    expect(nearWeight([[7, 1], [3, 0], [5, 1]], [1, 2], NEAR_WORDS)).toBe(3);
  });

  it('weighs a part only some pages can hold by how rare it is among those (within): a word of the own text is not rare for want of text', async () => {
    // Of 100 pages, 5 have the locale's own text; "같은" is on 3 of them, "dock" on 3 English pages.
    const own = async (term: string) => (term === '같은' ? ['own', 'o2', 'o3'] : term === 'dock' ? ['en1', 'en2', 'en3'] : []).map((id) => ({ id, score: 1 }));
    const plain = await weightedSearch([['같은'], ['dock']], own, { ...options, pages: 100 });
    const weighed = await weightedSearch([['같은'], ['dock']], own, { ...options, pages: 100, within: [[5], [undefined]] });
    // Among all 100 pages both parts are as rare; among the 5 that can hold it, "같은" tells little.
    expect(plain.weights[0]).toBeCloseTo(plain.weights[1]);
    expect(weighed.weights[0]).toBeCloseTo(partWeight(3, 5));
    expect(weighed.weights[1]).toBeCloseTo(partWeight(3, 100));
    expect(weighed.pages.find((f) => f.result.id === 'own')!.score).toBeLessThan(weighed.pages.find((f) => f.result.id === 'en1')!.score);
    expect(plain.pages.find((f) => f.result.id === 'own')!.score).toBeCloseTo(plain.pages.find((f) => f.result.id === 'en1')!.score, 5);
  });

  it("leaves out a form found on most pages when its part has a telling one (Pagefind's fallback to a shorter word)", async () => {
    const fallback = async (term: string) => (term === 'afb' ? Object.keys(pages).map((id) => ({ id, score: 0.1 })) : search(term));
    const { pages: found } = await weightedSearch([['afb', 'carrier capacity']], fallback, options);
    expect(found.map((f) => f.result.id)).toEqual(['p2']);
  });

  it('gives a form found on nearly every page its own little weight, and the telling forms the part\'s', async () => {
    // "игроку" is on the one page of Russian text; its English "player" on 96 of 100 pages.
    const player = async (term: string) => (term === 'игроку' ? ['own'] : Array.from({ length: 96 }, (_, i) => `en${i}`)).map((id) => ({ id, score: 1 }));
    const { weights, formWeights } = await weightedSearch([['игроку', 'player']], player, { ...options, pages: 100 });
    expect(formWeights[0][0]).toBe(weights[0]);
    expect(formWeights[0][1]).toBeCloseTo(partWeight(96, 100));
    expect(formWeights[0][1]).toBeLessThan(weights[0] / 10);
  });

  it('weighs a part by the pages its telling forms could be on: all own-text forms, the own text\'s pages', async () => {
    // Of 100 pages 5 have the own text; "같은" is on 3 of those, its English form on 96 pages (so it tells nothing).
    const same = async (term: string) => (term === '같은' ? ['o1', 'o2', 'o3'] : Array.from({ length: 96 }, (_, i) => `en${i}`)).map((id) => ({ id, score: 1 }));
    const { weights } = await weightedSearch([['같은', 'same']], same, { ...options, pages: 100, within: [[5, undefined]] });
    expect(weights[0]).toBeCloseTo(partWeight(3, 5));
  });
});

const rulingPage: PagefindData = {
  url: '/en/factions/nekro/',
  excerpt: '',
  meta: { title: 'The Nekro Virus' },
  content: 'Technology Singularity. Technology Singularity 1 Gains a technology in combat. Technology Singularity 3 Any method that destroys a unit, the Direct Hit action card. Related.',
  anchors: [
    { id: 'technology-singularity', location: 0 },
    { id: 'technology-singularity.1', location: 2 },
    { id: 'technology-singularity.3', location: 10 },
    { id: 'related', location: 25 },
  ],
  sub_results: [
    { url: '/en/factions/nekro/#technology-singularity.1', title: 'Technology Singularity 1', excerpt: 'gains a <mark>technology</mark>' },
    { url: '/en/factions/nekro/#technology-singularity.3', title: 'Technology Singularity 3', excerpt: 'the <mark>Direct</mark> Hit' },
    { url: '/en/factions/nekro/#related', title: 'Related', excerpt: '<mark>direct</mark> <mark>hit</mark> <mark>card</mark>' },
  ],
};

describe('toFullTextHit with the page text', () => {
  it('ranks a ruling note by the query words its section and page title hold, with its number and heading', () => {
    const hit = toFullTextHit(rulingPage, 'en', plain('nekro', 'direct', 'hit'));
    expect(hit.subs.map((s) => [s.number, s.heading, s.score])).toEqual([
      ['3', 'Technology Singularity', 3],
      ['1', 'Technology Singularity', 1],
    ]);
  });

  it('halves a note\'s score when the query names neither its faction nor all of its card', () => {
    const hit = toFullTextHit(rulingPage, 'en', plain('direct', 'hit', 'card'));
    expect(hit.subs.map((s) => [s.number, s.score])).toEqual([['3', 1.5]]);
    // "singularity" alone does not name Technology Singularity; both words do.
    expect(toFullTextHit(rulingPage, 'en', plain('singularity', 'combat')).subs[0].score).toBe(1);
    expect(toFullTextHit(rulingPage, 'en', plain('technology', 'singularity', 'combat')).subs[0].score).toBe(3);
  });

  // A component page: its notes are about a card, named by the card's words.
  const relics: PagefindData = {
    url: '/en/components/relics/',
    excerpt: '',
    meta: { title: 'Relics' },
    content: 'Book of Latvinia. Book of Latvinia 3 If the Nekro player draws it, six command tokens.',
    anchors: [
      { id: 'book-of-latvinia', location: 0 },
      { id: 'book-of-latvinia.3', location: 3 },
    ],
    sub_results: [{ url: '/en/components/relics/#book-of-latvinia.3', title: 'Book of Latvinia 3', excerpt: 'the <mark>Nekro</mark>' }],
  };

  it('counts a section that holds only a form found on nearly every page at that form\'s weight, not its part\'s', () => {
    // A form without a word ("—") comes first: the weights must stay with their forms.
    const query = { parts: [['—', 'игроку', 'player'], ['book latvinia']], weights: [5, 1], formWeights: [[5, 5, 0.04], [1]] };
    const [sub] = toFullTextHit(relics, 'en', query).subs;
    expect(sub.score).toBeCloseTo(1.04);
    expect(toFullTextHit(relics, 'en', { parts: query.parts, weights: query.weights }).subs[0].score).toBeCloseTo(6);
  });

  it('names a card without the words a query leaves out ("of"): "book latvinia" names Book of Latvinia', () => {
    expect(toFullTextHit(relics, 'en', plain('book', 'latvinia', 'nekro')).subs.map((s) => [s.number, s.score])).toEqual([['3', 3]]);
  });

  it('counts a faction named by its id or a word its vocabulary calls it; by any word of its title only without vocabulary', () => {
    const page = { ...rulingPage, meta: { title: 'The Nekro Virus' } };
    const called = { called: ['nekro'], named: [] };
    // "virus" is a word of the title (which every section holds), but the vocabulary has words for the Nekro and the
    // query used none: the note is halved.
    expect(toFullTextHit(page, 'en', { ...plain('virus', 'direct', 'hit'), factions: called }).subs[0].score).toBe(1.5);
    expect(toFullTextHit(page, 'en', { ...plain('virus', 'direct', 'hit'), factions: { called: ['nekro'], named: ['nekro'] } }).subs[0].score).toBe(3);
    // The page's id names it as typed; a faction the vocabulary has no words for is named by a word of its title.
    expect(toFullTextHit(page, 'en', { ...plain('nekro', 'direct', 'hit'), factions: called }).subs[0].score).toBe(3);
    expect(toFullTextHit(page, 'en', { ...plain('virus', 'direct', 'hit'), factions: { called: ['mentak'], named: [] } }).subs[0].score).toBe(3);
    // On a site of another script, a word of the title typed in the English letters names it too.
    expect(toFullTextHit(page, 'ru', { ...plain('virus', 'direct', 'hit'), factions: { ...called, foreign: ['virus'] } }).subs[0].score).toBe(3);
  });

  it('says which factions the vocabulary calls by a word, and which of them the query names', () => {
    expect(fullTextPlan(parseQuery('nekro direct hit'), index()).factions).toEqual({ called: ['nekro'], named: ['nekro'] });
    expect(fullTextPlan(parseQuery('virus direct hit'), index()).factions).toEqual({ called: ['nekro'], named: [] });
    // The Korean site's words typed in the English letters (the English name of a faction, which its vocabulary lacks).
    const ko = koreanIndex('', '- {words: [네크로], means: The Nekro Virus, target: factions/nekro}\n');
    expect(fullTextPlan(parseQuery('virus 유닛생산'), ko).factions).toEqual({ called: ['nekro'], named: [], foreign: ['virus'] });
    expect(fullTextPlan(parseQuery('네크로 유닛생산'), ko).factions).toEqual({ called: ['nekro'], named: ['nekro'] });
  });

  it('weighs the parts a section holds, and lists a section Pagefind gave no sub-result for, with an excerpt of its own', () => {
    const hit = toFullTextHit({ ...rulingPage, sub_results: [] }, 'en', { parts: [['nekro'], ['direct'], ['gains']], weights: [1, 5, 2] });
    expect(hit.subs.map((s) => [s.number, s.score])).toEqual([
      ['3', 6],
      ['1', 3],
    ]);
    expect(hit.subs[1].excerpt).toBe('Technology Singularity 1 <mark>Gains</mark> a technology in combat.');
  });

  it("leaves the anchor's own text (its number, a note's heading) out of an excerpt it writes", () => {
    const anchors = rulingPage.anchors!.map((a) => ({ ...a, text: a.id === 'technology-singularity.1' ? 'Technology Singularity 1' : undefined }));
    const hit = toFullTextHit({ ...rulingPage, anchors, sub_results: [] }, 'en', plain('gains'));
    expect(hit.subs[0].excerpt).toBe('<mark>Gains</mark> a technology in combat.');
  });

  it("shows Pagefind's excerpt of a section unless its own words show more of the query's words, or as many sooner", () => {
    // Pagefind's excerpt of note 1 marks "technology" only; the note's first words hold "gains" and "technology" too.
    expect(toFullTextHit(rulingPage, 'en', plain('gains', 'technology')).subs.find((s) => s.number === '1')?.excerpt).toBe(
      '<mark>Technology</mark> Singularity 1 <mark>Gains</mark> a <mark>technology</mark> in combat.',
    );
    // For "technology" alone, both show it; the note's own words show it first (the box shows two lines of an excerpt).
    expect(toFullTextHit(rulingPage, 'en', plain('nekro', 'technology')).subs.find((s) => s.number === '1')?.excerpt).toMatch(/^<mark>Technology<\/mark> Singularity/);
    // Pagefind's, when it shows it as soon: kept.
    const soon = { ...rulingPage, sub_results: [{ url: '/en/factions/nekro/#technology-singularity.1', title: 'Technology Singularity 1', excerpt: '<mark>technology</mark> in combat' }] };
    expect(toFullTextHit(soon, 'en', plain('nekro', 'technology')).subs.find((s) => s.number === '1')?.excerpt).toBe('<mark>technology</mark> in combat');
  });

  it('starts an excerpt it writes just before the first of the query\'s words, when they come further in', () => {
    const long = 'Technology Singularity. Technology Singularity 1 When one or more units of this player destroy a unit of another player in combat, this player gains a technology.';
    const page = { ...rulingPage, content: long, anchors: rulingPage.anchors!.slice(0, 2), sub_results: [] };
    const excerpt = toFullTextHit(page, 'en', plain('combat', 'gains')).subs[0].excerpt;
    expect(excerpt.startsWith('…another player in <mark>combat,</mark>')).toBe(true);
    expect(excerpt).toContain('<mark>gains</mark>');
    // Near the start, it starts with the section.
    expect(toFullTextHit(page, 'en', plain('when')).subs[0].excerpt.startsWith('Technology Singularity 1 <mark>When</mark>')).toBe(true);
  });

  it('escapes the text of an excerpt it writes', () => {
    const page = { ...rulingPage, content: 'Technology Singularity. Technology Singularity 1 <b>Gains</b> & more.', sub_results: [] };
    expect(toFullTextHit(page, 'en', plain('gains')).subs[0].excerpt).toBe('Technology Singularity 1 <mark>&lt;b&gt;Gains&lt;/b&gt;</mark> &amp; more.');
  });
});

describe('toFullTextHit for a question of a kind', () => {
  const page: PagefindData = {
    url: '/en/strategy-card/',
    excerpt: '',
    meta: { title: 'Strategy Card' },
    content: '1.1 Each player chooses a strategy card (see 37.1). 1.2 A strategy card has 2 sides. 1.3 There are eight strategy cards.',
    anchors: [
      { id: '1.1', location: 0, text: '1.1' },
      { id: '1.2', location: 9, text: '1.2' },
      { id: '1.3', location: 16, text: '1.3' },
    ],
    sub_results: [],
  };
  const numbers = (hit: ReturnType<typeof toFullTextHit>) => hit.subs.map((s) => s.number);

  const count = (...words: string[]) => ({ words, numbers: true });
  it('lists first, of the sections that hold as much of it, those that state a count in a word or a number', () => {
    expect(numbers(toFullTextHit(page, 'en', { ...plain('strategy', 'cards'), expects: count('eight') }))).toEqual(['1.2', '1.3', '1.1']);
    expect(numbers(toFullTextHit(page, 'en', { ...plain('strategy', 'cards'), expects: count('nine') }))).toEqual(['1.2', '1.1', '1.3']);
    // A kind a number does not answer ("when"): its words only.
    expect(numbers(toFullTextHit(page, 'en', { ...plain('strategy', 'cards'), expects: { words: ['chooses'], numbers: false } }))).toEqual(['1.1', '1.2', '1.3']);
    expect(numbers(toFullTextHit(page, 'en', { ...plain('strategy', 'cards'), expects: { words: ['there'], numbers: false } }))).toEqual(['1.3', '1.1', '1.2']);
  });

  it('keeps page order for any other query, and a section that holds more of the query first all the same', () => {
    expect(numbers(toFullTextHit(page, 'en', plain('strategy', 'cards')))).toEqual(['1.1', '1.2', '1.3']);
    expect(numbers(toFullTextHit(page, 'en', { ...plain('strategy', 'cards', 'chooses'), expects: count('eight') }))[0]).toBe('1.1');
  });
});

describe('toFullTextHit with a term the vocabulary expands', () => {
  const page = (url: string, content: string): PagefindData => ({
    url,
    excerpt: '',
    meta: { title: '' },
    content,
    anchors: [{ id: '1.1', location: 0, text: '1.1' }, { id: '1.2', location: 7, text: '1.2' }],
    sub_results: [],
  });
  const query: AnswerQuery = { parts: [['activate', 'tactical action'], ['system']] };

  it("lists first, of the sections that hold as much of the query, the one in the player's own words", () => {
    const hit = toFullTextHit(page('/en/a/', '1.1 A tactical action takes a system here. 1.2 You activate a system.'), 'en', query);
    expect(hit.subs.map((s) => [s.number, s.score, s.typed])).toEqual([['1.2', 2, 2], ['1.1', 2, 1]]);
  });

  it('does so across pages too, before page order', () => {
    const meaning = toFullTextHit(page('/en/a/', '1.1 A tactical action takes a system here. 1.2 Nothing else.'), 'en', query);
    const typed = toFullTextHit(page('/en/b/', '1.1 Nothing to see here at all. 1.2 You activate a system.'), 'en', query);
    expect(fullTextItems([meaning, typed], [], 'en', { answerFirst: true }).filter((i) => i.kind === 'sub').map((i) => i.href)).toEqual(['/en/b/#1.2', '/en/a/#1.1']);
  });
});

describe('toFullTextHit and fullTextItems with words said side by side', () => {
  const page = (url: string, title: string, content: string): PagefindData => ({
    url,
    excerpt: '',
    meta: { title },
    content,
    anchors: [{ id: '1.1', location: 0, text: '1.1' }, { id: '1.2', location: 10, text: '1.2' }],
    sub_results: [],
  });
  const query = plain('exhausted', 'cards', 'readied');

  it("counts the query's neighbouring parts a section says next to each other, in the query's order", () => {
    const hit = toFullTextHit(page('/en/a/', 'A', '1.1 A card that is exhausted is readied later on. 1.2 Each player readies their exhausted cards.'), 'en', query);
    expect(hit.subs.map((s) => [s.number, s.adjacent])).toEqual([['1.1', 0], ['1.2', 1]]);
    // Side by side but in the other order ("cards exhausted") is not the query's pair.
    expect(toFullTextHit(page('/en/a/', 'A', '1.1 Cards exhausted are readied again at once here. 1.2 x'), 'en', query).subs[0].adjacent).toBe(0);
  });

  it('lists first, across pages, of the sections that hold as much of the query, the one that says its words together', () => {
    // /en/readied/ names a word of the query in its title and comes first in page order: on the tie the section that
    // says "exhausted cards" comes first all the same.
    const readied = toFullTextHit(page('/en/readied/', 'Readied', '1.1 A card that is exhausted is readied later on. 1.2 Nothing here.'), 'en', query);
    const exhausted = toFullTextHit(page('/en/exhausted/', 'Exhausted', '1.1 Each player readies all their exhausted cards now. 1.2 Nothing here.'), 'en', query);
    expect(readied.subs[0].score).toBe(exhausted.subs[0].score);
    expect(fullTextItems([readied, exhausted], [], 'en', { answerFirst: true }).filter((i) => i.kind === 'sub').map((i) => i.href).slice(0, 2)).toEqual(['/en/exhausted/#1.1', '/en/readied/#1.1']);
  });

  it('lists first the section of a page whose title names a telling part of the query, before words side by side', () => {
    // "same ability reroll die twice": Space Cannon says "ability die" together, but its title only names "ability", a
    // word of most pages; Rerolls is named by the query's rarest word.
    const asked: AnswerQuery = { parts: [['same'], ['ability'], ['die'], ['reroll']], weights: [0.6, TITLED_WEIGHT / 2, 1.6, 2.7] };
    const cannon = toFullTextHit(page('/en/space-cannon/', 'Space Cannon Ability', '1.1 With the same ability die, reroll. 1.2 x'), 'en', asked);
    const rerolls = toFullTextHit(page('/en/rerolls/', 'Rerolls', '1.1 Nothing here at all, none of it, no words. 1.2 A die may not be reroll twice by the same ability.'), 'en', asked);
    expect(cannon.subs[0].score).toBe(rerolls.subs[0].score);
    expect(cannon.subs[0].adjacent).toBeGreaterThan(rerolls.subs[0].adjacent ?? 0);
    const first = (hits: FullTextHit[]) => fullTextItems(hits, [], 'en', { answerFirst: true }).find((i) => i.kind === 'sub')?.href;
    expect(first([cannon, rerolls])).toBe('/en/rerolls/#1.2');
    // Titles that both name a telling part leave it to the words side by side (above).
    const telling: AnswerQuery = { ...asked, weights: [0.6, TITLED_WEIGHT, 1.6, 2.7] };
    const rerollsPage = page('/en/rerolls/', 'Rerolls', '1.1 Nothing here at all, none of it, no words. 1.2 A die may not be reroll twice by the same ability.');
    expect(first([toFullTextHit(rerollsPage, 'en', telling), toFullTextHit(page('/en/space-cannon/', 'Space Cannon Ability', '1.1 With the same ability die, reroll. 1.2 x'), 'en', telling)])).toBe('/en/space-cannon/#1.1');
  });
});

describe('toFullTextHit with sub-rules under a heading', () => {
  // "90.13 Technology Specialties" is a sub-rule that is a heading; 90.14 and 90.15 are under it (h3), 90.16 is not.
  const data: PagefindData = {
    url: '/en/technology/',
    excerpt: '',
    meta: { title: 'Technology' },
    content: '90.13 Technology Specialties 90.14 A planet may be exhausted to skip. 90.15 If the planet is already exhausted, no. 90.16 Exhausted planets ready.',
    anchors: [
      { id: '90.13', location: 0, text: '90.13', element: 'h2' },
      { id: '90.14', location: 3, text: '90.14', element: 'h3' },
      { id: '90.15', location: 10, text: '90.15', element: 'h3' },
      { id: '90.16', location: 18, text: '90.16', element: 'h2' },
    ],
    sub_results: [],
  };

  it("reads a sub-rule under a heading with the heading's words, and none after the next heading", () => {
    const hit = toFullTextHit(data, 'en', plain('specialties', 'already', 'exhausted'));
    expect(hit.subs.map((s) => [s.number, s.score])).toEqual([['90.15', 3], ['90.14', 2], ['90.13', 1]]);
    // 90.16 is under no heading: "ready" only, as much as the others' "specialties", and last in page order.
    expect(toFullTextHit(data, 'en', plain('specialties', 'ready')).subs.map((s) => [s.number, s.score])).toEqual([['90.13', 1], ['90.14', 1], ['90.15', 1]]);
  });

  it("does not read a ruling's note with the words of the note it is under", () => {
    const ruling: PagefindData = {
      ...data,
      url: '/en/components/action-cards/',
      content: 'Sabotage 1 Sabotage cancels an action card. Sabotage 1.1 It cannot be played twice.',
      anchors: [
        { id: 'sabotage.1', location: 0, text: 'Sabotage 1', element: 'h3' },
        { id: 'sabotage.1.1', location: 7, text: 'Sabotage 1.1', element: 'h4' },
      ],
    };
    const hit = toFullTextHit(ruling, 'en', plain('sabotage', 'cancels', 'twice'));
    expect(hit.subs.find((s) => s.number === '1.1')?.score).toBe(2);
  });
});

describe('a page without sub-rules answers a question about its own topic as a sub-rule would', () => {
  const unnumbered = (url: string, title: string, content: string): PagefindData => ({ url, excerpt: 'its text', meta: { title }, content, anchors: [], sub_results: [] });
  const rule = toFullTextHit(
    { url: '/en/technology/', excerpt: '', meta: { title: 'Technology' }, content: '90.1 A breakthrough is not a technology.', anchors: [{ id: '90.1', location: 0, text: '90.1', element: 'h2' }], sub_results: [] },
    'en',
    plain('breakthrough', 'count', 'technology', 'prerequisites'),
  );

  it('lists the page among the sub-rules, by how much of the question its whole text holds', () => {
    const page = toFullTextHit(unnumbered('/en/breakthroughs/', 'Breakthroughs', 'A breakthrough does not count as a technology for prerequisites.'), 'en', plain('breakthrough', 'count', 'technology', 'prerequisites'));
    expect(page.whole?.score).toBe(4);
    const items = fullTextItems([rule, page], [], 'en', { answerFirst: true });
    expect(items[0]).toMatchObject({ kind: 'page', href: '/en/breakthroughs/', excerpt: 'its text' });
    expect(items[1].href).toBe('/en/technology/#90.1');
  });

  it('not when its title names nothing of the question, nor for the intro of a page with sub-rules', () => {
    expect(toFullTextHit(unnumbered('/en/space-stations/', 'Space Stations', 'Commodities become trade goods here.'), 'en', plain('commodities', 'trade', 'goods')).whole).toBeUndefined();
    expect(rule.whole).toBeUndefined();
  });
});

describe('fullTextItems, answer first', () => {
  const rules = toFullTextHit(
    {
      url: '/en/capacity/',
      excerpt: '',
      meta: { title: 'Capacity' },
      content: 'Capacity. 3.1 Capacity of ships. 3.2 Excess fighters are removed.',
      anchors: [
        { id: '3.1', location: 1 },
        { id: '3.2', location: 5 },
      ],
      sub_results: [
        { url: '/en/capacity/#3.1', excerpt: '<mark>capacity</mark>' },
        { url: '/en/capacity/#3.2', excerpt: '<mark>fighters</mark> <mark>removed</mark>' },
      ],
    },
    'en',
    plain('fighters', 'removed', 'capacity'),
  );
  const nekro = toFullTextHit(rulingPage, 'en', plain('fighters', 'removed', 'capacity', 'combat'));

  it('lists a rule before a ruling\'s note that holds as many of the words', () => {
    const named = toFullTextHit(rulingPage, 'en', plain('nekro', 'technology', 'combat'));
    const rule = toFullTextHit(
      { url: '/en/combat/', excerpt: '', meta: { title: 'Combat' }, content: 'Combat. 1.1 Nekro gains technology.', anchors: [{ id: '1.1', location: 1 }], sub_results: [{ url: '/en/combat/#1.1', excerpt: '' }] },
      'en',
      plain('nekro', 'technology', 'combat'),
    );
    expect(fullTextItems([named, rule], [], 'en', { answerFirst: true })[0].href).toBe('/en/combat/#1.1');
  });

  it('lists the sub-rules and notes that hold more of the words first, the pages after them', () => {
    const items = fullTextItems([rules, nekro], [], 'en', { answerFirst: true });
    expect(items.map((i) => i.href)).toEqual([
      '/en/capacity/#3.2',
      '/en/capacity/#3.1',
      // A section that holds none of the query is no answer.
      '/en/factions/nekro/#technology-singularity.1',
      '/en/capacity/',
      '/en/factions/nekro/',
    ]);
    expect(items[2]).toMatchObject({ kind: 'sub', number: '1', title: 'Technology Singularity · The Nekro Virus' });
  });

  it('lists each page before its sub-rules for a single word', () => {
    expect(fullTextItems([rules], [], 'en').map((i) => i.href)).toEqual(['/en/capacity/', '/en/capacity/#3.2', '/en/capacity/#3.1']);
  });
});
