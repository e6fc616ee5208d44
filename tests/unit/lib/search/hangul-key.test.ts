import { describe, expect, it } from 'vitest';
import { englishHangulKey, hangulKey } from '../../../../src/lib/search/hangul-key.ts';
import { runKey } from '../../../../src/lib/search/transliteration.ts';

const key = (text: string, of: (word: string) => string) => runKey(text.split(' ').map(of));

describe('hangulKey and englishHangulKey', () => {
  it('bring an English name and its Korean spelling to one key', () => {
    for (const [korean, english] of [
      ['스킬드 리트릿', 'skilled retreat'],
      ['인터셉트', 'intercept'],
      ['내비 슈트', 'nav suite'],
      ['안티매스 디플렉터', 'antimass deflectors'],
      ['바이오플라스모시스', 'bioplasmosis'],
      ['그래비티 리프트', 'gravity rift'],
      ['사보타주', 'sabotage'],
      ['듀라늄 아머', 'duranium armor'],
      ['플래그십', 'flagship'],
      ['프로덕션', 'production'],
      ['쉴드 홀딩', 'shields holding'],
      ['엑스페리멘탈 배틀스테이션', 'experimental battlestation'],
    ]) {
      expect(key(korean, hangulKey), korean).toBe(key(english, englishHangulKey));
    }
  });

  it('keeps the consonants Korean tells apart, and drops what it does not write', () => {
    // ㅂ is b and v, ㅍ is p and f, ㄹ is l and r; no r after a vowel; ㅅ as a final is t.
    expect(hangulKey('인터셉트')).toBe('ntspt');
    expect(englishHangulKey('intercept')).toBe('ntspt');
    expect(englishHangulKey('fighter')).toBe('pt');
    expect(hangulKey('리트릿')).toBe('ltlt');
    expect(englishHangulKey('vote')).not.toBe(englishHangulKey('photo'));
  });

  it('has no key for a word that is not all Hangul syllables', () => {
    expect(hangulKey('pds')).toBe('');
    expect(hangulKey('ㅇㅋ')).toBe('');
    expect(hangulKey('директ')).toBe('');
  });
});

describe('englishHangulKey, the words Korean spells its own way', () => {
  it('reads "of" and "the" said alone, a leading gh, and ng before a vowel as Korean writes them', () => {
    expect(['book', 'of', 'latvinia'].map(englishHangulKey).join('')).toBe(['북', '오브', '라트비니아'].map(hangulKey).join(''));
    expect(englishHangulKey('the')).toBe(hangulKey('더'));
    expect(englishHangulKey('ghost')).toBe(hangulKey('고스트'));
    expect(englishHangulKey('singularity')).toBe(hangulKey('싱귤래리티'));
  });
});
