/** Where a name found in a text stands as a word of its own, a quoted name, or part of a longer word. */
import { localeRecord, type Locale, type ParticleRule } from '../locale/locale.ts';
import { isParticleRun } from './korean-particles.ts';

/** The particle rules a locale record can name (its `particles` field): is `rest` only particles? */
const PARTICLE_RUNS: Record<ParticleRule, (rest: string) => boolean> = { korean: isParticleRun, none: () => false };

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
const LETTERS = /^[\p{L}\p{M}]+/u;

/** Opening quote → the closing quotes that match it. */
const QUOTES: Record<string, string> = {
  "'": "'",
  '"': '"',
  '‘': '’',
  '“': '”',
  '«': '»',
  '„': '“”',
  '‚': '‘’',
  '「': '」',
  '『': '』',
};

/** The character (code point) right before `start`, or "". */
function charBefore(text: string, start: number): string {
  return [...text.slice(Math.max(0, start - 2), start)].at(-1) ?? '';
}

/** The character (code point) at `index`, or "". */
function charAt(text: string, index: number): string {
  return [...text.slice(index, index + 2)][0] ?? '';
}

/** No letter or digit right before `start`. */
export function startsWord(text: string, start: number): boolean {
  return !WORD_CHAR.test(charBefore(text, start));
}

/** No letter or digit right after `end`. */
export function endsWord(text: string, end: number): boolean {
  return !WORD_CHAR.test(charAt(text, end));
}

/** In a language whose record names particles (Korean), the letters right after `end` are one or more particles ("유닛|을"). */
export function endsWithParticles(text: string, end: number, locale: Locale): boolean {
  const isRun = PARTICLE_RUNS[localeRecord(locale).particles];
  const rest = LETTERS.exec(text.slice(end));
  if (!rest || !endsWord(text, end + rest[0].length)) return false;
  return isRun(rest[0]);
}

/** The span is enclosed in a matching pair of quotes: '우주포', «Отряды», “Units”. */
export function isQuoted(text: string, start: number, end: number): boolean {
  const open = charBefore(text, start);
  const closes = QUOTES[open];
  return closes !== undefined && closes.includes(charAt(text, end)) && charAt(text, end) !== '';
}
