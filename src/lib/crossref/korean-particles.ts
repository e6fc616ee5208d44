/**
 * Korean writes particles straight after the noun: "유닛을" is the word 유닛 and the object particle 을.
 * A title followed by particles still stands as a whole word; followed by anything else ("유닛화",
 * "이동하다", "인접한") it is part of a longer word and is left alone.
 */

/** Case particles, auxiliary particles and copula endings that may follow a noun, longest first in the regex. */
const PARTICLES = [
  '이', '가', '은', '는', '을', '를', '의', '에', '에서', '에게', '께', '께서', '한테', '와', '과', '로', '으로',
  '로서', '으로서', '로써', '으로써', '도', '만', '까지', '부터', '보다', '처럼', '마다', '만큼', '조차', '뿐',
  '밖에', '이나', '나', '이나마', '이든', '든', '이며', '며', '이고', '이다', '다', '입니다', '이라', '라', '이라고',
  '라고', '이란', '란', '이라는', '라는', '인', '이면', '면',
];

const alternatives = [...PARTICLES].sort((a, b) => b.length - a.length).join('|');
/** The plural 들 and/or one to three particles ("에서는", "들의", "으로만", "들"). */
const PARTICLE_RUN = new RegExp(`^(?:들(?:${alternatives}){0,3}|(?:${alternatives}){1,3})$`, 'u');

/** True when `rest` (the letters that follow a noun up to the next non-letter) is only particles. */
export function isParticleRun(rest: string): boolean {
  return PARTICLE_RUN.test(rest);
}
