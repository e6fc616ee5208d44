/**
 * English names spelled in Hangul, as Korean players type them ("스킬드 리트릿" for Skilled Retreat, "인터셉트" for
 * Intercept, "바이오플라스모시스" for Bioplasmosis), brought to one key with the English name.
 *
 * Korean writes an English word syllable by syllable: a vowel after each consonant (ㅡ where English has none: 스,
 * 트, 드), one letter for b and v (ㅂ), p and f (ㅍ), l and r (ㄹ), no r after a vowel (터 for "ter"), ㅈ for j, z and
 * a soft g. Its vowels follow the sound, not the English spelling (포사이트 for "foresight"), so the key is the
 * consonants alone, in the classes both spellings agree on; a doubled letter once. Read so, the Korean text's own
 * words rarely spell a name (they are short, and have few consonants in a row); the Hangul NameReader
 * (transliteration.ts) compares only keys of four consonants or more, and no word that ends as a verb.
 */

/** Initial consonants (choseong), in Unicode's order: ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ. */
const INITIAL = ['g', 'k', 'n', 'd', 't', 'l', 'm', 'b', 'p', 's', 's', '', 'j', 'j', 'c', 'k', 't', 'p', 'h'];

/**
 * Final consonants (jongseong), in Unicode's order (none, ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅁ ㅂ ㅄ ㅅ ㅆ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ
 * ㅎ): as a loanword's last sound, ㄱ is k, ㅂ is p and ㅅ is t (덱 "deck", 업 "up", 릿 "-reat"); ㅇ is ng.
 */
const FINAL = ['', 'k', 'k', 'k', 'n', 'n', 'n', 't', 'l', 'k', 'm', 'l', 'l', 'l', 'p', 'l', 'm', 'p', 'p', 't', 't', 'N', 't', 't', 'k', 't', 'p', 't'];

const SYLLABLES_FROM = 0xac00;
const SYLLABLES_TO = 0xd7a3;

/** The key of a normalised Hangul word ("인터셉트" → "ntspt"); empty when the word is not all Hangul syllables. */
export function hangulKey(word: string): string {
  let key = '';
  for (const char of word) {
    const code = char.codePointAt(0)!;
    if (code < SYLLABLES_FROM || code > SYLLABLES_TO) return '';
    const offset = code - SYLLABLES_FROM;
    key += INITIAL[Math.floor(offset / 588)] + FINAL[offset % 28];
  }
  return fold(key);
}

/** Each doubled letter once. */
function fold(key: string): string {
  return key.replace(/(.)\1+/g, '$1');
}

/**
 * The key of a normalised English word as Korean spells it ("intercept" → "ntspt", "gravity" → "glbt"): the
 * consonants as Korean hears them, without the r after a vowel, the final plural s, and the silent letters.
 */
export function englishHangulKey(latin: string): string {
  // Said alone, as Korean writes them: "of" is 오브, "the" 더.
  const word = latin.replace(/[^a-z]/g, '');
  if (word === 'of') return 'b';
  if (word === 'the') return 'd';
  const spelled = word
    // A plural's s (Deflectors → 디플렉터); not the s of "-is", "-us", "-ss". (No lookbehind: Safari before 16.4 cannot
    // parse one, and the whole search script would fail.)
    .replace(/([^siu])s$/, '$1')
    .replace(/^wh/, 'w')
    .replace(/^kn/, 'n')
    .replace(/^gh/, 'g')
    .replace(/gh(?![aeiou])/g, '')
    // Sounds of two letters, kept apart until the vowels are gone: S is sh, C is ch, N is ng.
    .replace(/ti(?=[oa])/g, 'S')
    .replace(/sch/g, 'sk')
    .replace(/t?ch/g, 'C')
    .replace(/sh/g, 'S')
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/dg/g, 'j')
    .replace(/ck/g, 'k')
    // ng is 받침 ㅇ; before a vowel Korean writes the g again (싱귤래리티, "singularity").
    .replace(/ng(?![aeiou])/g, 'N')
    .replace(/ng(?=[aeiou])/g, 'Ng')
    .replace(/qu/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/g(?=[eiy])/g, 'j')
    .replace(/h(?![aeiouy])/g, '')
    .replace(/r(?![aeiouy])/g, '')
    .replace(/[aeiouyw]/g, '')
    .replace(/f/g, 'p')
    .replace(/v/g, 'b')
    .replace(/r/g, 'l')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/S/g, 's')
    .replace(/C/g, 'c');
  return fold(spelled);
}
