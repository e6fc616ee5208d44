/**
 * A light English conflation for titles typed in another language's search box ("producing units" on
 * the Korean site). It is not a full stemmer: it only has to give the same key to the forms people type
 * for one word (unit/units, produce/produces/producing/produced, ability/abilities, ready/readies/readied), on
 * both sides.
 */
const VOWEL = /[aeiouy]/;

export function stemEnglish(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  // carries, carried → carry (as "carry" itself): the y a verb's -s and -ed forms turn into ie.
  if (/ie[sd]$/.test(w) && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const ending of ['ing', 'ed']) {
    if (w.endsWith(ending) && VOWEL.test(w.slice(0, -ending.length)) && w.length - ending.length >= 3) {
      w = w.slice(0, -ending.length);
      // Undouble a final consonant (stopping → stopp → stop).
      if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}
