/** The string-level rules of the cross-referencer, each alone. */
import { describe, expect, it } from 'vitest';
import { endsWithParticles, endsWord, isQuoted, startsWord } from '../../../../src/lib/crossref/boundaries.ts';
import { acceptsOccurrence, findTermMatches, selectSpans } from '../../../../src/lib/crossref/find-terms.ts';
import { isParticleRun } from '../../../../src/lib/crossref/korean-particles.ts';
import { splitQualifier } from '../../../../src/lib/crossref/qualifier.ts';
import { findRuleNumbers } from '../../../../src/lib/crossref/rule-numbers.ts';
import type { Term } from '../../../../src/lib/crossref/terms.ts';

const word = (text: string, id: string): Term => ({ text, id, mode: 'word' });
const quoted = (text: string, id: string): Term => ({ text, id, mode: 'quoted' });
const texts = (text: string, terms: Term[], locale: 'ru' | 'en' | 'ko' = 'ko') =>
  selectSpans(findTermMatches(text, terms, locale)).map((m) => text.slice(m.start, m.end));

describe('splitQualifier', () => {
  it('separates a parenthesised qualifier', () => {
    expect(splitQualifier('우주포 (유닛 능력)')).toEqual({ bare: '우주포', qualifier: '유닛 능력' });
    expect(splitQualifier('Warfare (Strategy Card)')).toEqual({ bare: 'Warfare', qualifier: 'Strategy Card' });
  });
  it('leaves a plain name alone', () => {
    expect(splitQualifier(' 유닛 생산 ')).toEqual({ bare: '유닛 생산', qualifier: null });
    expect(splitQualifier('(전략 카드)')).toEqual({ bare: '(전략 카드)', qualifier: null });
  });
});

describe('isParticleRun', () => {
  it('accepts particles, stacked particles and the plural', () => {
    for (const rest of ['을', '를', '의', '이', '은', '에서', '에서는', '으로', '으로만', '들', '들의', '과의', '이나', '입니다']) {
      expect(isParticleRun(rest), rest).toBe(true);
    }
  });
  it('refuses verb endings and other words', () => {
    for (const rest of ['', '하다', '할', '한', '해야', '값', '값을', '생산', '화']) expect(isParticleRun(rest), rest).toBe(false);
  });
});

describe('word boundaries', () => {
  it('startsWord and endsWord look at the neighbouring characters', () => {
    expect(startsWord('PDS 유닛', 4)).toBe(true);
    expect(startsWord('PDS유닛', 3)).toBe(false);
    expect(endsWord('유닛.', 2)).toBe(true);
    expect(endsWord('유닛을', 2)).toBe(false);
    expect(endsWord('유닛', 2)).toBe(true);
  });
  it('endsWithParticles needs Korean and a particle-only letter run', () => {
    expect(endsWithParticles('유닛을 생산', 2, 'ko')).toBe(true);
    expect(endsWithParticles('이동할 수', 2, 'ko')).toBe(false);
    expect(endsWithParticles('이동값을', 2, 'ko')).toBe(false);
    expect(endsWithParticles('유닛을', 2, 'ru')).toBe(false);
  });
  it('isQuoted wants a matching pair around the span', () => {
    expect(isQuoted("'우주포' 능력", 1, 4)).toBe(true);
    expect(isQuoted('«Отряды»', 1, 7)).toBe(true);
    expect(isQuoted('“Units”', 1, 6)).toBe(true);
    expect(isQuoted("'우주포 능력", 1, 4)).toBe(false);
    expect(isQuoted('«Отряды"', 1, 7)).toBe(false);
  });
});

describe('acceptsOccurrence', () => {
  it('a word term links as a whole word, with Korean particles, or quoted', () => {
    const t = word('유닛', 'units');
    expect(acceptsOccurrence('각 유닛은', 2, 4, t, 'ko')).toBe(true);
    expect(acceptsOccurrence("'유닛'", 1, 3, t, 'ko')).toBe(true);
    expect(acceptsOccurrence('유닛화', 0, 2, t, 'ko')).toBe(false);
  });
  it('a quoted term (bare form of a qualified title) needs quotes or particles', () => {
    const t = quoted('전쟁', 'warfare');
    expect(acceptsOccurrence('전쟁 태양 2기', 0, 2, t, 'ko')).toBe(false);
    expect(acceptsOccurrence("'전쟁' 전략 카드", 1, 3, t, 'ko')).toBe(true);
    expect(acceptsOccurrence('전쟁을 선언', 0, 2, t, 'ko')).toBe(true);
    expect(acceptsOccurrence('Warfare is', 0, 7, quoted('Warfare', 'warfare'), 'en')).toBe(false);
  });
});

describe('findTermMatches and selectSpans', () => {
  const terms = [word('유닛 생산', 'producing-units'), word('유닛', 'units'), word('이동', 'movement'), quoted('이동값', 'move')];

  it('longest match wins: 유닛 inside 유닛 생산 is not a second match', () => {
    expect(texts('유닛 생산을 하려면 유닛을 고릅니다', terms)).toEqual(['유닛 생산', '유닛']);
  });
  it('a title inside a longer word does not match', () => {
    expect(texts('이동할 수 있는 이동값은 2', terms)).toEqual(['이동값']);
    expect(texts('이동하다', terms)).toEqual([]);
  });
  it('is case-insensitive for Cyrillic and Latin', () => {
    expect(texts('Игрок размещает отряды.', [word('Отряды', 'units')], 'ru')).toEqual(['отряды']);
    expect(texts('see Producing Units and producing units', [word('Producing Units', 'producing-units')], 'en')).toEqual([
      'Producing Units',
      'producing units',
    ]);
  });
  it('Russian and English words must end at a non-letter', () => {
    expect(texts('отрядов', [word('Отряды', 'units')], 'ru')).toEqual([]);
    expect(texts('Unitsless units', [word('Units', 'units')], 'en')).toEqual(['units']);
  });
  it('finds every accepted occurrence, the longer first where two start together, among many names of one prefix', () => {
    // A thousand topics named alike ("Topic 1" … "Topic 1000"), as in the bench's synthetic corpus.
    const many = [word('Topic 120 Rules', 'rules-120'), ...Array.from({ length: 1000 }, (_, i) => word(`Topic ${i + 1}`, `topic-${i + 1}`))].sort(
      (a, b) => b.text.length - a.text.length,
    );
    const text = 'see topic 12, Topic 120 rules and topic 1000; not atopic 12 nor Topic 12a';
    const found = findTermMatches(text, many, 'en').map((m) => [text.slice(m.start, m.end), m.term.id]);
    expect(found).toEqual([
      ['topic 12', 'topic-12'],
      ['Topic 120 rules', 'rules-120'],
      ['Topic 120', 'topic-120'],
      ['topic 1000', 'topic-1000'],
    ]);
    expect(texts(text, many, 'en')).toEqual(['topic 12', 'Topic 120 rules', 'topic 1000']);
  });
  it('selectSpans prefers the longer of two overlapping spans, then the earlier', () => {
    const spans = [
      { start: 0, end: 3 },
      { start: 2, end: 8 },
      { start: 8, end: 10 },
      { start: 9, end: 11 },
    ];
    expect(selectSpans(spans)).toEqual([
      { start: 2, end: 8 },
      { start: 8, end: 10 },
    ]);
  });
});

describe('findRuleNumbers', () => {
  const numbers = (text: string) => findRuleNumbers(text).map((m) => [m.number, text.slice(m.start, m.end)]);

  it('finds N.M, also before a full stop', () => {
    expect(numbers('поэтому добавился пункт 49.3.')).toEqual([['49.3', '49.3']]);
    expect(numbers('(see 45.5)')).toEqual([['45.5', '45.5']]);
  });
  it('finds both ends of a range, with an en dash or a hyphen', () => {
    expect(numbers('39.3–39.7')).toEqual([
      ['39.3', '39.3'],
      ['39.7', '39.7'],
    ]);
    expect(numbers('39.3-39.7 and 39.3 – 39.7').map(([n]) => n)).toEqual(['39.3', '39.7', '39.3', '39.7']);
  });
  it('skips numbers glued to letters, dots or more digits', () => {
    expect(numbers('v49.3 1.2.3 49.31x 2,5.1 49.3.1')).toEqual([]);
  });
});
