/**
 * English names spelled in another script, as players type them: Russian players call cards, units and factions by
 * their English names in Cyrillic letters ("директ хит", "скиминг", "дюраниум армор", "наалу"). Both spellings are
 * brought to one key, the way the name is said, and compared by edits (src/lib/search/english-names.ts).
 *
 * Cyrillic is read letter by letter as Russian writes English sounds (ю → u, ж → j, ы → i); English spelling loses
 * what it writes but does not say (sch → sk, ph → f, th → t, c → k or s, y → i, a final e). Both then fold z into s
 * and a doubled letter into one. Measured on every Cyrillic word of the site's Russian text and questions, the keys
 * find the English name for the transliterations and cognates (дредноут, контроль, небула) and almost nothing else.
 *
 * Hangul is read otherwise (hangul-key.ts): Korean writes English with a vowel after each consonant and one letter
 * for b/v, p/f and l/r, so letter keys as loose as that match a third of the Korean text's words; its key is the
 * consonants alone. Each script's way is a NameReader (nameReader).
 */

import { englishHangulKey, hangulKey } from './hangul-key.ts';
import { endsAsVerb } from './korean.ts';

const CYRILLIC_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'j', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sh', ъ: '', ы: 'i', ь: '', э: 'e',
  ю: 'u', я: 'a', і: 'i', ї: 'i', є: 'e', ґ: 'g', ў: 'u',
};

const CYRILLIC = /\p{Script=Cyrillic}/u;

/** z as s, and each doubled letter once: what both spellings agree on. */
function fold(latin: string): string {
  return latin.replace(/z/g, 's').replace(/(.)\1+/g, '$1');
}

/** The key of a normalised Cyrillic word ("директ" → "direkt"); empty for a word of another script. */
export function cyrillicKey(word: string): string {
  if (!CYRILLIC.test(word)) return '';
  // A soft sign before я, ю, е or ё is the sound English writes i or y: "альянс" is alliance, not "alans".
  return fold([...word.replace(/ь(?=[яюеё])/g, 'и')].map((c) => CYRILLIC_LATIN[c] ?? '').join(''));
}

/** The key of a run of words read together ("директ хит", "Direct Hit" → "direkthit"), from each word's key. */
export function runKey(keys: readonly string[]): string {
  return fold(keys.join(''));
}

/** The key of a normalised English word ("direct" → "direkt"). */
export function englishKey(latin: string): string {
  const spelled = latin
    .replace(/[^a-z]/g, '')
    .replace(/sch/g, 'sk')
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/gh/g, '')
    .replace(/ck/g, 'k')
    .replace(/qu/g, 'kv')
    .replace(/x/g, 'ks')
    .replace(/w/g, 'v')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/y/g, 'i')
    .replace(/ee|ea/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/e$/, '');
  return fold(spelled);
}

/** The shortest key compared at all: two letters are abbreviations, which the vocabulary names. */
export const MIN_KEY_LENGTH = 3;

/** Edits allowed between two keys, by the typed key's length: none below six letters ("агент" is not Argent), then about one per four. */
export function allowedEdits(length: number): number {
  return length < 6 ? 0 : length < 8 ? 1 : length < 12 ? 2 : 3;
}

/** How English names spelled in one script are read: both spellings brought to one key, and compared within edits. */
export interface NameReader {
  /** The key of a normalised word typed in the script ('' when it is not read as a name). */
  typed(word: string): string;
  /** The key of a normalised English word. */
  english(word: string): string;
  /** The shortest key compared at all. */
  minKey: number;
  /** The shortest key of a faction's title word (NamedPlace.spelled) that names it, when longer than minKey. */
  minTitleWordKey?: number;
  /** Edits allowed between two keys, by the typed key's length. */
  edits(length: number): number;
  /**
   * What changing one vowel into another costs between two keys of the same consonants, when less than another letter
   * (a spelling by ear keeps the consonants and hears the vowels loosely).
   */
  vowelChange?: number;
}

// "ассолт кэнон" is Assault Cannon: with the consonants kept, a vowel for another costs half a letter.
const CYRILLIC_READER: NameReader = { typed: cyrillicKey, english: englishKey, minKey: MIN_KEY_LENGTH, edits: allowedEdits, vowelChange: 0.5 };

/**
 * A Hangul word is read as typed (네크로: its 로 is not a particle), and without its particles when the name is the last
 * word of a run (인터셉트로 → 인터셉트: english-names.ts tries the stem); not at all when it ends as a verb or a question
 * does (됩니다, 돼요, 쏠수, 생산하는: korean.ts endsAsVerb), which a name does not, and whose consonants can spell one
 * ("태울수 있는" is not Threaten Enemies).
 */
const HANGUL_READER: NameReader = {
  typed: (word) => (endsAsVerb(word) ? '' : hangulKey(word)),
  english: englishHangulKey,
  // Three consonants are too few to tell a name from a Korean word (파이터 "fighter" is "pt"); a faction's title word,
  // read alone, needs five (크레우스는 has the consonants of "coalition"; the vocabulary calls the factions by name).
  minKey: 4,
  minTitleWordKey: 5,
  edits: (length) => (length < 7 ? 0 : length < 10 ? 1 : 2),
};

/** How players of a language written in this script spell English names in it, if they do and are understood. */
export function nameReader(script: string): NameReader | undefined {
  return script === 'cyrillic' ? CYRILLIC_READER : script === 'hangul' ? HANGUL_READER : undefined;
}

const VOWELS = new Set('aeiou');

/** Levenshtein distance: the letters added, dropped or changed to make one key the other (a vowel for another at `vowelChange`). */
export function editDistance(a: string, b: string, vowelChange = 1): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : VOWELS.has(a[i - 1]) && VOWELS.has(b[j - 1]) ? vowelChange : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + change);
    }
    previous = current;
  }
  return previous[b.length];
}
