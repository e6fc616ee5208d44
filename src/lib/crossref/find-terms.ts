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

/** A trie of the folded term texts by UTF-16 code unit: a term ends at a node that holds it. */
interface TrieNode {
  next: Map<number, TrieNode>;
  term?: Term;
}

/** Tries by term list, so a text is walked once from each word start, not compared with every term. */
const tries = new WeakMap<readonly Term[], TrieNode>();

function trieFor(terms: readonly Term[], locale: Locale): TrieNode {
  let root = tries.get(terms);
  if (!root) {
    root = { next: new Map() };
    for (const term of terms) {
      const needle = fold(term.text, locale);
      if (needle.length !== term.text.length || needle.length < 2) continue;
      let node = root;
      for (let i = 0; i < needle.length; i++) {
        const code = needle.charCodeAt(i);
        let child = node.next.get(code);
        if (!child) node.next.set(code, (child = { next: new Map() }));
        node = child;
      }
      // Folded texts are unique (terms.ts keys terms by them); were two equal, the first would win in selectSpans anyway.
      node.term ??= term;
    }
    tries.set(terms, root);
  }
  return root;
}

/**
 * Every accepted occurrence of every term, overlapping ones included (see selectSpans), those starting at one
 * place longest first. Case-insensitive.
 */
export function findTermMatches(text: string, terms: readonly Term[], locale: Locale): TermMatch[] {
  const haystack = fold(text, locale);
  const root = trieFor(terms, locale);
  const matches: TermMatch[] = [];
  const here: TermMatch[] = [];
  for (let at = 0; at < haystack.length - 1; at++) {
    let node = root.next.get(haystack.charCodeAt(at));
    // A name is a reference only where a word starts (acceptsOccurrence checks it first).
    if (!node || !startsWord(text, at)) continue;
    for (let end = at + 1; node; end++) {
      if (node.term && acceptsOccurrence(text, at, end, node.term, locale)) here.push({ start: at, end, term: node.term });
      node = end < haystack.length ? node.next.get(haystack.charCodeAt(end)) : undefined;
    }
    for (let i = here.length - 1; i >= 0; i--) matches.push(here[i]);
    here.length = 0;
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
