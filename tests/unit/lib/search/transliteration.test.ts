import { describe, expect, it } from 'vitest';
import { allowedEdits, cyrillicKey, editDistance, englishKey, runKey } from '../../../../src/lib/search/transliteration.ts';

describe('cyrillicKey and englishKey', () => {
  it('bring an English name and its Russian spelling to one key', () => {
    for (const [russian, english] of [
      ['директхит', 'direct hit'],
      ['небула', 'nebula'],
      ['летнев', 'letnev'],
      ['наалу', 'naalu'],
      ['пдс', 'pds'],
      ['дюраниум армор', 'duranium armor'],
      ['винну', 'winnu'],
      // A soft sign before я is English's i.
      ['альянс', 'alliance'],
    ]) {
      expect(runKey(russian.split(' ').map(cyrillicKey)), russian).toBe(runKey(english.split(' ').map(englishKey)));
    }
  });

  it('read English spelling as it is said', () => {
    expect(englishKey('scheming')).toBe('skeming');
    expect(englishKey('commodities')).toBe('komodities');
    expect(englishKey('foresight')).toBe('foresit');
    expect(englishKey('mecatol')).toBe(cyrillicKey('мекатол'));
  });

  it('has no key for a word of another script', () => {
    expect(cyrillicKey('hit')).toBe('');
    expect(cyrillicKey('유닛')).toBe('');
  });

  it('allows no edit to a short key, more to longer ones', () => {
    expect(allowedEdits(5)).toBe(0);
    expect(allowedEdits(6)).toBe(1);
    expect(allowedEdits(15)).toBe(3);
  });

  it('counts the letters added, dropped or changed between two keys', () => {
    expect(editDistance('komponent', 'oponent')).toBe(2);
    expect(editDistance('saportforsetron', 'suportfortetron')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    // A vowel for another at half a letter, when asked.
    expect(editDistance('asoltkenon', 'asaultkanon')).toBe(3);
    expect(editDistance('asoltkenon', 'asaultkanon', 0.5)).toBe(2);
  });
});
