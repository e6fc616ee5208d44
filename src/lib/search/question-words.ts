/**
 * The words of a question that need not match: "can I", "what happens if", "how many", "do I" and their Russian
 * and Korean equivalents, listed per language in its locale record (`questionWords`). A query that is only such
 * words keeps them all ("can" is sometimes what one looks up).
 */
import type { AnswerKind } from '../locale/locale.ts';
import type { QueryWord, WordsQuery } from './query.ts';
import { normalizeText, words } from './text.ts';

/**
 * The set a query is filtered with: each listed word as the query parser sees it (normalised, as typed); an entry of
 * several words is a phrase ("how many times"), its words kept as one space-joined entry: they need not match only
 * where the whole phrase stands ("times" does elsewhere).
 */
export function questionWordSet(list: readonly string[]): Set<string> {
  return new Set(list.flatMap((entry) => {
    const own = words(normalizeText(entry));
    return own.length > 1 ? [own.join(' ')] : own;
  }));
}

/** The positions of the query's words that are question words: listed alone, or within a listed phrase. */
function questionPositions(query: WordsQuery, set: ReadonlySet<string>): Set<number> {
  const typed = query.words.map((w) => w.word);
  const found = new Set(typed.flatMap((word, i) => (set.has(word) ? [i] : [])));
  for (const entry of set) {
    if (!entry.includes(' ')) continue;
    const phrase = entry.split(' ');
    for (let i = 0; i + phrase.length <= typed.length; i++) {
      if (phrase.every((word, k) => typed[i + k] === word)) phrase.forEach((_, k) => found.add(i + k));
    }
  }
  return found;
}

/** The words of the query that carry its meaning (all of them when every word is a question word). */
export function meaningWords(query: WordsQuery, set: ReadonlySet<string>): QueryWord[] {
  const asked = questionPositions(query, set);
  const kept = query.words.filter((_, i) => !asked.has(i));
  return kept.length > 0 ? kept : query.words;
}

/** What a section says to answer a question of a kind: its words, and whether a number says it too. */
export interface ExpectedAnswer {
  words: readonly string[];
  numbers: boolean;
}

/**
 * What the answer to the query says, when it asks a question of one of the kinds ("how many PDS on one planet" asks
 * "how many": a count): a kind one of whose phrases is among its words, in order. Undefined for any other query.
 */
export function expectedAnswer(query: WordsQuery, kinds: readonly AnswerKind[] | undefined): ExpectedAnswer | undefined {
  const typed = query.words.map((w) => w.word);
  const asked = (phrase: string) => {
    const wanted = words(normalizeText(phrase));
    return wanted.length > 0 && typed.some((_, i) => wanted.every((w, k) => typed[i + k] === w));
  };
  const kind = kinds?.find((k) => k.asks.some(asked));
  return kind ? { words: kind.answers, numbers: kind.numbers === true } : undefined;
}
