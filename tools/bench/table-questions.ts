/**
 * The table questions (tests/search-quality/table-questions.yaml): what players ask at the table, each with the
 * anchors that answer it. Run against a built site in Node, as the search box would run them
 * (tools/search-listing.ts), for `npm run bench`'s hit rates and the search-quality suite.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { isLocale, type Locale } from '../../src/lib/locale/locale.ts';
import { localePath } from '../../src/lib/site/routes.ts';
import { formatTarget, parseTarget } from '../../src/lib/vocabulary/vocabulary.ts';
import { listedHrefs, type BuiltSearch } from '../search-listing.ts';

/** The questions' file, from the project root. */
export const TABLE_QUESTIONS = 'tests/search-quality/table-questions.yaml';
/** The share of questions whose answer must be among the first three results. */
export const TABLE_TOP3_TARGET = 0.95;

export interface TableQuestion {
  locale: Locale;
  query: string;
  /** The hrefs of the anchors that answer it (any one is a hit). */
  answers: string[];
}

/** The href of an answer written in the vocabulary's target syntax, on the locale's site. */
function answerHref(locale: Locale, answer: string, where: string): string {
  const target = parseTarget(answer);
  if (typeof target === 'string') throw new Error(`${where}: ${target}`);
  const [path, anchor] = formatTarget(target).split('#');
  return `${localePath('/', locale)}${path}/${anchor ? `#${anchor}` : ''}`;
}

/** Reads the questions; throws with the question's number for a malformed one. */
export function readTableQuestions(file: string): TableQuestion[] {
  const raw: unknown = parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(raw)) throw new Error(`${file}: a list of {q, a} questions`);
  return raw.map((item: { q?: unknown; a?: unknown; locale?: unknown }, i) => {
    const where = `${file}: question ${i + 1}`;
    const locale = item.locale ?? 'en';
    if (typeof item.q !== 'string' || !Array.isArray(item.a) || item.a.length === 0 || typeof locale !== 'string' || !isLocale(locale)) {
      throw new Error(`${where}: needs q (the words typed), a (the anchors that answer it) and a known locale`);
    }
    return { locale, query: item.q, answers: item.a.map((a) => answerHref(locale, String(a), where)) };
  });
}

export interface TableScore {
  total: number;
  top1: number;
  top3: number;
  /** The questions not answered in the first three, with what was listed instead. */
  misses: { question: TableQuestion; listed: string[] }[];
}

export async function scoreTableQuestions(search: BuiltSearch, questions: TableQuestion[]): Promise<TableScore> {
  const score: TableScore = { total: questions.length, top1: 0, top3: 0, misses: [] };
  for (const question of questions) {
    // A note on a later part of a rulings page (/en/factions/nekro/2/#…) is the same answer as its anchor on the
    // page's address (which leads to that part).
    const listed = (await listedHrefs(search, question)).map((href) => href.replace(/^(\/[^/]+\/(?:factions|components)\/[^/]+\/)\d+\/#/, '$1#'));
    const hit = (n: number) => listed.slice(0, n).some((href) => question.answers.includes(href));
    if (hit(1)) score.top1++;
    if (hit(3)) score.top3++;
    else score.misses.push({ question, listed: listed.slice(0, 3) });
  }
  return score;
}
