/** Finds the places in a plain text where a term of the locale is used as a reference. */
import type { Locale } from '../locale.ts';
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

interface Candidate {
  needle: string;
  term: Term;
}

/** Terms by the first two characters of their folded text, so a text is scanned once, not once per term. */
const lookups = new WeakMap<readonly Term[], Map<string, Candidate[]>>();

function lookupFor(terms: readonly Term[], locale: Locale): Map<string, Candidate[]> {
  let lookup = lookups.get(terms);
  if (!lookup) {
    lookup = new Map();
    for (const term of terms) {
      const needle = fold(term.text, locale);
      if (needle.length !== term.text.length || needle.length < 2) continue;
      const key = needle.slice(0, 2);
      const list = lookup.get(key) ?? [];
      list.push({ needle, term });
      lookup.set(key, list);
    }
    lookups.set(terms, lookup);
  }
  return lookup;
}

/** Every accepted occurrence of every term, overlapping ones included (see selectSpans). Case-insensitive. */
export function findTermMatches(text: string, terms: readonly Term[], locale: Locale): TermMatch[] {
  const haystack = fold(text, locale);
  const lookup = lookupFor(terms, locale);
  const matches: TermMatch[] = [];
  for (let at = 0; at < haystack.length - 1; at++) {
    const candidates = lookup.get(haystack.slice(at, at + 2));
    if (!candidates) continue;
    for (const { needle, term } of candidates) {
      if (!haystack.startsWith(needle, at)) continue;
      const end = at + needle.length;
      if (acceptsOccurrence(text, at, end, term, locale)) matches.push({ start: at, end, term });
    }
  }
  return matches;
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
