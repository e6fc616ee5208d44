// The answer first: question words dropped, the vocabulary's terms listed and expanded, a query relaxed to most of
// its words, and the sub-rules and ruling notes that hold more of them listed before their pages.
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../../src/lib/diagnostics.ts';
import type { Glossary } from '../../../src/lib/glossary.ts';
import { buildInstantIndex, loadInstantIndex, searchInstant, type LoadedInstantIndex } from '../../../src/lib/search/instant-index.ts';
import { parseQuery, type WordsQuery } from '../../../src/lib/search/query.ts';
import { meaningWords, questionWordSet } from '../../../src/lib/search/question-words.ts';
import { parseVocabulary } from '../../../src/lib/vocabulary/vocabulary.ts';
import { fullTextItems, fullTextPlan, relaxedSearch, relaxedTerms, toFullTextHit, type PagefindData } from '../../../src/scripts/search-merge.ts';
import { inlineGlossary } from '../inline-glossary.ts';

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
`;

function index(): LoadedInstantIndex {
  const terms = parseVocabulary(VOCABULARY, 'v.yaml', new Diagnostics());
  return loadInstantIndex(JSON.stringify(buildInstantIndex(glossary(), 'en', [], terms)));
}

const words = (query: string) => parseQuery(query) as WordsQuery;

describe('question words', () => {
  const set = questionWordSet(['can', 'I', 'how many', 'do']);
  it('are dropped from a query of other words, and kept when nothing else is left', () => {
    expect(meaningWords(words('how many fighters can I have'), set).map((w) => w.word)).toEqual(['fighters', 'have']);
    expect(meaningWords(words('can I'), set).map((w) => w.word)).toEqual(['can', 'i']);
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

  it('leaves a term inside a longer question to the full text, and no loose topics either', () => {
    expect(list('do I lose fighters when my carrier dies').map((r) => r.kind)).not.toContain('term');
    expect(list('lose fighters carrier dies')).toEqual([]);
  });
});

describe('fullTextPlan', () => {
  const loaded = index();
  it('searches the words that carry meaning, abbreviations expanded', () => {
    expect(fullTextPlan(parseQuery('AFB'), loaded)).toEqual({ words: ['anti', 'fighter', 'barrage'], answerFirst: true });
    expect(fullTextPlan(parseQuery('do I lose fighters when my carrier dies'), loaded).words).toEqual([
      'lose',
      'fighters',
      'capacity',
      'excess',
      'removed',
    ]);
    // A term that shares a word with what it stands for is searched as typed.
    expect(fullTextPlan(parseQuery('fighters'), loaded)).toEqual({ words: ['fighters'], answerFirst: false });
    expect(fullTextPlan(parseQuery('45.5'), loaded)).toEqual({ words: ['45.5'], answerFirst: false });
    // A question of one word that carries meaning: the answer first all the same.
    expect(fullTextPlan(parseQuery('can I have fighters'), loaded)).toEqual({ words: ['have', 'fighters'], answerFirst: true });
    expect(fullTextPlan(parseQuery('do fighters'), loaded)).toEqual({ words: ['fighters'], answerFirst: true });
    expect(fullTextPlan(parseQuery(''), loaded).words).toEqual([]);
  });
});

describe('relaxedTerms and relaxedSearch', () => {
  it('tries all the words, then every choice of one fewer, down to half', () => {
    expect(relaxedTerms(['a', 'b', 'c'])).toEqual([['a', 'b', 'c'], ['a', 'b'], ['a', 'c'], ['b', 'c']]);
    expect(relaxedTerms(['a'])).toEqual([['a']]);
    expect(relaxedTerms(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], 10)).toHaveLength(10);
  });

  // Pages by their words; a search ANDs the words of its term (as Pagefind does).
  const pages: Record<string, string[]> = { p1: ['lose', 'fighters'], p2: ['fighters', 'carrier', 'capacity'], p3: ['carrier'] };
  const search = async (term: string) =>
    Object.entries(pages)
      .filter(([, w]) => term.split(' ').every((t) => w.includes(t)))
      .map(([id]) => ({ id, score: pages[id].length }));

  it('finds the pages that match most of the words when none matches all, ranked by how many', async () => {
    const found = await relaxedSearch(['lose', 'fighters', 'carrier', 'capacity'], search, { key: (r) => r.id, score: (r) => r.score });
    expect(found.map((f) => [f.result.id, f.matched])).toEqual([['p2', 3], ['p1', 2]]);
  });

  it('stops relaxing once enough pages match', async () => {
    const calls: string[] = [];
    await relaxedSearch(['fighters', 'carrier'], async (t) => (calls.push(t), search(t)), { key: (r) => r.id, score: (r) => r.score, wanted: 1 });
    expect(calls).toEqual(['fighters carrier']);
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
    const hit = toFullTextHit(rulingPage, 'en', ['nekro', 'direct', 'hit']);
    expect(hit.subs.map((s) => [s.number, s.heading, s.words])).toEqual([
      ['3', 'Technology Singularity', 3],
      ['1', 'Technology Singularity', 1],
    ]);
  });

  it('ranks a note one word lower when the query names neither its faction or card nor its heading', () => {
    const hit = toFullTextHit(rulingPage, 'en', ['direct', 'hit', 'card']);
    expect(hit.subs.map((s) => [s.number, s.words])).toEqual([
      ['3', 2],
      ['1', -1],
    ]);
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
    ['fighters', 'removed', 'capacity'],
  );
  const nekro = toFullTextHit(rulingPage, 'en', ['fighters', 'removed', 'capacity']);

  it('lists a rule before a ruling\'s note that holds as many of the words', () => {
    const named = toFullTextHit(rulingPage, 'en', ['nekro', 'technology', 'combat']);
    const rule = toFullTextHit(
      { url: '/en/combat/', excerpt: '', meta: { title: 'Combat' }, content: 'Combat. 1.1 Nekro gains technology.', anchors: [{ id: '1.1', location: 1 }], sub_results: [{ url: '/en/combat/#1.1', excerpt: '' }] },
      'en',
      ['nekro', 'technology', 'combat'],
    );
    expect(fullTextItems([named, rule], [], 'en', { answerFirst: true })[0].href).toBe('/en/combat/#1.1');
  });

  it('lists the sub-rules and notes that hold more of the words first, the pages after them', () => {
    const items = fullTextItems([rules, nekro], [], 'en', { answerFirst: true });
    expect(items.map((i) => i.href)).toEqual([
      '/en/capacity/#3.2',
      '/en/capacity/#3.1',
      '/en/factions/nekro/#technology-singularity.1',
      '/en/factions/nekro/#technology-singularity.3',
      '/en/capacity/',
      '/en/factions/nekro/',
    ]);
    expect(items[2]).toMatchObject({ kind: 'sub', number: '1', title: 'Technology Singularity · The Nekro Virus' });
  });

  it('lists each page before its sub-rules for a single word', () => {
    expect(fullTextItems([rules], [], 'en').map((i) => i.href)).toEqual(['/en/capacity/', '/en/capacity/#3.2', '/en/capacity/#3.1']);
  });
});
