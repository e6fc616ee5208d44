/**
 * A small Korean particle stripper. Korean attaches case particles (조사) and a few suffixes to the noun
 * without a space: 유닛을, 의장은, 영향력을, 전투기를, 우주에서는. Search has to see the noun.
 *
 * The rules are general, not a list of words:
 * - a particle comes off only after the kind of syllable it can follow (을/은/이/과 after a final
 *   consonant, 를/는/가/와 after a vowel, 으로 vs 로 by ㄹ, 에/의/도/만/에서 after either);
 * - particles come off in grammatical order, each slot at most once (noun + 들 + case + closing particle);
 * - nothing is stripped to an empty stem, and a one-syllable particle that can follow anything (의, 도,
 *   만, 에) is not stripped down to one syllable: 항만, 정도 and 회의 are nouns;
 * - the verb endings 하는/할/된... come off nouns of two syllables or more (생산하는 → 생산).
 * Callers keep the original form beside the stripped ones, so a noun that merely looks like
 * noun + particle (추가, 교차로) still matches itself.
 */

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** The final consonant (jongseong) index of ㄹ in a precomposed syllable. */
const RIEUL = 8;

export function isHangulSyllable(char: string): boolean {
  const code = char.charCodeAt(0);
  return code >= HANGUL_FIRST && code <= HANGUL_LAST;
}

/** The index of the syllable's final consonant: 0 when it ends in a vowel. */
function finalConsonant(syllable: string): number {
  return (syllable.charCodeAt(0) - HANGUL_FIRST) % 28;
}

/** What the syllable before a particle must look like. */
type After = 'consonant' | 'vowel' | 'vowel-or-rieul' | 'consonant-not-rieul' | 'any';

/**
 * Where a particle stands after the noun: 1 the plural 들, 2 case particles of place, direction, company
 * and extent (에서, 으로, 까지, 와), 3 the closing ones (은/는, 이/가, 을/를, 의, 도). A word is
 * noun + [1] + [2] + [3], each slot at most once: 유닛들에서는 = 유닛 + 들 + 에서 + 는.
 */
type Slot = 1 | 2 | 3;

interface Particle {
  form: string;
  after: After;
  slot: Slot;
}

function particles(slot: Slot, after: After, forms: string): Particle[] {
  return forms.split(' ').map((form) => ({ form, after, slot }));
}

const PARTICLES: Particle[] = [
  ...particles(3, 'consonant', '이 은 을 이나 이라도 이라는 이란 이라고 이며 이고 이다 이든지 이야'),
  ...particles(3, 'vowel', '가 는 를 라도 라는 라고'),
  ...particles(3, 'any', '의 도 만 조차 마저 뿐 입니다'),
  // The copula, as a question ends on a noun: 탈락이에요, 카드예요, 몇 개인가요, 전투기인데.
  ...particles(3, 'consonant', '이에요 이예요 이죠 이면'),
  ...particles(3, 'vowel', '예요 에요'),
  ...particles(3, 'any', '인가요 인가 인데 인지'),
  ...particles(2, 'consonant', '과 이랑'),
  ...particles(2, 'vowel', '와 랑'),
  ...particles(2, 'consonant-not-rieul', '으로 으로서 으로써 으로부터'),
  ...particles(2, 'vowel-or-rieul', '로 로서 로써 로부터'),
  ...particles(2, 'any', '에 에서 에게 에게서 께 께서 한테 한테서 까지 부터 처럼 보다 마다 대로 밖에 만'),
  ...particles(1, 'any', '들'),
].sort((a, b) => b.form.length - a.form.length || b.slot - a.slot);

/**
 * Verb-forming endings on Sino-Korean nouns (생산하는, 이동할, 파괴된). They end many ordinary words too
 * (제한, 권한), so they are removed only when at least two syllables remain.
 */
const VERB_ENDINGS = [
  '하려면', '하려는', '하려고', '하더라도', '합니다', '됩니다', '하기', '하는', '하다', '하고', '하여', '하면', '하지', '해야', '해서',
  '했다', '되는', '되다', '되고', '되어', '되면', '된다', '한다', '할', '한', '함', '된', '될', '됨',
  // As a question is typed at the table: 초과해도 (may I exceed), 이동하나요, 생산해요, 파괴할까요.
  '해도', '돼도', '되도', '하나요', '되나요', '해요', '돼요', '할까요', '할까', '하는데', '했는데',
].sort((a, b) => b.length - a.length);

function fits(after: After, syllable: string): boolean {
  if (!isHangulSyllable(syllable)) return false;
  const final = finalConsonant(syllable);
  switch (after) {
    case 'consonant':
      return final !== 0;
    case 'vowel':
      return final === 0;
    case 'consonant-not-rieul':
      return final !== 0 && final !== RIEUL;
    case 'vowel-or-rieul':
      return final === 0 || final === RIEUL;
    case 'any':
      return true;
  }
}

function stripOneParticle(word: string, maxSlot: number): { stem: string; slot: Slot } | undefined {
  for (const { form, after, slot } of PARTICLES) {
    if (slot > maxSlot || word.length <= form.length || !word.endsWith(form)) continue;
    const stem = word.slice(0, -form.length);
    if (!fits(after, stem[stem.length - 1])) continue;
    // A one-syllable particle that can follow anything (의, 도, 만, 에, 들) more often ends a
    // two-syllable noun (회의, 정도, 항만) than follows a one-syllable one: keep those.
    if (after === 'any' && form.length === 1 && stem.length < 2) continue;
    return { stem, slot };
  }
  return undefined;
}

/**
 * "Can" and "cannot" (-ㄹ 수 있다 / 없다) typed glued to the verb, as a question is typed on a phone: 쏠수있나요,
 * 찍을수, 생산할수없어. They come off after a syllable ending in ㄹ (쏠, 찍을, 할), the verb's form before 수.
 */
const CAN_ENDINGS = ['수', ...['있', '없'].flatMap((v) => ['', '나요', '어요', '어', '음', '나', '니', '을까요', '을까', '는지'].map((e) => `수${v}${e}`))].sort(
  (a, b) => b.length - a.length,
);

function stripCanEnding(word: string): string | undefined {
  for (const ending of CAN_ENDINGS) {
    if (word.length <= ending.length || !word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    const last = stem[stem.length - 1];
    if (isHangulSyllable(last) && finalConsonant(last) === RIEUL) return stem;
  }
  return undefined;
}

function stripVerbEnding(word: string): string | undefined {
  for (const ending of VERB_ENDINGS) {
    if (word.length < ending.length + 2 || !word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    if ([...stem.slice(-2)].every(isHangulSyllable)) return stem;
  }
  return undefined;
}

/** How a question or a sentence ends at the table (됩니다, 돼요, 될까, 거예요, 있는데, 맞는지, 뭐냐, 되죠). */
const SENTENCE_ENDINGS = ['니다', '요', '까', '는데', '는지', '냐', '죠'];

/**
 * Whether a word ends as a verb does (a verb-forming ending, "can", or the end of a question): a name takes particles,
 * not these, so such a word is not read as one (됩니다 has the consonants of "defender").
 */
export function endsAsVerb(word: string): boolean {
  return stripCanEnding(word) !== undefined || stripVerbEnding(word) !== undefined || SENTENCE_ENDINGS.some((e) => word.length > e.length && word.endsWith(e));
}

/**
 * The successive forms of a word as its particles come off, the word itself first:
 * 유닛들에서는 → 유닛들에서는, 유닛들에서, 유닛들, 유닛. A noun that merely looks like noun + particle
 * (3-syllable 교차로) keeps its own form at the front, which is why search uses all of them.
 */
function strippings(word: string): string[] {
  const forms = [word];
  let current = word;
  const can = stripCanEnding(word);
  if (can !== undefined) forms.push((current = can));
  for (let maxSlot = 3; ; ) {
    // A verb ending attaches straight to the noun: once it is gone, nothing more is stripped.
    const noun = stripVerbEnding(current);
    if (noun !== undefined) {
      forms.push(noun);
      break;
    }
    const next = maxSlot > 0 ? stripOneParticle(current, maxSlot) : undefined;
    if (!next) break;
    current = next.stem;
    maxSlot = next.slot - 1;
    forms.push(current);
  }
  return forms;
}

/**
 * The word without its particles: 유닛을 → 유닛, 우주에서는 → 우주, 생산하는 → 생산.
 * A word that is not Hangul, or has nothing to strip, comes back unchanged.
 */
export function stripKoreanParticles(word: string): string {
  return strippings(word).at(-1)!;
}

/** The forms a Korean word is indexed and searched under: itself, then each form with fewer particles. */
export function koreanForms(word: string): string[] {
  return strippings(word);
}

/**
 * Korean is matched letter by letter (jamo, Unicode NFD), so that a syllable still being typed is a prefix
 * of the word: 유니 is a prefix of 유닛 only as jamo (유니 ⊂ 유닛). Other scripts pass through.
 */
export function toJamo(word: string): string {
  return /[\uac00-\ud7a3]/.test(word) ? word.normalize('NFD') : word;
}

const FIRST_JONGSEONG = 0x11a8;
const FIRST_CHOSEONG = 0x1100;
/**
 * For each final consonant (jongseong ᆨ..ᇂ): what stays final, and the initial consonant (choseong index)
 * it becomes when the next vowel is typed. 윤 + ㅣ → 유니; 닭 + ㅏ → 달가.
 */
const RELEASED: Array<[keep: number | null, choseong: number]> = [
  [null, 0], [null, 1], [0, 9], [null, 2], [3, 12], [3, 18], [null, 3], [null, 5], [7, 0], [7, 6], [7, 7], [7, 9],
  [7, 16], [7, 17], [7, 18], [null, 6], [null, 7], [16, 9], [null, 9], [null, 10], [null, 11], [null, 12], [null, 14],
  [null, 15], [null, 16], [null, 17], [null, 18],
];

/**
 * While a Korean word is being typed, its last final consonant may be the first consonant of the next
 * syllable (typing 유닛 passes through 윤). Returns the jamo form with that consonant released, or
 * undefined when the word does not end in a final consonant.
 */
export function releaseFinalConsonant(jamo: string): string | undefined {
  if (jamo === '') return undefined;
  const index = jamo.charCodeAt(jamo.length - 1) - FIRST_JONGSEONG;
  if (index < 0 || index >= RELEASED.length) return undefined;
  const [keep, choseong] = RELEASED[index];
  const kept = keep === null ? '' : String.fromCharCode(FIRST_JONGSEONG + keep);
  return jamo.slice(0, -1) + kept + String.fromCharCode(FIRST_CHOSEONG + choseong);
}
