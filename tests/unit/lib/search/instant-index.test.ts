import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../tools/seeded-random.ts';
import { siteGlossary } from '../../../../src/pipeline/content-loader.ts';
import type { Glossary } from '../../../../src/lib/content/glossary.ts';
import { LOCALES, type Locale } from '../../../../src/lib/locale/locale.ts';
import { formatSizes, INSTANT_INDEX_BUDGET_GZIP, instantIndexSizes } from '../../../../tools/bench/index-size.ts';
import {
  buildInstantIndex,
  loadInstantIndex,
  searchInstant,
  serializeInstantIndex,
  type LoadedInstantIndex,
} from '../../../../src/lib/search/instant-index.ts';
import { inlineGlossary } from '../../inline-glossary.ts';

/** A small glossary: alpha in en and ko (ko lacks en's 1.2, so its 7.2 aligns with LRR 1.3), beta in ru only. */
function fixture(): Glossary {
  return inlineGlossary('number\tid\ttitle_en\n1\talpha\tAlpha Rule\n2\tbeta\tBeta Rule\n\tgamma\tGamma\n', [
    { locale: 'en', text: '---\nid: alpha\ntitle: Alpha Rule\nnumber: 1\naliases: [First Rule]\n---\n\n1.1 One.\n\n1.2 Two.\n\n1.3 Three.\n' },
    { locale: 'ko', text: '---\nid: alpha\ntitle: 알파 규칙\nnumber: 7\nalign:\n  "7.2": 3\n---\n\n7.1 하나.\n\n7.2 셋.\n' },
    { locale: 'ru', text: '---\nid: beta\ntitle: Бета\nnumber: 3\n---\n\n3.1 Раз.\n\n## См. также\n\n- [Правило альфа](alpha)\n' },
  ]);
}

function load(glossary: Glossary, locale: Locale): LoadedInstantIndex {
  return loadInstantIndex(serializeInstantIndex(buildInstantIndex(glossary, locale)));
}

const hrefs = (index: LoadedInstantIndex, query: string, locale: Locale) =>
  searchInstant(index, query, locale, '/lrr/').map((r) => r.href);

describe('buildInstantIndex', () => {
  const glossary = fixture();

  it('holds every topic present in some locale, with the locale number or none', () => {
    const data = buildInstantIndex(glossary, 'ko');
    expect(data.topics.map((t) => [t.id, t.number, t.lrr, t.label])).toEqual([
      ['alpha', 7, 1, '알파 규칙'],
      ['beta', null, 2, 'Beta Rule'],
    ]);
  });

  it('names a topic the locale lacks by the name its related topics use', () => {
    expect(buildInstantIndex(glossary, 'ru').topics.find((t) => t.id === 'alpha')?.label).toBe('Правило альфа');
  });

  it('survives JSON: the loaded index answers like the built one', () => {
    const data = buildInstantIndex(glossary, 'en');
    const fromObject = loadInstantIndex(data);
    const fromJson = loadInstantIndex(JSON.parse(JSON.stringify(data)));
    expect(searchInstant(fromJson, 'alpha', 'en', '/')).toEqual(searchInstant(fromObject, 'alpha', 'en', '/'));
  });

  it('refuses an index of another version', () => {
    const data = { ...buildInstantIndex(glossary, 'en'), version: 0 };
    expect(() => loadInstantIndex(data)).toThrow(/version 0/);
  });
});

describe('searchInstant on a fixture', () => {
  const glossary = fixture();
  const ko = load(glossary, 'ko');
  const en = load(glossary, 'en');
  const ru = load(glossary, 'ru');

  it('puts a sub-rule first, then its entry, with hrefs under the base path', () => {
    expect(searchInstant(ko, '7.2', 'ko', '/lrr/').slice(0, 2)).toEqual([
      { href: '/lrr/ko/alpha/#7.2', label: '알파 규칙', number: '7.2', kind: 'subrule', id: 'alpha', translated: true },
      { href: '/lrr/ko/alpha/', label: '알파 규칙', number: '7', kind: 'entry', id: 'alpha', translated: true },
    ]);
  });

  it('maps an LRR number through the alignment to the local sub-rule', () => {
    expect(hrefs(ko, 'LRR 1.3', 'ko')[0]).toBe('/lrr/ko/alpha/#7.2');
    expect(hrefs(ko, 'LRR 1.1', 'ko')[0]).toBe('/lrr/ko/alpha/#7.1');
    // LRR 1.2 has no Korean counterpart: the entry, not a wrong sub-rule.
    expect(hrefs(ko, 'LRR 1.2', 'ko')).toEqual(['/lrr/ko/alpha/']);
    // A number the locale does not have is read as an LRR number.
    expect(hrefs(ko, '1.3', 'ko')[0]).toBe('/lrr/ko/alpha/#7.2');
  });

  it('links a topic the locale lacks to its fallback page, marked with the language of its text', () => {
    const [result] = searchInstant(ko, 'LRR 2', 'ko', '/');
    expect(result).toEqual({ href: '/ko/beta/', label: 'Beta Rule', number: null, kind: 'entry', id: 'beta', translated: false, textLocale: 'ru' });
    expect(searchInstant(ko, 'Бета', 'ko', '/')[0]?.href).toBe('/ko/beta/');
  });

  it('finds a topic by its alias and by its names in the other locales', () => {
    expect(hrefs(en, 'first rule', 'en')[0]).toBe('/lrr/en/alpha/');
    expect(hrefs(en, '알파 규칙을', 'en')[0]).toBe('/lrr/en/alpha/');
    expect(hrefs(ru, 'alpha', 'ru')[0]).toBe('/lrr/ru/alpha/');
    expect(hrefs(ru, 'альфа', 'ru')[0]).toBe('/lrr/ru/alpha/');
  });

  it('ranks a topic the locale has above one it lacks', () => {
    // "rule" is in both English names; only alpha has a Korean entry.
    expect(hrefs(ko, 'rule', 'ko')).toEqual(['/lrr/ko/alpha/', '/lrr/ko/beta/']);
  });

  it('returns nothing for a word it does not know, and respects the limit', () => {
    expect(searchInstant(ko, 'zzzzqqq', 'ko', '/')).toEqual([]);
    expect(searchInstant(en, '1', 'en', '/', { limit: 2 })).toHaveLength(2);
  });

  it('lists a term whose meaning says the rest of the query: another term it holds whole, a rewording of one of its words', () => {
    const data = {
      ...buildInstantIndex(glossary, 'en'),
      terms: [
        { words: ['hand size'], means: 'Alpha rule hand limit', path: 'alpha/#1.2', number: '1.2' },
        { words: ['ar'], means: 'Alpha Rule', path: 'alpha/' },
        { words: ['br'], means: 'Beta Rule', path: 'beta/' },
      ],
      rewordings: [{ words: ['max'], rules: ['limit'] }],
    };
    const index = loadInstantIndex(serializeInstantIndex(data));
    const first = (query: string) => searchInstant(index, query, 'en', '/')[0];
    expect(first('max ar hand size')).toMatchObject({ href: '/en/alpha/#1.2', term: 'hand size' });
    expect(first('hand size rule')).toMatchObject({ href: '/en/alpha/#1.2' });
    // Beta is no part of its meaning, nor is "pick": the term is one thing the question names, not its answer.
    expect(first('br hand size')?.href).not.toBe('/en/alpha/#1.2');
    expect(first('pick hand size')?.href).not.toBe('/en/alpha/#1.2');
  });
});

describe('searchInstant never throws', () => {
  const indexes = Object.fromEntries(LOCALES.map((l) => [l, load(siteGlossary(), l)])) as Record<Locale, LoadedInstantIndex>;
  const hostile = [
    '',
    ' ',
    '🚀🚀🚀',
    '.*+?^${}()|[]\\',
    'x'.repeat(2000),
    '유닛을 '.repeat(400),
    'истребители '.repeat(300),
    '45.5 '.repeat(400),
    'mixed유닛истребительunits45.5п',
    '\ud800',
    '윤',
    'ㅇ',
    'ᆫ',
    '999.999',
    'LRR 999.999',
    '__proto__',
    'constructor',
    'hasOwnProperty',
  ];

  it.each(hostile.map((h) => [h]))('%j', (query) => {
    for (const locale of LOCALES) {
      const results = searchInstant(indexes[locale], query, locale, '/');
      expect(Array.isArray(results)).toBe(true);
      expect(results.length).toBeLessThanOrEqual(10);
    }
  });

  it('on random text from every plane', () => {
    const random = seededRandom(3);
    for (let round = 0; round < 100; round++) {
      let text = '';
      const length = Math.floor(random() * 60);
      for (let i = 0; i < length; i++) {
        const r = random();
        // Mostly the scripts of the site, so the words reach the index.
        const code = r < 0.3 ? 0xac00 + random() * 11172 : r < 0.5 ? 0x430 + random() * 32 : r < 0.7 ? 0x61 + random() * 26 : random() * 0x10ffff;
        text += String.fromCodePoint(Math.floor(code) & ~0x800);
      }
      for (const locale of LOCALES) expect(() => searchInstant(indexes[locale], text, locale, '/')).not.toThrow();
    }
  });
});

describe('instant index size', () => {
  it(`stays within ${INSTANT_INDEX_BUDGET_GZIP / 1024} KB gzipped per locale for the present content`, () => {
    const sizes = instantIndexSizes(siteGlossary());
    console.log(`instant index sizes:\n${formatSizes(sizes)}`);
    for (const size of sizes) expect(size.gzipBytes).toBeLessThanOrEqual(INSTANT_INDEX_BUDGET_GZIP);
  });
});
