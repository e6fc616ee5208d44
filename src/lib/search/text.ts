/**
 * Text normalisation and the search terms of a word, shared by the index builder, the query parser and
 * the browser: one place decides what "the same word" means for every script.
 */
import { localeOfScript, type Script } from '../locale/locale.ts';
import { koreanForms } from './korean.ts';
import { STEMMER_IMPLEMENTATIONS } from './stemmers.ts';

/**
 * NFKC (full-width digits and letters, compatibility jamo), lower case, ё folded to е, accents off Latin
 * letters; control and format characters (zero-width spaces, bidi marks) that come with pasted text become
 * spaces.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(LATIN_RUN, (run) => (/[^\x20-\x7e]/.test(run) ? run.normalize('NFD').replace(/\p{M}/gu, '') : run));
}

/** Latin letters, whose diacritics (café, naïve) are typed as often without them as with. */
const LATIN_RUN = /\p{Script=Latin}+/gu;

export type { Script };

const HANGUL = /[\p{Script=Hangul}]/u;
const CYRILLIC = /[\p{Script=Cyrillic}]/u;
const LATIN = /[\p{Script=Latin}]/u;

export function scriptOf(word: string): Script {
  if (HANGUL.test(word)) return 'hangul';
  if (CYRILLIC.test(word)) return 'cyrillic';
  if (LATIN.test(word)) return 'latin';
  return 'other';
}

/**
 * Words of normalised text: runs of one script's letters, or of digits, so that a particle glued to a
 * Latin word or a number is still a separate piece ("lrr유닛을" → "lrr", "유닛을"; "45항" → "45", "항").
 */
const WORD =
  /\p{Script=Hangul}+|[\p{Script=Cyrillic}\p{M}]+|[\p{Script=Latin}\p{M}]+|\p{N}+|(?:(?![\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Latin}])[\p{L}\p{M}])+/gu;

export function words(normalized: string): string[] {
  return normalized.match(WORD) ?? [];
}

/**
 * The stem a word is matched under (for Korean, the word without its particles): the stemmer named by the record
 * of the first language written in the word's script. A query may mix languages, so the script decides, not the
 * page's language; a second language in a script already taken shares that language's stemmer.
 */
export function stem(word: string): string {
  const record = localeOfScript(scriptOf(word));
  return record ? STEMMER_IMPLEMENTATIONS[record.stemmer](word) : word;
}

/**
 * The forms a word is indexed and searched under: itself, then its stem when that differs
 * (for Korean, each form with fewer particles, down to the noun).
 */
export function wordForms(word: string): string[] {
  if (scriptOf(word) === 'hangul') return koreanForms(word);
  const s = stem(word);
  return s === word || s === '' ? [word] : [word, s];
}
