import { describe, expect, it } from 'vitest';
import { stemEnglish } from '../../../../src/lib/search/english.ts';
import { normalizeText, scriptOf, wordForms, words } from '../../../../src/lib/search/text.ts';

describe('normalizeText', () => {
  it('folds case, ё, width, diacritics of Latin letters and invisible characters', () => {
    expect(normalizeText('Ёлка ЖЕТОНЫ')).toBe('елка жетоны');
    expect(normalizeText('４５．５')).toBe('45.5');
    expect(normalizeText('Café')).toBe('cafe');
    expect(normalizeText('a\u200bb')).toBe('a b');
  });

  it('keeps й and Hangul as they are (NFKC, not a decomposition)', () => {
    expect(normalizeText('Отряд й')).toBe('отряд й');
    expect(normalizeText('유닛')).toBe('유닛');
    expect(normalizeText('ㅇ')).toBe('\u110b');
  });
});

describe('words', () => {
  it('splits on punctuation and where the script changes', () => {
    expect(words('lrr유닛을 생산, 45항')).toEqual(['lrr', '유닛을', '생산', '45', '항']);
    expect(words('истребители/fighters')).toEqual(['истребители', 'fighters']);
  });

  it('finds nothing in symbols and emoji', () => {
    expect(words('🚀💥 .*+?^${}()|[]\\')).toEqual([]);
  });
});

describe('wordForms', () => {
  it('gives each script its own stem', () => {
    expect(scriptOf('유닛')).toBe('hangul');
    expect(wordForms('유닛을')).toEqual(['유닛을', '유닛']);
    expect(wordForms('истребители')).toEqual(['истребители', 'истребител']);
    expect(wordForms('units')).toEqual(['units', 'unit']);
    expect(wordForms('45')).toEqual(['45']);
  });
});

describe('stemEnglish', () => {
  it.each([
    [['unit', 'units'], 'unit'],
    [['produce', 'produces', 'producing', 'produced'], 'produc'],
    [['ability', 'abilities'], 'ability'],
    [['token', 'tokens'], 'token'],
    [['limitation', 'limitations'], 'limitation'],
    [['stop', 'stopping', 'stopped'], 'stop'],
    [['ready', 'readies', 'readied'], 'ready'],
    [['carry', 'carries', 'carried'], 'carry'],
  ])('%j → %s', (forms, stem) => {
    for (const form of forms) expect(stemEnglish(form)).toBe(stem);
  });

  it('leaves short words and -ss/-us/-is words whole', () => {
    expect(stemEnglish('is')).toBe('is');
    expect(stemEnglish('pass')).toBe('pass');
    expect(stemEnglish('nexus')).toBe('nexus');
  });
});
