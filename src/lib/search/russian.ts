/**
 * The Snowball Russian stemmer (snowballstem.org/algorithms/russian), written out small enough to ship
 * to the browser. The snowball-stemmers package carries the same algorithm but bundles every language in
 * one ~860 KB file (~65 KB gzipped); this port is tested word for word against it in tests/unit/lib/search/russian.test.ts.
 *
 * Expects a lower-case word with ё already folded to е (see normalizeText).
 */

const VOWELS = new Set('аеиоуыэюя');

type Action = 'delete' | 'afterAOrYa';

/** A Snowball `among`: suffixes grouped by what to do when one of them is the longest match. */
class Among {
  private readonly actions = new Map<string, Action>();
  private readonly maxLength: number;

  constructor(groups: Array<[string, Action]>) {
    for (const [list, action] of groups) for (const s of list.split(' ')) this.actions.set(s, action);
    this.maxLength = Math.max(...[...this.actions.keys()].map((s) => s.length));
  }

  /** The longest suffix of word[limit..end) in the among, or undefined. */
  find(word: string, end: number, limit: number): { suffix: string; action: Action } | undefined {
    for (let length = Math.min(this.maxLength, end - limit); length > 0; length--) {
      const suffix = word.slice(end - length, end);
      const action = this.actions.get(suffix);
      if (action) return { suffix, action };
    }
    return undefined;
  }
}

const PERFECTIVE_GERUND = new Among([
  ['в вши вшись', 'afterAOrYa'],
  ['ив ивши ившись ыв ывши ывшись', 'delete'],
]);
const ADJECTIVE = new Among([
  ['ее ие ые ое ими ыми ей ий ый ой ем им ым ом его ого ему ому их ых ую юю ая яя ою ею', 'delete'],
]);
const PARTICIPLE = new Among([
  ['ем нн вш ющ щ', 'afterAOrYa'],
  ['ивш ывш ующ', 'delete'],
]);
const REFLEXIVE = new Among([['ся сь', 'delete']]);
const VERB = new Among([
  ['ла на ете йте ли й л ем н ло но ет ют ны ть ешь нно', 'afterAOrYa'],
  ['ила ыла ена ейте уйте ите или ыли ей уй ил ыл им ым ен ило ыло ено ят ует уют ит ыт ены ить ыть ишь ую ю', 'delete'],
]);
const NOUN = new Among([
  ['а ев ов ие ье е иями ями ами еи ии и ией ей ой ий й иям ям ием ем ам ом о у ах иях ях ы ь ию ью ю ия ья я', 'delete'],
]);
const DERIVATIONAL = new Among([['ост ость', 'delete']]);
const TIDY_UP = new Among([
  ['ейш ейше', 'delete'],
]);

/** RV starts after the first vowel; R2 is R1 of R1 (Snowball's standard regions). */
function regions(word: string): { rv: number; r2: number } {
  const n = word.length;
  let i = 0;
  const pastVowel = () => {
    while (i < n && !VOWELS.has(word[i])) i++;
    if (i >= n) return false;
    i++;
    return true;
  };
  const pastConsonant = () => {
    while (i < n && VOWELS.has(word[i])) i++;
    if (i >= n) return false;
    i++;
    return true;
  };
  let rv = n;
  let r2 = n;
  if (pastVowel()) {
    rv = i;
    if (pastConsonant() && pastVowel() && pastConsonant()) r2 = i;
  }
  return { rv, r2 };
}

export function stemRussian(input: string): string {
  let word = input;
  const { rv, r2 } = regions(word);

  /** Applies the longest match of an among at the end of the word; false when the routine fails. */
  const apply = (among: Among): boolean => {
    const hit = among.find(word, word.length, rv);
    if (!hit) return false;
    const start = word.length - hit.suffix.length;
    if (hit.action === 'afterAOrYa') {
      const before = word[start - 1];
      if (start - 1 < rv || (before !== 'а' && before !== 'я')) return false;
    }
    word = word.slice(0, start);
    return true;
  };

  // Step 1.
  if (!apply(PERFECTIVE_GERUND)) {
    apply(REFLEXIVE);
    if (ADJECTIVE.find(word, word.length, rv)) {
      apply(ADJECTIVE);
      apply(PARTICIPLE);
    } else if (!apply(VERB)) {
      apply(NOUN);
    }
  }
  // Step 2: a final и.
  if (word.length - 1 >= rv && word.endsWith('и')) word = word.slice(0, -1);
  // Step 3: a derivational ending in R2.
  const derivational = DERIVATIONAL.find(word, word.length, rv);
  if (derivational && word.length - derivational.suffix.length >= r2) {
    word = word.slice(0, word.length - derivational.suffix.length);
  }
  // Step 4: undouble н, or remove a superlative ending (then undouble н), or remove a soft sign.
  if (TIDY_UP.find(word, word.length, rv)) {
    apply(TIDY_UP);
    if (word.length - 2 >= rv && word.endsWith('нн')) word = word.slice(0, -1);
  } else if (word.length - 2 >= rv && word.endsWith('нн')) {
    word = word.slice(0, -1);
  } else if (word.length - 1 >= rv && word.endsWith('ь')) {
    word = word.slice(0, -1);
  }
  return word;
}
