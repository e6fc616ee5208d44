/**
 * A language link's sub-rule numbers, written compactly on the link: the aligned sub-rule of another language
 * is usually "{its entry number}.{alignment key}" (the key is the sub-number unless the source aligns
 * otherwise), so only the page's sub-rules that differ are listed, with "" where that language has none.
 */
import type { Entry } from '../content/entry.ts';

export interface AlignedNumbers {
  /** The other language's entry number ("67"), or "" for an entry without one. */
  entry: string;
  /** Alignment key → the other language's sub-rule number, where it is not `${entry}.${key}`; "" where it has none. */
  except: Record<string, string>;
}

export function alignedNumbers(ownKeys: readonly string[], other: Entry): AlignedNumbers {
  const entry = other.number === null ? '' : String(other.number);
  const theirs = new Map(other.subRules.map((s) => [s.alignKey, s.number]));
  const except: Record<string, string> = {};
  for (const key of ownKeys) {
    const number = theirs.get(key) ?? '';
    if (entry === '' || number !== `${entry}.${key}`) except[key] = number;
  }
  return { entry, except };
}

/** The other language's number aligned with the sub-rule of `key`, or "" where it has none. */
export function alignedNumber(numbers: AlignedNumbers, key: string): string {
  return Object.hasOwn(numbers.except, key) ? numbers.except[key] : numbers.entry === '' ? '' : `${numbers.entry}.${key}`;
}

/**
 * The alignment key a sub-rule's number implies: its sub-number ("4" for "49.4"). Entry pages write a sub-rule's
 * key (data-align) only where the source aligns it otherwise.
 */
export function impliedAlignKey(number: string): string {
  return number.slice(number.indexOf('.') + 1);
}
