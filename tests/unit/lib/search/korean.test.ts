import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../tools/seeded-random.ts';
import {
  isHangulSyllable,
  koreanForms,
  releaseFinalConsonant,
  stripKoreanParticles,
  toJamo,
} from '../../../../src/lib/search/korean.ts';
import { siteGlossary } from '../../../../src/pipeline/content-loader.ts';

const HANGUL_BASE = 0xac00;
const hasFinal = (syllable: string) => (syllable.charCodeAt(0) - HANGUL_BASE) % 28 !== 0;
const endsInRieul = (syllable: string) => (syllable.charCodeAt(0) - HANGUL_BASE) % 28 === 8;

/** The form of a particle family that follows the noun's last syllable, as Korean grammar chooses it. */
function attach(noun: string, family: string): string {
  const last = noun[noun.length - 1];
  const consonant = hasFinal(last);
  const pick: Record<string, string> = {
    subject: consonant ? '이' : '가',
    topic: consonant ? '은' : '는',
    object: consonant ? '을' : '를',
    and: consonant ? '과' : '와',
    toward: consonant && !endsInRieul(last) ? '으로' : '로',
  };
  return noun + (pick[family] ?? family);
}

describe('stripKoreanParticles', () => {
  it.each([
    ['유닛을', '유닛'],
    ['의장은', '의장'],
    ['영향력을', '영향력'],
    ['전투기를', '전투기'],
    ['유닛이', '유닛'],
    ['전투기가', '전투기'],
    ['의장의', '의장'],
    ['우주에', '우주'],
    ['우주에서', '우주'],
    ['행성으로', '행성'],
    ['우주로', '우주'],
    ['유닛과', '유닛'],
    ['전투기와', '전투기'],
    ['유닛도', '유닛'],
    ['유닛만', '유닛'],
    ['라운드까지', '라운드'],
    ['단계부터', '단계'],
    ['플레이어에게', '플레이어'],
  ])('%s → %s', (word, stem) => {
    expect(stripKoreanParticles(word)).toBe(stem);
  });

  it.each([
    ['우주에서는', '우주'],
    ['플레이어에게도', '플레이어'],
    ['행성으로는', '행성'],
    ['유닛들을', '유닛'],
    ['유닛들에서는', '유닛'],
    ['단계까지도', '단계'],
    ['라운드부터는', '라운드'],
    ['의장이다', '의장'],
    ['유닛입니다', '유닛'],
    ['유닛만을', '유닛'],
    ['유닛에만', '유닛'],
    ['항만을', '항만'],
    ['항만에서는', '항만'],
  ])('strips combined particles: %s → %s', (word, stem) => {
    expect(stripKoreanParticles(word)).toBe(stem);
  });

  it.each([
    ['생산하는', '생산'],
    ['생산할', '생산'],
    ['생산하기를', '생산'],
    ['이동하려면', '이동'],
    ['파괴된', '파괴'],
    ['파괴됩니다', '파괴'],
    ['초과해도', '초과'],
    ['이동하나요', '이동'],
  ])('strips a verb ending from a noun of two syllables or more: %s → %s', (word, stem) => {
    expect(stripKoreanParticles(word)).toBe(stem);
  });

  it.each(['이', '가', '을', '의', '도', '에서', '유닛', '의장', '이동', '전투기', '우주포', '웜홀', '항만', '정도', '회의'])(
    'leaves %s alone: nothing to strip, or nothing would be left',
    (word) => {
      expect(stripKoreanParticles(word)).toBe(word);
    },
  );

  it('respects which syllables a particle can follow', () => {
    // 가/를/는 follow a vowel: 평가 and 국가 end in a consonant syllable, so 가 is part of the noun.
    expect(stripKoreanParticles('평가')).toBe('평가');
    expect(stripKoreanParticles('국가')).toBe('국가');
    // 이/을/은 follow a consonant: 나이 (age) ends in a vowel syllable before 이.
    expect(stripKoreanParticles('나이')).toBe('나이');
    // 로 follows a vowel or ㄹ, never another consonant.
    expect(stripKoreanParticles('이동로')).toBe('이동로');
    expect(stripKoreanParticles('웜홀로')).toBe('웜홀');
  });

  it('strips each slot at most once, in grammatical order (noun + 들 + case + closing particle)', () => {
    // 의 closes a word: nothing of slot 3 can precede it, so 도의 loses only 의.
    expect(stripKoreanParticles('유닛도의')).toBe('유닛도');
    // After a case particle (에서), only the plural may still come off, not another case particle.
    expect(stripKoreanParticles('부두항만에서')).toBe('부두항만');
  });

  it('takes off the copula a question ends a noun with (탈락이에요, 카드예요, 전투기인데, 몇 개인가요)', () => {
    expect(stripKoreanParticles('탈락이에요')).toBe('탈락');
    expect(stripKoreanParticles('카드예요')).toBe('카드');
    expect(stripKoreanParticles('전투기인데')).toBe('전투기');
    expect(stripKoreanParticles('개인가요')).toBe('개');
    // 예요 follows a vowel only (탈락예요 is not a word).
    expect(stripKoreanParticles('탈락예요')).toBe('탈락예요');
  });

  it('keeps a short word ending like a verb form (제한, 권한)', () => {
    expect(stripKoreanParticles('제한')).toBe('제한');
    expect(stripKoreanParticles('권한')).toBe('권한');
  });

  it('leaves other scripts and mixed words alone', () => {
    for (const word of ['units', 'истребители', 'AI를', '45', '', '🚀']) expect(stripKoreanParticles(word)).toBe(word);
  });

  it('finds the noun of every Korean title word under every particle, chosen by grammar', () => {
    const nouns = new Set<string>();
    for (const entry of siteGlossary().entries('ko')) {
      for (const word of entry.title.split(/[\s()]+/)) if (/^[\uac00-\ud7a3]{2,}$/.test(word)) nouns.add(word);
    }
    expect(nouns.size).toBeGreaterThan(20);
    const families = ['subject', 'topic', 'object', 'and', 'toward', '의', '에', '에서', '에게', '도', '만', '까지', '부터', '에서는', '들을'];
    const failures: string[] = [];
    for (const noun of nouns) {
      for (const family of families) {
        const word = attach(noun, family);
        if (stripKoreanParticles(word) !== noun) failures.push(`${word} → ${stripKoreanParticles(word)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('always returns a non-empty prefix of the word (random Hangul)', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 5000; i++) {
      const length = 1 + Math.floor(random() * 6);
      let word = '';
      for (let j = 0; j < length; j++) word += String.fromCharCode(HANGUL_BASE + Math.floor(random() * 11172));
      const stem = stripKoreanParticles(word);
      expect(stem.length).toBeGreaterThan(0);
      expect(word.startsWith(stem)).toBe(true);
    }
  });
});

describe('koreanForms', () => {
  it('keeps the original form first, then the stripped one', () => {
    expect(koreanForms('유닛을')).toEqual(['유닛을', '유닛']);
    expect(koreanForms('유닛들에서는')).toEqual(['유닛들에서는', '유닛들에서', '유닛들', '유닛']);
    expect(koreanForms('추가')).toEqual(['추가', '추']);
    expect(koreanForms('유닛')).toEqual(['유닛']);
  });

  it('takes off "can" and "cannot" glued to the verb (-ㄹ 수 있다 / 없다), and only after its ㄹ form', () => {
    expect(koreanForms('쏠수있나요')).toEqual(['쏠수있나요', '쏠']);
    expect(koreanForms('생산할수없어')).toEqual(['생산할수없어', '생산할', '생산']);
    expect(koreanForms('찍을수')).toContain('찍을');
    // 수 ends nouns too: 점수 (score), 유닛수 (the number of units) keep it.
    expect(koreanForms('점수')).toEqual(['점수']);
    expect(koreanForms('유닛수')).toEqual(['유닛수']);
  });
});

describe('jamo', () => {
  it('turns Hangul into jamo so a syllable being typed is a prefix', () => {
    expect(toJamo('유닛').startsWith(toJamo('유니'))).toBe(true);
    expect(toJamo('유닛').startsWith(toJamo('유'))).toBe(true);
    expect(toJamo('units')).toBe('units');
    expect(isHangulSyllable('유')).toBe(true);
    expect(isHangulSyllable('ㅇ')).toBe(false);
  });

  it('releases a final consonant that may start the next syllable', () => {
    for (const [typing, word] of [
      ['윤', '유닛'],
      ['닭', '달걀'],
      ['값', '갑스'],
      ['있', '이싸'],
    ]) {
      expect(toJamo(word).startsWith(releaseFinalConsonant(toJamo(typing))!)).toBe(true);
    }
    expect(releaseFinalConsonant(toJamo('유'))).toBeUndefined();
    expect(releaseFinalConsonant('abc')).toBeUndefined();
    expect(releaseFinalConsonant('')).toBeUndefined();
  });
});
