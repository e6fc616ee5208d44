/**
 * What the search box shows, as data: Pagefind's answers turned into hits, hits from several languages put
 * in one order, and the full-text items appended below the instant results. Pure (no DOM, no fetch), so the
 * search-quality suite runs the very same steps in Node on the built indexes.
 */
import { isLocale, localeRecord, SOURCE_LOCALE, type Locale } from '../lib/locale/locale.ts';
import { normalizeText, scriptOf, stem, words } from '../lib/search/text.ts';
import { excerptParts } from './search-excerpt.ts';
import { factionOfTerm, fullTextParts, questionWordOfScript, termSpans, type LoadedInstantIndex } from '../lib/search/instant-index.ts';
import type { QueryPart } from '../lib/search/weighted-search.ts';
import { fullTextQuery, type ParsedQuery, type QueryWord } from '../lib/search/query.ts';
import { expectedAnswer, meaningWords, type ExpectedAnswer } from '../lib/search/question-words.ts';
import { escapeXml } from '../lib/site/escape.ts';

/** Instant results shown at most; the full-text layer comes below them. */
export const INSTANT_LIMIT = 8;
/**
 * Pages the full-text layer reads for one query (each costs a fragment fetch, about 1.5 KB), and sub-rules under
 * each. A question of three parts or more reads more: its answer may be on a page that holds fewer of its words
 * than another; and one more for each part beyond four (up to LONG_QUESTION_PAGES): the longer the question, the
 * more pages hold some of its words (long rulings pages hold most words of a long question somewhere).
 */
export const FULL_TEXT_PAGES = 4;
export const QUESTION_PAGES = 6;
export const LONG_QUESTION_PAGES = 8;

/** How many pages to read for a query of `parts` parts (FULL_TEXT_PAGES, QUESTION_PAGES, LONG_QUESTION_PAGES). */
export function pagesFor(parts: number): number {
  if (parts <= 2) return FULL_TEXT_PAGES;
  return Math.min(QUESTION_PAGES + Math.max(0, parts - 4), LONG_QUESTION_PAGES);
}
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
  anchors?: { id: string; location: number; /** The heading's or paragraph's text. */ text?: string; /** Its element's name: "h2". */ element?: string }[];
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
  subs: (FullTextSub & {
    /** How much of the query it holds (toFullTextHit). */
    score?: number;
    /** How many of the query's parts it holds in the words typed, not only in what the vocabulary says they mean. */
    typed?: number;
    /** How many neighbouring parts of the query it says side by side (adjacentParts). */
    adjacent?: number;
  })[];
  /** How much of the query the page's title names: on a tie, the topic about the question answers first. */
  about?: number;
  /**
   * A page without sub-rules or notes (a topic the LRR has no numbered section for: Breakthroughs, Expeditions): how
   * much of the query its whole text holds, as a sub-rule's (its text is the answer).
   */
  whole?: { score: number; typed: number; adjacent: number };
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

/** The shortest query stem matched as the beginning of a longer word. */
const PREFIX_MIN = 3;

/** The stems of a text's words. */
function stemsOf(text: string): string[] {
  return words(normalizeText(text)).map(stem);
}

/** Whether a word's stem matches a query stem: the same, or (as Pagefind matches) a longer word it begins. */
function matches(wordStem: string, queryStem: string): boolean {
  return wordStem === queryStem || (queryStem.length >= PREFIX_MIN && wordStem.startsWith(queryStem));
}

/** Whether a text's stems hold a query stem (matches). */
function holds(text: ReadonlySet<string> | readonly string[], queryStem: string): boolean {
  if (text instanceof Set ? text.has(queryStem) : (text as readonly string[]).includes(queryStem)) return true;
  if (queryStem.length < PREFIX_MIN) return false;
  for (const w of text) if (w.startsWith(queryStem)) return true;
  return false;
}

/** A query as the answers are scored against it: its parts (each a list of forms) and how much each weighs. */
export interface AnswerQuery {
  parts: readonly QueryPart[];
  /** Per part (weightedSearch's weights); every part weighs 1 when left out. */
  weights?: readonly number[];
  /** Per part, per form (weightedSearch's formWeights): what a text holding that form holds of the part; the part's weight when left out. */
  formWeights?: readonly (readonly number[])[];
  /** The query asks a question of a kind ("how many": the locale's answerKinds): what its answer says (expectedAnswer). */
  expects?: ExpectedAnswer;
  /** The factions the locale's vocabulary has words for, and those of them the query calls by one (FullTextPlan's). */
  factions?: FactionNames;
}

/** Factions by their page's id ("naaz-rokha"): those the vocabulary has words for, and those the query names by one. */
export interface FactionNames {
  called: readonly string[];
  named: readonly string[];
  /**
   * The query's words typed in another script than the locale's ("sardakk" on the Korean site), as stems: the English
   * name of a faction, which the locale's vocabulary does not hold, names it by any word of its title.
   */
  foreign?: readonly string[];
}

/**
 * Each part's forms, as lists of stems (a form without any left out), and each kept form's weight beside it: its own
 * (formWeights), else its part's, else 1. Both from one reading of the forms.
 */
function partStems(query: AnswerQuery): { stems: string[][][]; weights: number[][] } {
  const stems: string[][][] = [];
  const weights: number[][] = [];
  for (const [i, forms] of query.parts.entries()) {
    const kept = forms.map((form, f) => ({ stems: stemsOf(form), weight: query.formWeights?.[i]?.[f] ?? query.weights?.[i] ?? 1 })).filter((form) => form.stems.length > 0);
    stems.push(kept.map((form) => form.stems));
    weights.push(kept.map((form) => form.weight));
  }
  return { stems, weights };
}

/**
 * How much of the query a section holds: the weights of the parts it holds (all the stems of one of a part's forms,
 * in the section or in the page's title). How often or in how long a text makes no difference: a sub-rule is a
 * sentence or two, and the first of a topic's sub-rules that hold the words is most often the one that answers.
 */
function sectionScore(text: ReadonlySet<string>, parts: string[][][], weights: readonly (readonly number[])[]): number {
  let sum = 0;
  for (const [i, forms] of parts.entries()) {
    let best = 0;
    for (const [f, form] of forms.entries()) if (form.every((s) => holds(text, s))) best = Math.max(best, weights[i]?.[f] ?? 1);
    sum += best;
  }
  return sum;
}

/**
 * How many parts a section holds as typed (a part's first form): of two that hold as much of the query, the one in
 * the player's own words first ("activate a system with my command token": 5.2 says "activate"; 20.4 only "tactical
 * action", which the vocabulary gives for it).
 */
function typedParts(text: ReadonlySet<string>, parts: string[][][]): number {
  return parts.filter(([typed]) => typed !== undefined && typed.every((s) => holds(text, s))).length;
}

/**
 * How many neighbouring parts of the query the section says side by side, in the query's order ("exhausted cards"
 * in "when do exhausted cards get readied"): of two sections that hold as much of the query, the one that says its
 * words as the reader put them together.
 */
function adjacentParts(stems: readonly (readonly string[])[], parts: string[][][]): number {
  let count = 0;
  for (let i = 0; i + 1 < parts.length; i++) {
    // Each form has a stem at least (partStems).
    const ends = parts[i].map((form) => form[form.length - 1]);
    const starts = parts[i + 1].map((form) => form[0]);
    for (let k = 0; k + 1 < stems.length; k++) {
      if (stems[k].some((w) => ends.some((e) => matches(w, e))) && stems[k + 1].some((w) => starts.some((st) => matches(w, st)))) {
        count++;
        break;
      }
    }
  }
  return count;
}

/** A section of a page: from its anchor to the next, in the page's text as Pagefind stored it. */
interface Section {
  id: string;
  /** The anchor's text (a heading's: "Technology Singularity 4.2"). */
  title: string;
  /** Its words as stored, after the anchor's own text ("39.1.", "Sanction 1."), which the result shows apart. */
  words: string[];
  /** Each word's stems, in order. */
  wordStems: string[][];
  /** Their stems, with the page title's ("Status Phase" holds "status" for "tokens in the status phase"). */
  stems: Set<string>;
}

/** The page's sections, in page order; undefined when the page data lacks its text. */
function sectionsOf(data: PagefindData): Section[] | undefined {
  if (typeof data.content !== 'string' || !Array.isArray(data.anchors)) return undefined;
  const content = data.content.split(/\s+/);
  const title = stemsOf(data.meta.title ?? '');
  const anchors = data.anchors.filter((a) => typeof a.id === 'string' && a.id !== '' && Number.isInteger(a.location)).sort((a, b) => a.location - b.location);
  // The sections of the headings above the one read (a deeper heading is under them): level and stems.
  const above: { level: number; stems: string[] }[] = [];
  return anchors.map((a, i) => {
    const all = content.slice(a.location, anchors[i + 1]?.location ?? content.length);
    const own = typeof a.text === 'string' ? a.text.split(/\s+/).filter(Boolean) : [];
    const lead = own.length > 0 && own.length < all.length && own.every((w, k) => all[k].replace(/[.:]$/, '') === w) ? own.length : 0;
    const wordStems = all.map(stemsOf);
    // A sub-rule under a sub-rule that is a heading (SubRule.astro): not a ruling's note under another, which says
    // more than a title.
    const level = RULE_NUMBER.test(a.id) ? headingLevel(a.element) : undefined;
    while (level !== undefined && above.length > 0 && above[above.length - 1].level >= level) above.pop();
    const under = level === undefined ? [] : above.flatMap((h) => h.stems);
    if (level !== undefined) above.push({ level, stems: wordStems.slice(lead).flat() });
    return { id: a.id, title: typeof a.text === 'string' ? a.text : '', words: all.slice(lead), wordStems: wordStems.slice(lead), stems: new Set([...title, ...under, ...wordStems.flat()]) };
  });
}

const RULE_NUMBER = /^\d+\.\d+$/;

/** The level of a heading element's name ("h3" → 3); none for another element. */
function headingLevel(element: string | undefined): number | undefined {
  const match = typeof element === 'string' ? /^h([1-6])$/i.exec(element) : null;
  return match ? Number(match[1]) : undefined;
}

/** A number as a text gives one: "2", "(3)", "2개"; not a rule number ("37.1"). */
const NUMBER = /^[(\[]?\d{1,2}(?![.,]\d)\p{L}*[)\].,;:]*$/u;

/** Whether a section says what the answer to a question of its kind says: one of its words, or a number. */
function saysExpected(section: Section, expects: ExpectedAnswer): boolean {
  if (expects.numbers && section.words.some((w) => NUMBER.test(w))) return true;
  const own = new Set(section.wordStems.flat());
  return expects.words.some((word) => stemsOf(word).every((s) => own.has(s)));
}

/** Words an excerpt built from a section's text shows at most (as Pagefind's excerpts). */
const EXCERPT_WORDS = 30;

/** Words an excerpt shows before the first of the query's words, when that word is further into its section. */
const EXCERPT_LEAD = 3;

/**
 * An excerpt of a section Pagefind's own sub-results do not list (they hold the hits of one search, and a question
 * is several): its words from just before the first of the query's (the box shows two lines of an excerpt, about a
 * dozen words on a phone), the query's marked, as Pagefind writes an excerpt (escaped text and <mark>).
 */
function sectionExcerpt(section: Section, stems: readonly string[]): string {
  const marked = section.wordStems.map((own) => own.length > 0 && stems.some((s) => own.some((w) => matches(w, s))));
  const first = marked.indexOf(true);
  const start = first > EXCERPT_LEAD ? first - EXCERPT_LEAD : 0;
  const text = section.words
    .slice(start, start + EXCERPT_WORDS)
    .map((word, k) => (marked[start + k] ? `<mark>${escapeXml(word)}</mark>` : escapeXml(word)))
    .join(' ');
  // Started inside its section: marked as Pagefind's excerpts are shown (search-excerpt.ts), in every script.
  return start > 0 ? `…${text}` : text;
}

/**
 * The excerpt an answer shows: Pagefind's (around the hits of one of the question's searches) unless the section's
 * words, written here, show more of the question's words ("each player readies all of their exhausted cards"
 * for "when do exhausted cards get readied", where Pagefind's stopped before "exhausted").
 */
function answerExcerpt(section: Section, pagefinds: string | undefined, stems: readonly string[]): string {
  const own = sectionExcerpt(section, stems);
  if (pagefinds === undefined) return own;
  // Of two that show as many, the one whose first is nearer its start: the box shows two lines of it.
  const more = distinctHits(pagefinds) - distinctHits(own);
  return more > 0 || (more === 0 && wordsBeforeHit(pagefinds) <= wordsBeforeHit(own)) ? pagefinds : own;
}

/** How many words an excerpt shows before its first marked one. */
function wordsBeforeHit(excerpt: string): number {
  let count = 0;
  for (const part of excerptParts(excerpt)) {
    if (part.mark) return count;
    count += words(normalizeText(part.text)).length;
  }
  return count;
}

/** A faction's page: /en/factions/naaz-rokha/2/ → naaz-rokha. */
const FACTION_PAGE = /\/factions\/([a-z0-9-]+)\//;

/**
 * Whether the query names what a ruling's note is about: the card or ability of its heading, all of its name
 * ("threaten enemies", not "enemies"; without the kind in brackets: "War Funding (Promissory Note)" is named by
 * "war funding", not by "promissory note"; without the words a query's forms leave out: "Book of Latvinia" is named
 * by "book latvinia"), or, on a faction's page, the faction. A component page's title ("Action
 * Cards") is a kind of card, not one.
 *
 * A faction is named by its page's id, all of it ("naaz rokha", "mentak"), or by a word the locale's vocabulary calls
 * it (FactionNames). Only a faction the vocabulary has no words for is named by any word of its title: "alliance"
 * names the Alliance card, not the Naaz–Rokha Alliance, whose vocabulary says "naaz". So is one by a word of its title
 * typed in another script than the locale's ("sardakk" on the Korean site, where the vocabulary says 사르닥).
 */
function namesRuling(asked: readonly string[], pageUrl: string, pageTitle: string, heading: string, factions?: FactionNames): boolean {
  const named = (stem: string) => asked.some((s) => matches(stem, s));
  const card = words(normalizeText(heading.replace(/\([^)]*\)/g, ' ')))
    .filter((w) => !questionWordOfScript(w))
    .map(stem);
  if (card.length > 0 && card.every(named)) return true;
  const faction = FACTION_PAGE.exec(pageUrl)?.[1];
  if (faction === undefined) return false;
  const title = stemsOf(pageTitle.replace(/\([^)]*\)/g, ' '));
  if (!factions?.called.includes(faction)) return title.some(named);
  if (factions.named.includes(faction) || stemsOf(faction.replace(/-/g, ' ')).every(named)) return true;
  const foreign = factions.foreign ?? [];
  return title.some((word) => foreign.some((s) => matches(word, s)));
}

/**
 * A ruling's note is about one faction or card: unless the query names it, a rule that holds as much of the query
 * answers before it, and one that holds a little less too.
 */
export const UNNAMED_RULING_WEIGHT = 0.5;

/**
 * A page Pagefind found, with its best-matching sub-rules. With the query and the page's text, every sub-rule and
 * note of the page is a candidate, those that hold more of the query (the rarer parts weighing more) first;
 * without them, Pagefind's sub-results, those whose excerpt shows more words first; then in page order.
 */
export function toFullTextHit(data: PagefindData, locale: Locale, query?: AnswerQuery): FullTextHit {
  const read = query ? partStems(query) : undefined;
  const parts = read?.stems;
  const weights = read?.weights ?? [];
  const asked = parts?.flat(2) ?? [];
  const sections = parts && parts.length > 0 ? sectionsOf(data) : undefined;
  const given = new Map((data.sub_results ?? []).map((sub) => [sub.url, sub]));
  const candidates: { sub: PagefindSubResult; section?: Section; score?: number; typed?: number }[] =
    sections && parts
      ? sections.map((section) => {
          const url = `${data.url}#${section.id}`;
          // The excerpt of a section Pagefind gave none for is written once it is among the best (below).
          const sub = given.get(url) ?? { url, title: section.title, excerpt: '' };
          return { sub, section, score: sectionScore(section.stems, parts, weights), typed: typedParts(section.stems, parts) };
        })
      : (data.sub_results ?? []).map((sub) => ({ sub }));
  const subs = candidates
    .map(({ sub, section, score, typed }, order) => {
      const answer = answerOf(sub);
      const held = score ?? distinctHits(sub.excerpt);
      const unnamed = parts !== undefined && answer?.heading !== undefined && !namesRuling(asked, data.url, data.meta.title ?? '', answer.heading, query?.factions);
      // A question of a kind ("how many"): of the sections that hold as much of it, those that say its answer first.
      const says = section !== undefined && query?.expects !== undefined && saysExpected(section, query.expects);
      return { sub, section, order, answer, says, typed: typed ?? 0, score: unnamed ? held * UNNAMED_RULING_WEIGHT : held };
    })
    .filter((s): s is typeof s & { answer: { number: string; heading?: string } } => s.answer !== undefined && (sections === undefined || s.score > 0))
    .sort((a, b) => b.score - a.score || Number(b.says) - Number(a.says) || b.typed - a.typed || a.order - b.order)
    .slice(0, FULL_TEXT_SUBS)
    // Side by side counts only between pages (fullTextItems): worked out for the sections kept.
    .map(({ sub, section, answer, score, typed }) => ({
      href: sub.url,
      ...answer,
      excerpt: section ? answerExcerpt(section, given.get(sub.url)?.excerpt, asked) : sub.excerpt,
      score,
      typed,
      ...(section && parts ? { adjacent: adjacentParts(section.wordStems, parts) } : {}),
    }));
  const text = data.meta.text;
  const textLocale = text !== undefined && isLocale(text) ? text : locale;
  const about = parts ? sectionScore(new Set(stemsOf(data.meta.title ?? '')), parts, weights) : undefined;
  // Only a page without any sub-rule or note (a page's intro is not its answer when it has sub-rules), and whose title
  // names some of the query: a long text holds many words, and answers only a question about its own topic.
  const whole = parts && sections && about && candidates.every(({ sub }) => answerOf(sub) === undefined) ? wholePage(data, parts, weights) : undefined;
  return { href: data.url, title: data.meta.title || data.url, excerpt: data.excerpt, locale, textLocale, subs, ...(about ? { about } : {}), ...(whole && whole.score > 0 ? { whole } : {}) };
}

/** How much of the query a page's whole text (and title) holds, as sectionScore, typedParts and adjacentParts read a section. */
function wholePage(data: PagefindData, parts: string[][][], weights: readonly (readonly number[])[]): FullTextHit['whole'] {
  if (typeof data.content !== 'string') return undefined;
  const wordStems = data.content.split(/\s+/).map(stemsOf);
  const stems = new Set([...stemsOf(data.meta.title ?? ''), ...wordStems.flat()]);
  return { score: sectionScore(stems, parts, weights), typed: typedParts(stems, parts), adjacent: adjacentParts(wordStems, parts) };
}

/**
 * Pagefind results of several languages in one order: by score, as Pagefind's own mergeIndex orders
 * several indexes; on a tie the page's own language first. Keeps the best `limit`.
 */
export function rankAcrossLanguages<T extends { score: number; lang: Locale }>(results: T[], locale: Locale, limit = FULL_TEXT_PAGES): T[] {
  return results
    .map((r, order) => ({ r, order }))
    .sort((a, b) => b.r.score - a.r.score || Number(b.r.lang === locale) - Number(a.r.lang === locale) || a.order - b.order)
    .slice(0, limit)
    .map(({ r }) => r);
}

/** The topic id of a page URL: /ru/producing-units/#67.2 → producing-units. */
function topicOf(href: string): string | undefined {
  return href.split('#')[0].split('/').filter(Boolean).at(-1);
}

/**
 * A page whose title names a telling part of the query (one that weighs at least this much: a word on fewer than about a
 * third of the pages) is about what the query asks ("같은 능력으로 주사위 두번 재굴림": Rerolls, not Space Cannon, whose
 * title only says "ability").
 */
export const TITLED_WEIGHT = 1;

const titled = (hit: FullTextHit) => (hit.about ?? 0) >= TITLED_WEIGHT;

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
  const pageItem = (hit: FullTextHit, excerpt: string | null): FullTextItem => ({ kind: 'page', href: hit.href, title: hit.title, locale: hit.locale, textLocale: hit.textLocale, excerpt });
  if (answerFirst) {
    // A question: the sub-rules and notes that answer it first, those that hold more of its words before the
    // others (then the rules' before the rulings', then in the pages' order), and the pages after them.
    // A page without sub-rules answers as one (FullTextHit.whole).
    const subs = kept
      .flatMap((hit, page) => [
        ...hit.subs.map((sub, order) => ({ hit, sub, page, order, whole: false })),
        ...(hit.whole ? [{ hit, sub: { href: hit.href, number: '', excerpt: hit.excerpt, ...hit.whole }, page, order: 0, whole: true }] : []),
      ])
      .filter(({ sub }) => !shown.has(sub.href))
      // On a tie the one in the player's own words, then the one of a page whose title names a telling part of the
      // query (TITLED_WEIGHT), then the one that says more of the query's words side by side ("exhausted cards": 34.2
      // before 71.1 for "when do exhausted cards get readied"), then the rule before a ruling (a faction's or card's
      // note answers when the query names more of it), then the topic whose title names more of the query ("Relics"
      // for "can relics be traded").
      .sort(
        (a, b) =>
          (b.sub.score ?? 0) - (a.sub.score ?? 0) ||
          (b.sub.typed ?? 0) - (a.sub.typed ?? 0) ||
          Number(titled(b.hit)) - Number(titled(a.hit)) ||
          (b.sub.adjacent ?? 0) - (a.sub.adjacent ?? 0) ||
          Number(a.sub.heading !== undefined) - Number(b.sub.heading !== undefined) ||
          (b.hit.about ?? 0) - (a.hit.about ?? 0) ||
          a.page - b.page ||
          a.order - b.order,
      );
    for (const { hit, sub, whole } of subs) {
      if (shown.has(sub.href)) continue;
      items.push(whole ? pageItem(hit, hit.excerpt || null) : subItem(hit, sub));
      shown.add(sub.href);
    }
    for (const hit of kept) {
      if (shown.has(hit.href)) continue;
      items.push(pageItem(hit, hit.subs.length === 0 && hit.excerpt ? hit.excerpt : null));
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

/** What the full-text layer searches for a query, and whether its answers come before their pages. */
export interface FullTextPlan {
  /** The parts of the query, each with its forms (weightedSearch); empty when nothing could match. */
  parts: QueryPart[];
  /** Every word of the parts' forms, once (what to preload while the reader types). */
  words: string[];
  /** A question of several words: sub-rules and notes first (fullTextItems). */
  answerFirst: boolean;
  /** How many pages to read (pagesFor: FULL_TEXT_PAGES, more for a question of three parts or more). */
  pages: number;
  /** The question is of a kind ("how many": the locale's answerKinds): what its answer says (AnswerQuery.expects). */
  expects?: ExpectedAnswer;
  /**
   * A locale with its own text on only some pages (the others show the English text): how many topics have it, and
   * which forms of each part are written only in its script, so only those pages can hold them (rankedPages weighs
   * a part whose telling forms are all such there).
   */
  ownText?: { pages: number; parts: boolean[][] };
  /** The factions the vocabulary has words for, and those the query calls by one (AnswerQuery.factions). */
  factions?: FactionNames;
}

function plan(parts: QueryPart[], answerFirst: boolean, expects?: ExpectedAnswer): FullTextPlan {
  // Two words need no more pages than one: the pages that hold both are few.
  const words = [...new Set(parts.flatMap((forms) => forms.flatMap((f) => f.split(' '))))];
  return { parts, words, answerFirst, pages: pagesFor(parts.length), ...(expects ? { expects } : {}) };
}

/** The factions the index's vocabulary calls by a word, those the query's meaning calls by one, and its words of another script. */
function factionNames(index: LoadedInstantIndex, meaning: readonly QueryWord[]): FactionNames {
  const named = termSpans(index, meaning).map((span) => factionOfTerm(span.term)).filter((f) => f !== undefined);
  const own = localeRecord(index.locale).script;
  const foreign = meaning.filter((w) => !['other', own].includes(scriptOf(w.word))).flatMap((w) => stemsOf(w.word));
  return { called: index.calledFactions, named: [...new Set(named)], ...(foreign.length > 0 ? { foreign } : {}) };
}

/**
 * What to search: for words, the parts that carry meaning, each with the forms the vocabulary gives it (when the
 * instant index, which carries the vocabulary, is loaded); a rule number as typed.
 */
export function fullTextPlan(parsed: ParsedQuery, index: LoadedInstantIndex | null): FullTextPlan {
  if (parsed.kind === 'words' && index) {
    const parts = fullTextParts(index, parsed);
    // Several parts, or a question ("can I sabotage a sabotage"): the answer first.
    const meaning = meaningWords(parsed, index.questionWords);
    const question = meaning.length < parsed.words.length;
    const made = plan(parts, parts.length > 1 || parts.some((forms) => forms.some((f) => f.includes(' '))) || question, expectedAnswer(parsed, index.answerKinds));
    if (index.calledFactions.length > 0) made.factions = factionNames(index, meaning);
    const own = localeRecord(index.locale).script;
    // Only a script the fallback pages' text is not written in can tell the locale's own text from theirs.
    if (index.translatedTopics < index.topics.length && own !== localeRecord(SOURCE_LOCALE).script) {
      made.ownText = { pages: index.translatedTopics, parts: parts.map((forms) => forms.map((f) => f.split(' ').every((w) => scriptOf(w) === own))) };
    }
    return made;
  }
  const term = fullTextQuery(parsed);
  const words = term === '' ? [] : parsed.kind === 'words' ? term.split(' ') : [term];
  return plan(words.map((w) => [w]), parsed.kind === 'words' && words.length > 1);
}
