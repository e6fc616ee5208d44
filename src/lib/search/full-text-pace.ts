/**
 * When the full-text layer (Pagefind) works while the reader types, so that what a first search fetches
 * depends on the words typed, not on how fast they were typed.
 *
 * - Index chunks are fetched ahead (preloaded) only for words that are finished (a space followed them) and
 *   for the word being typed once it is long enough: a short prefix ("r", "кар", "생") spans several chunks
 *   that the finished word does not need.
 * - The search itself waits for a pause longer than the reader's own pause between keys (a slow typist's
 *   word is not searched at each letter, and its pages' texts are not fetched for each prefix), and much
 *   longer while the word being typed is short and the reader's rhythm is not yet known.
 *
 * Pure: the browser script passes the term and the times of the last keystrokes.
 */

/** A word being typed counts as long enough from this many letters (Hangul counted by jamo: 유닛 is 5). */
export const SETTLED_WORD_LETTERS = 5;
/** The shortest pause before the search runs: longer than the gap between keys of someone typing fast. */
export const MIN_PAUSE_MS = 180;
/** The pause before a short unfinished word ("ab", "PDS", "생") is searched, and the longest pause of all. */
export const SHORT_WORD_PAUSE_MS = 700;
/** Gaps between keys longer than this are breaks in the typing, not its rhythm. */
const RHYTHM_GAP_MAX_MS = 1000;
/** How many of the last gaps between keys make the reader's rhythm. */
const RHYTHM_KEYS = 5;

function letters(word: string): number {
  return [...word.normalize('NFD')].length;
}

function termWords(term: string): string[] {
  return term.split(/\s+/u).filter(Boolean);
}

/** Whether the last word of the term is still being typed and too short to search or preload yet. */
function shortUnfinished(term: string, finished: boolean): boolean {
  const last = termWords(term).at(-1);
  return !finished && last !== undefined && letters(last) < SETTLED_WORD_LETTERS;
}

/**
 * The part of a full-text term whose index chunks are worth fetching now: '' for none. `finished` is true
 * when the reader typed a space (or other separator) after the last word.
 */
export function preloadTerm(term: string, finished: boolean): string {
  const list = termWords(term);
  if (shortUnfinished(term, finished)) list.pop();
  return list.join(' ');
}

/**
 * How long to wait after a keystroke before searching the full text: one and a half times the reader's
 * usual gap between keys (the median of the last few, `gaps` in ms, oldest first), within
 * [MIN_PAUSE_MS, SHORT_WORD_PAUSE_MS]; SHORT_WORD_PAUSE_MS while the word being typed is short and fewer than
 * RHYTHM_KEYS gaps tell the reader's rhythm.
 */
export function fullTextPause(term: string, finished: boolean, gaps: readonly number[]): number {
  const rhythm = gaps.filter((g) => g >= 0 && g <= RHYTHM_GAP_MAX_MS).slice(-RHYTHM_KEYS).sort((a, b) => a - b);
  // Once the reader's rhythm is known (a question's later words: "… my carrier dies"), a pause longer than it ends
  // a short word as surely as a space does; before that, a short word may be the start of a longer one.
  if (shortUnfinished(term, finished) && rhythm.length < RHYTHM_KEYS) return SHORT_WORD_PAUSE_MS;
  const median = rhythm.length > 0 ? rhythm[rhythm.length >> 1] : 0;
  return Math.min(SHORT_WORD_PAUSE_MS, Math.max(MIN_PAUSE_MS, Math.round(1.5 * median)));
}
