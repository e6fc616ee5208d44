/** Finds the places in a plain text where a term of the locale is used as a reference. */
import type { Locale } from '../locale/locale.ts';
import { endsWithParticles, endsWord, isQuoted, startsWord } from './boundaries.ts';
import type { Term } from './terms.ts';

export interface Span {
  start: number;
  end: number;
}

export interface TermMatch extends Span {
  term: Term;
}

/** Lower-cases for matching when that keeps every offset in place (it does for ru, en and ko). */
function fold(text: string, locale: Locale): string {
  const lower = text.toLocaleLowerCase(locale);
  return lower.length === text.length ? lower : text;
}

/** Does the occurrence of `term` at [start, end) count as a reference? */
export function acceptsOccurrence(text: string, start: number, end: number, term: Term, locale: Locale): boolean {
  if (!startsWord(text, start)) return false;
  if (isQuoted(text, start, end)) return true;
  const withParticles = endsWithParticles(text, end, locale);
  if (term.mode === 'quoted') return withParticles;
  return withParticles || endsWord(text, end);
}

/**
 * Every accepted occurrence of every term, overlapping ones included (see selectSpans), in text order, those
 * starting at one place longest first. Case-insensitive.
 */
export function findTermMatches(text: string, terms: readonly Term[], locale: Locale): TermMatch[] {
  const haystack = fold(text, locale);
  const matches: TermMatch[] = [];
  for (const term of terms) {
    const needle = fold(term.text, locale);
    // A name whose folding changes its length would not be found at the text's offsets; one letter is no reference.
    if (needle.length !== term.text.length || needle.length < 2) continue;
    for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
      if (acceptsOccurrence(text, at, at + needle.length, term, locale)) matches.push({ start: at, end: at + needle.length, term });
    }
  }
  return matches.sort((a, b) => a.start - b.start || b.end - a.end);
}

/**
 * Longest match first: among overlapping spans the longer one wins (then the earlier one), so "유닛 생산"
 * yields one match and never a second one for the "유닛" inside it. Returns the chosen spans in text order.
 */
export function selectSpans<T extends Span>(spans: readonly T[]): T[] {
  const byLength = [...spans].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const chosen: T[] = [];
  for (const span of byLength) {
    if (chosen.every((c) => span.end <= c.start || span.start >= c.end)) chosen.push(span);
  }
  return chosen.sort((a, b) => a.start - b.start);
}
