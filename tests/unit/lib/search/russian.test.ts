import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stemRussian } from '../../../../src/lib/search/russian.ts';
import { normalizeText } from '../../../../src/lib/search/text.ts';

/** The reference: snowball-stemmers, too big to ship (one ~860 KB file), used here as the oracle. */
const snowball = (createRequire(import.meta.url)('snowball-stemmers') as {
  newStemmer(language: string): { stem(word: string): string };
}).newStemmer('russian');

/** mulberry32: a small seeded generator, so failures reproduce. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function mismatches(words: Iterable<string>): string[] {
  const out: string[] = [];
  for (const word of words) {
    const ours = stemRussian(word);
    const reference = snowball.stem(word);
    if (ours !== reference) out.push(`${word}: ${ours} ≠ ${reference}`);
  }
  return out;
}

describe('stemRussian', () => {
  it('brings the forms of a word together', () => {
    const forms = ['истребители', 'истребителей', 'истребитель', 'истребителям', 'истребителями', 'истребителя'];
    expect(new Set(forms.map(stemRussian))).toEqual(new Set(['истребител']));
    expect(stemRussian('отряды')).toBe(stemRussian('отрядов'));
    expect(stemRussian('жетоны')).toBe(stemRussian('жетон'));
    expect(stemRussian('компоненты')).toBe(stemRussian('компонентов'));
  });

  it('agrees with the Snowball reference on every word of the Russian sources', () => {
    const text = ['000_2c88245c6ee7eaf4.txt', '002_f49852b638619b35.txt']
      .map((f) => readFileSync(`sources/seeds/${f}`, 'utf8'))
      .join('\n');
    const words = new Set(normalizeText(text).match(/[а-я]+/g));
    expect(words.size).toBeGreaterThan(200);
    expect(mismatches(words)).toEqual([]);
  });

  it('agrees with the Snowball reference on 50,000 generated words built from its own endings', () => {
    const letters = 'абвгдежзийклмнопрстуфхцчшщъыьэюя';
    const endings = (
      'а ев ов ие ье е иями ями ами еи ии и ией ей ой ий й иям ям ием ем ам ом о у ах иях ях ы ь ию ью ю ия ья я ' +
      'ла на ете йте ли л н ло но ет ют ны ть ешь нно ила ыла ена ейте уйте ите или ыли уй ил ыл им ым ен ило ыло ' +
      'ено ят ует уют ит ыт ены ить ыть ишь ую в вши вшись ив ивши ившись ыв ывши ывшись ся сь ость ост ейш ейше нн ' +
      'ее ые ое ими ыми ый его ого ему ому их ых юю ая яя ою ею ющ щ ивш ывш ующ вш ающийся ейшего енность'
    ).split(' ');
    const random = seeded(2024);
    const pick = <T>(list: readonly T[] | string) => list[Math.floor(random() * list.length)];
    const words = new Set<string>();
    while (words.size < 50_000) {
      let word = '';
      const stemLength = 1 + Math.floor(random() * 7);
      for (let i = 0; i < stemLength; i++) word += pick(letters);
      const endingCount = Math.floor(random() * 3);
      for (let i = 0; i < endingCount; i++) word += pick(endings);
      words.add(word);
    }
    expect(mismatches(words)).toEqual([]);
  });

  it('handles words without vowels, one letter and the empty string', () => {
    for (const word of ['', 'в', 'я', 'вздр', 'ь', 'нн']) expect(mismatches([word])).toEqual([]);
  });
});
