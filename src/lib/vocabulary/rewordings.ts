/**
 * The rules' words for the table's words: players ask "how many cards can I hold" where the rules write "hand",
 * "when does it start" where they write "begins". One file per language, `content/<locale>/rewordings.yaml`, a list
 * of
 *
 *   - words: [hold, holding]        # what players type (a word or a few)
 *     rules: [hand]                 # what the rules write for it (a word or a few each)
 *
 * A question's words listed here are searched as typed or as the rules' words (either answers). Unlike the
 * vocabulary's terms, a rewording names no page: it only widens the full-text search.
 *
 * Parsing reports every bad entry with its file and line and keeps the good ones. Pure: text in, rewordings and
 * diagnostics out.
 */
import { FirstListing, MAX_LIST_WORDS, scalarList, unknownFields, wordProblem, yamlEntries } from './yaml-entries.ts';
import type { Diagnostics } from '../content/diagnostics.ts';

export const REWORDINGS_FILE = 'rewordings.yaml';

export interface Rewording {
  /** What players type, as written in the file. */
  words: string[];
  /** What the rules write for it. */
  rules: string[];
  line: number;
}

/** A field's list of words, with what is wrong with it. */
function wordList(node: unknown, field: string, problems: string[]): string[] {
  const list = scalarList(node);
  if (list.length === 0) problems.push(`"${field}" must list one or more words: ${field}: [...]`);
  else if (list.length > MAX_LIST_WORDS) problems.push(`more than ${MAX_LIST_WORDS} words in "${field}"`);
  for (const w of list) {
    const problem = w === undefined || w === '' ? `every word of "${field}" must be non-empty text` : wordProblem(w);
    if (problem) problems.push(problem);
  }
  return list as string[];
}

/** Parses a rewordings file. Every problem goes to `d` with file:line; the entries without one are returned. */
export function parseRewordings(source: string, file: string, d: Diagnostics): Rewording[] {
  const out: Rewording[] = [];
  const listed = new FirstListing();
  for (const { map: item, line } of yamlEntries(source, file, d, 'rewordings are a list of entries, each with words and rules ("- words: [...]")')) {
    if (!item) {
      d.error(file, line, 'an entry has "words" (what players type) and "rules" (what the rules write)');
      continue;
    }
    const problems = unknownFields(item, ['words', 'rules'], 'an entry has words and rules');
    const words = wordList(item.get('words', true), 'words', problems);
    const rules = wordList(item.get('rules', true), 'rules', problems);
    const same = words.filter((w) => rules.some((r) => r.toLocaleLowerCase() === w?.toLocaleLowerCase()));
    if (same.length > 0) problems.push(`"${same[0]}" is both what players type and the rules' word`);
    if (problems.length > 0) {
      for (const p of problems) d.error(file, line, p);
      continue;
    }
    listed.note(words, file, line, d);
    out.push({ words, rules, line });
  }
  return out;
}
