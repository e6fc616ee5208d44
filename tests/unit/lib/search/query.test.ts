import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../tools/seeded-random.ts';
import { fullTextQuery, MAX_QUERY_WORDS, parseQuery } from '../../../../src/lib/search/query.ts';

describe('parseQuery: rule numbers', () => {
  it.each([
    ['45.5', 45, 5, false],
    ['45', 45, undefined, false],
    ['45.', 45, undefined, false],
    ['45.5.', 45, 5, false],
    ['п. 49.4', 49, 4, false],
    ['п.49.4', 49, 4, false],
    ['пп. 49.4', 49, 4, false],
    ['пункт 49.4', 49, 4, false],
    ['49,4', 49, 4, false],
    ['LRR 23.4', 23, 4, true],
    ['lrr23.4', 23, 4, true],
    ['LRR: 23', 23, undefined, true],
    ['§45.5', 45, 5, false],
    ['§ 45.5', 45, 5, false],
    ['rule 45.5', 45, 5, false],
    ['#45.5', 45, 5, false],
    ['№ 45', 45, undefined, false],
    ['45.5항', 45, 5, false],
    ['규칙 45.5', 45, 5, false],
    ['  ４５．５  ', 45, 5, false],
    ['39.10', 39, 10, false],
  ])('%j → %i.%s (LRR: %s)', (text, entry, sub, lrr) => {
    expect(parseQuery(text)).toEqual({ kind: 'number', entry, sub, lrr });
  });

  it.each(['0', '45.0', '1234', '45.5.2', '45 5', 'lrr', '4a', 'п', '.5'])('%j is not a rule number', (text) => {
    expect(parseQuery(text).kind).not.toBe('number');
  });
});

describe('parseQuery: words', () => {
  it('normalises words and gives their stems', () => {
    expect(parseQuery('유닛을 생산')).toEqual({
      kind: 'words',
      words: [
        { word: '유닛을', forms: ['유닛을', '유닛'] },
        { word: '생산', forms: ['생산'] },
      ],
    });
    expect(parseQuery('Истребители, ЁЖ')).toEqual({
      kind: 'words',
      words: [
        { word: 'истребители', forms: ['истребители', 'истребител'] },
        { word: 'еж', forms: ['еж'] },
      ],
    });
  });

  it('drops a word repeated in a row, keeps one repeated further on, and keeps at most a dozen', () => {
    expect(parseQuery('unit unit Unit')).toEqual({ kind: 'words', words: [{ word: 'unit', forms: ['unit'] }] });
    const again = parseQuery('хит можно директ хит');
    expect(again.kind === 'words' && again.words.map((w) => w.word)).toEqual(['хит', 'можно', 'директ', 'хит']);
    const many = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const parsed = parseQuery(many);
    expect(parsed.kind === 'words' && parsed.words.length).toBe(MAX_QUERY_WORDS);
  });

  it.each(['', '   ', '🚀💥', '.*+?^${}()|[]\\', '\u0000\u200b'])('%j is empty', (text) => {
    expect(parseQuery(text)).toEqual({ kind: 'empty' });
  });
});

describe('parseQuery: hostile input', () => {
  const hostile: unknown[] = [
    'x'.repeat(2000),
    '유닛을 '.repeat(500),
    '45.'.repeat(700),
    '(((((((((((((((((((((a',
    '\\u0000\\',
    '🇰🇷🇷🇺🇬🇧 𝔘𝔫𝔦𝔱 ﷽',
    'mixed유닛истребительunits45.5п',
    '\ud800\udfff\ud800',
    'a\u0301\u0301\u0301\u0301',
    '<script>alert(1)</script>',
    '%00%ff',
    null,
    undefined,
    45,
    {},
  ];

  it.each(hostile.map((h) => [h]))('never throws: %j', (input) => {
    expect(() => parseQuery(input)).not.toThrow();
    expect(() => fullTextQuery(parseQuery(input))).not.toThrow();
  });

  it('does not throw on 2,000 random characters from every plane', () => {
    const random = seededRandom(1);
    for (let round = 0; round < 50; round++) {
      let text = '';
      for (let i = 0; i < 2000; i++) text += String.fromCodePoint(Math.floor(random() * 0x10ffff) & ~0x800);
      expect(() => parseQuery(text)).not.toThrow();
    }
  });
});

describe('fullTextQuery', () => {
  it('gives Pagefind the nouns without particles, and numbers as typed', () => {
    expect(fullTextQuery(parseQuery('유닛을 생산하는'))).toBe('유닛 생산');
    expect(fullTextQuery(parseQuery('우주에서는 유닛들을'))).toBe('우주 유닛');
    expect(fullTextQuery(parseQuery('истребители'))).toBe('истребители');
    expect(fullTextQuery(parseQuery('п. 49.4'))).toBe('49.4');
    expect(fullTextQuery(parseQuery('45'))).toBe('45');
    expect(fullTextQuery(parseQuery(''))).toBe('');
  });
});
