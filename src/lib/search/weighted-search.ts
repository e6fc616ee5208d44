/**
 * A question of several words, searched as one: every part of the query is looked up on its own, and a page is
 * scored by the parts it holds, each weighted by how rare it is (Pagefind's own score of the part on the page),
 * and by the share of parts it holds together, within a few lines of each other (where Pagefind found them). So a
 * page that holds the rare words of a question ranks above one that only holds its common words, a page that
 * holds most of the parts is found even when none holds all (Pagefind ANDs the words of one search), and a rule
 * that says the question's words in one sentence ranks above a long rulings page that holds them all, apart.
 *
 * A part is what one thing the reader asked for can be written as: the word as typed, the words an abbreviation
 * stands for, or the rules' own word for it ("traded" or "transactions"); a text holds the part when it holds all
 * the words of one of its forms.
 *
 * Pure: the search is passed in (Pagefind's `search`, in the browser or in Node).
 */

/** The share of the index's pages above which a form tells nothing about a page (weightedSearch). */
export const TELLING_SHARE = 0.9;

/** The forms of one part of a query, each a search term of one or more words. */
export type QueryPart = readonly string[];

export interface WeightedPage<T> {
  result: T;
  /** How many of the query's parts the page holds. */
  matched: number;
  /**
   * The sum of the parts' scores on the page, times the share of the query (by weight) it holds within NEAR_WORDS
   * words (or anywhere, when the search gives no positions).
   */
  score: number;
}

export interface WeightedResults<T> {
  /** Best first. */
  pages: WeightedPage<T>[];
  /** Per part, how much holding it tells about a text: the rarer among the index's pages, the more. */
  weights: number[];
  /**
   * Per part, per form, how much a text that holds that form holds of the part: the part's weight for a form that
   * tells something about a page, and for one found on nearly every page (left out of the part, see TELLING_SHARE)
   * only its own rarity there. ("игроку" is rare among the pages with Russian text; its English "player" is on every
   * page: a rule that says "player" does not hold that part of the question.)
   */
  formWeights: number[][];
}

/**
 * How much a part weighs in a text that holds it: the inverse document frequency of the part among the index's
 * pages, as BM25 weighs a term (never below a small positive floor, so a part every page holds still counts).
 */
export function partWeight(pagesWithPart: number, pages: number): number {
  const n = Math.max(pages, pagesWithPart, 1);
  return Math.log(1 + (n - pagesWithPart + 0.5) / (pagesWithPart + 0.5));
}

/**
 * Searches each form of each part (one search per form, all at once; a form's words are ANDed by the search), and ranks the
 * pages. `key` names a page (the same page found by two searches), `score` gives the search's score of it,
 * `positions` where on the page the search found the term (Pagefind's `words`), `pages` is how many pages the
 * index holds. `within`, per part and form, is how many pages could hold that form at all (a word of a language whose
 * own text only some pages have): a part whose telling forms are all such is weighed by its rarity among those, and
 * its score on a page scaled alike.
 */
export async function weightedSearch<T>(
  parts: readonly QueryPart[],
  search: (term: string) => Promise<T[]>,
  { key, score, pages, positions, within }: { key: (result: T) => string; score: (result: T) => number; pages: number; positions?: (result: T) => readonly number[] | undefined; within?: readonly (readonly (number | undefined)[])[] },
): Promise<WeightedResults<T>> {
  const found = new Map<string, { result: T; scores: number[]; held: Set<number>; at: [number, number][] }>();
  const weights: number[] = [];
  const formWeights: number[][] = [];
  // All the searches at once: each may fetch an index chunk.
  const searched = await Promise.all(parts.map((forms) => Promise.all(forms.map((form) => search(form)))));
  for (const [p, byForm] of searched.entries()) {
    // A form found on nearly every page says nothing, and may not even be the form: for a word it does not hold (an
    // abbreviation the text never writes), Pagefind falls back to a known word that begins it ("afb" → "a") once
    // that word's index is loaded. It is left out when the part has a telling form ("anti fighter barrage").
    const telling = byForm.flatMap((results, f) => (results.length <= pages * TELLING_SHARE ? [f] : []));
    const keptForms = telling.length > 0 ? telling : byForm.map((_, f) => f);
    const kept = keptForms.map((f) => byForm[f]);
    const holders = new Set(kept.flatMap((results) => results.map(key))).size;
    // Among the pages that could hold it (within), the part weighs what its rarity there says, and its score on a
    // page, Pagefind's (which weighs it among all pages), is scaled alike: the pages that could hold what is kept, a
    // form's own (within), or every page when one of them could be anywhere.
    const couldHold = keptForms.map((f) => within?.[p]?.[f]);
    const universe = couldHold.length > 0 && couldHold.every((n) => n !== undefined) ? Math.min(Math.max(...couldHold), pages) : pages;
    const weight = partWeight(holders, universe);
    const scale = universe < pages ? weight / partWeight(holders, pages) : 1;
    for (const results of kept) {
      for (const result of results) {
        const k = key(result);
        let page = found.get(k);
        if (!page) found.set(k, (page = { result, scores: Array<number>(parts.length).fill(0), held: new Set(), at: [] }));
        for (const position of positions?.(result) ?? []) page.at.push([position, p]);
        // A part's score on a page is its best form's.
        page.scores[p] = Math.max(page.scores[p], score(result) * scale);
        page.held.add(p);
      }
    }
    weights.push(weight);
    formWeights.push(byForm.map((results, f) => (keptForms.includes(f) ? weight : partWeight(new Set(results.map(key)).size, pages))));
  }
  // The share of the query a page holds, each part counted by its weight: missing "one" of "ships in one system"
  // costs little, missing "ships" much.
  const total = weights.reduce((a, b) => a + b, 0);
  const ranked = [...found.values()].map(({ result, scores, held, at }) => {
    const share = total > 0 ? [...held].reduce((a, p) => a + weights[p], 0) / total : held.size / Math.max(parts.length, 1);
    // What the page holds together (within a sub-rule's length) counts, not what it holds anywhere: a long rulings
    // page holds most words of any question somewhere, a rule holds its own in one sentence.
    const together = positions && total > 0 && at.length > 0 ? nearWeight(at, weights, NEAR_WORDS) / total : share;
    return { result, matched: held.size, score: scores.reduce((a, b) => a + b, 0) * together };
  });
  return { pages: ranked.sort((a, b) => b.score - a.score || b.matched - a.matched), weights, formWeights };
}

/**
 * The span of text, in words, within which a page's hits count as said together: about a sub-rule or a ruling's
 * note. (On the table questions any span from 15 to 80 words gives the same figures but one.)
 */
export const NEAR_WORDS = 40;

/**
 * The most weight of parts found together within `span` consecutive words (each part counted once): `at` lists
 * [position, part] of every hit.
 */
export function nearWeight(at: readonly (readonly [number, number])[], weights: readonly number[], span: number): number {
  const hits = [...at].sort((a, b) => a[0] - b[0]);
  const count = new Map<number, number>();
  let sum = 0;
  let best = 0;
  let start = 0;
  for (const [position, part] of hits) {
    const c = count.get(part) ?? 0;
    if (c === 0) sum += weights[part];
    count.set(part, c + 1);
    while (hits[start][0] <= position - span) {
      const [, gone] = hits[start++];
      const left = count.get(gone)! - 1;
      count.set(gone, left);
      if (left === 0) sum -= weights[gone];
    }
    best = Math.max(best, sum);
  }
  return best;
}
