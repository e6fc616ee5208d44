/** Finds rule numbers ("49.3") and ranges ("39.3–39.7", "39.3-39.7") in a plain text. */
import type { Span } from './find-terms.ts';

export interface NumberMatch extends Span {
  /** As cited: "49.3". */
  number: string;
}

/**
 * N.M not glued to other digits, letters or dots ("1.2.3", "v49.3", "49.31" is one number, not 49.3):
 * a trailing full stop is fine ("…пункт 49.3.").
 */
const RULE_NUMBER = /(?<![\p{L}\p{N}.,])(\d{1,3})\.(\d{1,3})(?![\p{L}\p{N}]|[.,]\d)/gu;

/**
 * Every N.M in the text. Both ends of a range are found (and so both get linked): "39.3–39.7" gives 39.3 and
 * 39.7, the dash stays plain text.
 */
export function findRuleNumbers(text: string): NumberMatch[] {
  const matches: NumberMatch[] = [];
  for (const match of text.matchAll(RULE_NUMBER)) {
    const start = match.index;
    matches.push({ start, end: start + match[0].length, number: `${Number(match[1])}.${Number(match[2])}` });
  }
  return matches;
}
