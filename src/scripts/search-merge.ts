/**
 * What the search box shows, as data: Pagefind's answers turned into hits, hits from several languages put
 * in one order, and the full-text items appended below the instant results. Pure (no DOM, no fetch), so the
 * search-quality suite runs the very same steps in Node on the built indexes.
 */
import { isLocale, type Locale } from '../lib/locale.ts';
import { normalizeText, stem, words } from '../lib/search/text.ts';
import { excerptParts } from './search-excerpt.ts';
import { fullTextWords, type LoadedInstantIndex } from '../lib/search/instant-index.ts';
import { fullTextQuery, type ParsedQuery } from '../lib/search/query.ts';
import { meaningWords } from '../lib/search/question-words.ts';

/** Instant results shown at most; the full-text layer comes below them. */
export const INSTANT_LIMIT = 8;
/** Pages the full-text layer shows for one query (each costs a fragment fetch), and sub-rules under each. */
export const FULL_TEXT_PAGES = 4;
export const FULL_TEXT_SUBS = 3;

/** The part of Pagefind's result data the box uses (pagefind.js `result.data()`). */
export interface PagefindSubResult {
  title?: string;
  url: string;
  excerpt: string;
  locations?: number[];
  weighted_locations?: { weight: number; balanced_score: number; location: number }[];
}

export interface PagefindData {
  url: string;
  excerpt: string;
  /** The page's text as indexed, and where its headings are in it (in words). */
  content?: string;
  anchors?: { id: string; location: number }[];
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}

/** A sub-rule (or a ruling's note or section) of a page that matched, deep-linked to its anchor. */
export interface FullTextSub {
  href: string;
  /** "45.5" for a sub-rule, "4.2" for a ruling's note. */
  number: string;
  /** A ruling's note: the heading it belongs to ("Technology Singularity"). */
  heading?: string;
  excerpt: string;
}

export interface FullTextHit {
  href: string;
  title: string;
  excerpt: string;
  /** The language of the index (and of the page's interface). */
  locale: Locale;
  /** The language of the text: another locale's on a fallback page (its `text` meta). */
  textLocale: Locale;
  subs: (FullTextSub & { /** Distinct words of the query its excerpt shows. */ words?: number })[];
}

export type FullTextItem =
  | { kind: 'page'; href: string; title: string; locale: Locale; textLocale: Locale; /** Shown when no sub-rule is. */ excerpt: string | null }
  | { kind: 'sub'; href: string; number: string; /** The topic's title; for a ruling, "heading · page title". */ title: string; locale: Locale; textLocale: Locale; excerpt: string };

/** A rulings page (or one of its parts): /en/factions/nekro/, /en/components/action-cards/3/. */
const RULINGS_PAGE = /\/(?:factions|components)\/[a-z0-9-]+\/(?:\d{1,3}\/)?(?:#|$)/;
/** Sub-rules listed under a page for a word (a question lists the best sub-rules of every page first instead). */
const PAGE_SUBS = 2;

/** A sub-result anchored at a rule number ("#45.5"); other anchors are page furniture (related topics...). */
const RULE_ANCHOR = /#(\d{1,3}\.\d{1,3})$/;
/**
 * A ruling's note on a rulings page or one of its parts (/en/factions/nekro/2/#technology-singularity.4.2). Its section's own anchor holds only the
 * heading (the vocabulary and the page lead there), and other anchors are page furniture.
 */
const RULING_ANCHOR = /\/(?:factions|components)\/[a-z0-9-]+\/(?:\d{1,3}\/)?#[a-z0-9]+(?:-[a-z0-9]+)*((?:\.\d{1,3}){1,2})$/;

/** What a sub-result is an answer of, or undefined for page furniture. */
function answerOf(sub: PagefindSubResult): { number: string; heading?: string } | undefined {
  const rule = RULE_ANCHOR.exec(sub.url);
  if (rule && !RULING_ANCHOR.test(sub.url)) return { number: rule[1] };
  const ruling = RULING_ANCHOR.exec(sub.url);
  if (!ruling) return undefined;
  const number = ruling[1].slice(1);
  // The note's heading text is "<Heading> <n>": the heading, without its number.
  const title = (sub.title ?? '').trim();
  const heading = title.endsWith(number) ? title.slice(0, -number.length).trim() : title;
  return heading ? { number, heading } : { number };
}

/**
 * How many different words the excerpt's hits are (by stem): for "produce ships", a sub-rule that
 * mentions both beats one that mentions "produce" five times.
 */
export function distinctHits(excerpt: string): number {
  const stems = new Set<string>();
  for (const part of excerptParts(excerpt)) if (part.mark) for (const w of words(normalizeText(part.text))) stems.add(stem(w));
  return stems.size;
}

/** A query word is in a text when one of the text's words has its stem as a prefix (as Pagefind matches). */
function queryStems(queryWords: readonly string[]): string[] {
  return [...new Set(queryWords.flatMap((w) => words(normalizeText(w))).map(stem))];
}

/**
 * How many of the query's words each section of the page holds (a section runs from its anchor to the next,
 * in the page's text as Pagefind stored it), by the section's URL; undefined when the page data lacks its text.
 */
function sectionCoverage(data: PagefindData, queryWords: readonly string[]): ((url: string) => { words: number } | undefined) | undefined {
  if (typeof data.content !== 'string' || !Array.isArray(data.anchors)) return undefined;
  const stems = queryStems(queryWords);
  const content = data.content.split(/\s+/);
  // A section is read under its page's title ("Status Phase" for "tokens in the status phase").
  const title = words(normalizeText(data.meta.title ?? '')).map(stem);
  const anchors = data.anchors.filter((a) => typeof a.id === 'string' && a.id !== '' && Number.isInteger(a.location)).sort((a, b) => a.location - b.location);
  const cache = new Map<string, { words: number }>();
  return (url) => {
    const id = decodeURIComponent(url.split('#')[1] ?? '');
    const at = anchors.findIndex((a) => a.id === id);
    if (at < 0) return undefined;
    const key = anchors[at].id;
    let found = cache.get(key);
    if (found === undefined) {
      const text = content.slice(anchors[at].location, anchors[at + 1]?.location ?? content.length);
      const section = new Set([...title, ...text.flatMap((w) => words(normalizeText(w))).map(stem)]);
      const count = stems.filter((q) => section.has(q) || (q.length >= PREFIX_MIN && [...section].some((w) => w.startsWith(q)))).length;
      found = { words: count };
      cache.set(key, found);
    }
    return found;
  };
}

/** Whether a text (a ruling's page title and heading) holds one of the query's words. */
function namedIn(queryWords: readonly string[]): (text: string) => boolean {
  const stems = queryStems(queryWords);
  return (text) => {
    const own = words(normalizeText(text)).map(stem);
    return stems.some((q) => own.some((w) => w === q || (q.length >= PREFIX_MIN && w.startsWith(q))));
  };
}

/** The shortest query stem matched as the beginning of a longer word. */
const PREFIX_MIN = 3;

/**
 * A page Pagefind found, with its best-matching sub-rules: those that hold more of the query's words first
 * (or, without the page's text, whose excerpt shows more), then in page order.
 */
export function toFullTextHit(data: PagefindData, locale: Locale, queryWords?: readonly string[]): FullTextHit {
  const covered = queryWords && queryWords.length > 0 ? sectionCoverage(data, queryWords) : undefined;
  const named = queryWords ? namedIn(queryWords) : () => true;
  const subs = (data.sub_results ?? [])
    .map((sub, order) => {
      const coverage = covered?.(sub.url);
      const answer = answerOf(sub);
      const count = coverage?.words ?? distinctHits(sub.excerpt);
      // A ruling's note is about one faction or card: unless the query names it (a word of the page's title or the
      // note's heading), a rule holding as many of the words answers before it.
      const unnamed = answer?.heading !== undefined && !named(`${data.meta.title ?? ''} ${answer.heading}`);
      return { sub, order, answer, words: unnamed ? count - 1 : count };
    })
    .filter((s): s is typeof s & { answer: { number: string; heading?: string } } => s.answer !== undefined)
    .sort((a, b) => b.words - a.words || a.order - b.order)
    .slice(0, FULL_TEXT_SUBS)
    .map(({ sub, answer, words }) => ({ href: sub.url, ...answer, excerpt: sub.excerpt, words }));
  const text = data.meta.text;
  const textLocale = text !== undefined && isLocale(text) ? text : locale;
  return { href: data.url, title: data.meta.title || data.url, excerpt: data.excerpt, locale, textLocale, subs };
}

/**
 * Pagefind results of several languages in one order: by score, as Pagefind's own mergeIndex orders
 * several indexes; on a tie the page's own language first. Keeps the best `limit`.
 */
export function rankAcrossLanguages<T extends { score: number; lang: Locale; matched?: number }>(results: T[], locale: Locale, limit = FULL_TEXT_PAGES): T[] {
  return results
    .map((r, order) => ({ r, order }))
    .sort((a, b) => (b.r.matched ?? 0) - (a.r.matched ?? 0) || b.r.score - a.r.score || Number(b.r.lang === locale) - Number(a.r.lang === locale) || a.order - b.order)
    .slice(0, limit)
    .map(({ r }) => r);
}

/** The topic id of a page URL: /ru/producing-units/#67.2 → producing-units. */
function topicOf(href: string): string | undefined {
  return href.split('#')[0].split('/').filter(Boolean).at(-1);
}

/**
 * The full-text items below the instant results, in order: each page, then its sub-rules. Anything whose
 * href is already shown (by the instant layer, or earlier in this list) is left out. Fallback pages (another
 * language's text) count once: the reader's locale's fallback page stands for its original, and other
 * locales' fallback pages are left out (their originals are the same text).
 */
export function fullTextItems(hits: FullTextHit[], alreadyShown: Iterable<string>, uiLocale?: Locale, { answerFirst = false }: { answerFirst?: boolean } = {}): FullTextItem[] {
  const shown = new Set(alreadyShown);
  const isFallback = (h: FullTextHit) => h.textLocale !== h.locale;
  const twins = new Set(hits.filter((h) => isFallback(h) && h.locale === uiLocale).map((h) => `${h.textLocale}/${topicOf(h.href)}`));
  const kept = hits.filter((h) => (isFallback(h) ? uiLocale === undefined || h.locale === uiLocale : !twins.has(`${h.locale}/${topicOf(h.href)}`)));
  const items: FullTextItem[] = [];
  const subItem = (hit: FullTextHit, sub: FullTextSub): FullTextItem => ({
    kind: 'sub',
    href: sub.href,
    number: sub.number,
    title: sub.heading ? `${sub.heading} · ${hit.title}` : hit.title,
    locale: hit.locale,
    textLocale: hit.textLocale,
    excerpt: sub.excerpt,
  });
  if (answerFirst) {
    // A question: the sub-rules and notes that answer it first, those that hold more of its words before the
    // others (then the rules' before the rulings', then in the pages' order), and the pages after them.
    const subs = kept
      .flatMap((hit, page) => hit.subs.map((sub, order) => ({ hit, sub, page, order })))
      .filter(({ sub }) => !shown.has(sub.href))
      // On a tie the rule before a ruling: a faction's or card's note answers when the query names more of it.
      .sort((a, b) => (b.sub.words ?? 0) - (a.sub.words ?? 0) || Number(a.sub.heading !== undefined) - Number(b.sub.heading !== undefined) || a.page - b.page || a.order - b.order);
    for (const { hit, sub } of subs) {
      if (shown.has(sub.href)) continue;
      items.push(subItem(hit, sub));
      shown.add(sub.href);
    }
    for (const hit of kept) {
      if (shown.has(hit.href)) continue;
      items.push({ kind: 'page', href: hit.href, title: hit.title, locale: hit.locale, textLocale: hit.textLocale, excerpt: hit.subs.length === 0 && hit.excerpt ? hit.excerpt : null });
      shown.add(hit.href);
    }
    return items;
  }
  // A word names the rules first: the rules' pages, then the rulings' (in Pagefind's order each), with their best
  // sub-rules or notes under each.
  const rulesFirst = [...kept.filter((h) => !RULINGS_PAGE.test(h.href)), ...kept.filter((h) => RULINGS_PAGE.test(h.href))];
  for (const hit of rulesFirst) {
    const subs = hit.subs.filter((s) => !shown.has(s.href)).slice(0, PAGE_SUBS);
    const { locale, textLocale } = hit;
    if (!shown.has(hit.href)) {
      items.push({ kind: 'page', href: hit.href, title: hit.title, locale, textLocale, excerpt: subs.length === 0 && hit.excerpt ? hit.excerpt : null });
      shown.add(hit.href);
    }
    for (const sub of subs) {
      items.push(subItem(hit, sub));
      shown.add(sub.href);
    }
  }
  return items;
}

/** At most this many Pagefind searches for one query while relaxing it (each is a few milliseconds, no fetch). */
export const RELAXED_SEARCHES = 24;

/**
 * The searches that relax a query of several words, in order: all the words, then every choice of one fewer,
 * and so on down to half of them (rounded up): a page that matches most of the words is found even when none
 * matches all (Pagefind ANDs a query's words).
 */
export function relaxedTerms(words: readonly string[], limit = RELAXED_SEARCHES): string[][] {
  const out: string[][] = [];
  const smallest = Math.max(1, Math.ceil(words.length / 2));
  for (let size = words.length; size >= smallest && out.length < limit; size--) {
    const pick = (from: number, chosen: string[]): void => {
      if (out.length >= limit) return;
      if (chosen.length === size) {
        out.push(chosen);
        return;
      }
      for (let i = from; i <= words.length - (size - chosen.length); i++) pick(i + 1, [...chosen, words[i]]);
    };
    pick(0, []);
  }
  return out;
}

/** A result of a relaxed search: how many of the query's words the search that found it had. */
export interface RelaxedResult<T> {
  result: T;
  matched: number;
  score: number;
}

/**
 * Runs the query, then its relaxed forms (relaxedTerms) while fewer than `wanted` results were found, each
 * result kept once, under the most words it was found with. Best first: more words, then Pagefind's score.
 * `key` names a result (the same page found by two searches). Pure: the search is passed in.
 */
export async function relaxedSearch<T>(
  words: readonly string[],
  search: (term: string) => Promise<T[]>,
  { key, score, wanted = FULL_TEXT_PAGES }: { key: (result: T) => string; score: (result: T) => number; wanted?: number },
): Promise<RelaxedResult<T>[]> {
  const found = new Map<string, RelaxedResult<T>>();
  let size = words.length;
  for (const term of relaxedTerms(words)) {
    // Each size is searched in full before the results are judged.
    if (term.length < size) {
      if (found.size >= wanted) break;
      size = term.length;
    }
    for (const result of await search(term.join(' '))) {
      const k = key(result);
      if (!found.has(k)) found.set(k, { result, matched: term.length, score: score(result) });
    }
  }
  return [...found.values()].sort((a, b) => b.matched - a.matched || b.score - a.score);
}

/** What the full-text layer searches for a query, and whether its answers come before their pages. */
export interface FullTextPlan {
  /** The words (relaxed by relaxedSearch); empty when nothing could match. */
  words: string[];
  /** A question of several words: sub-rules and notes first (fullTextItems). */
  answerFirst: boolean;
}

/**
 * The words to search: for words, those that carry meaning, abbreviations expanded through the vocabulary (when
 * the instant index, which carries it, is loaded); a rule number as typed.
 */
export function fullTextPlan(parsed: ParsedQuery, index: LoadedInstantIndex | null): FullTextPlan {
  if (parsed.kind === 'words' && index) {
    const words = fullTextWords(index, parsed);
    // Several words, or a question ("can I sabotage a sabotage"): the answer first.
    const question = meaningWords(parsed, index.questionWords).length < parsed.words.length;
    return { words, answerFirst: words.length > 1 || question };
  }
  const term = fullTextQuery(parsed);
  const words = term === '' ? [] : parsed.kind === 'words' ? term.split(' ') : [term];
  return { words, answerFirst: parsed.kind === 'words' && words.length > 1 };
}
