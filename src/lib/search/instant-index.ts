/**
 * The instant search layer: one small MiniSearch index per locale, its documents made from the Glossary at
 * build time and shipped as JSON, indexed when loaded and searched in the browser (or in Node) on every
 * keystroke.
 *
 * It holds what a person looks up at the table: the locale's entry titles and aliases, entry and sub-rule
 * numbers, and the names of the same topics in the other locales (so "producing units" on the Korean site
 * finds 유닛 생산). Topics that exist only in other locales are included too and link to the locale's
 * "not translated yet" page. Full text is Pagefind's job.
 *
 * Browser-safe: imports only types from the glossary, plus MiniSearch and the pure search helpers.
 */
import MiniSearch, { type Options, type Query, type SearchResult } from 'minisearch';
import type { Entry } from '../entry.ts';
import type { Glossary } from '../glossary.ts';
import { LOCALES, type Locale } from '../locale.ts';
import { entryPath } from '../routes.ts';
import { releaseFinalConsonant, toJamo } from './korean.ts';
import { parseQuery, type ParsedQuery, type RuleNumberQuery } from './query.ts';
import { normalizeText, stem, wordForms, words } from './text.ts';
import { searchEditionNumber, type InstantEdition } from '../editions/edition-search.ts';

export const INSTANT_INDEX_VERSION = 2;

/** One topic as the instant layer knows it. */
export interface InstantTopic {
  id: string;
  /** The locale's title, or, for a topic the locale lacks, its name in this locale or in English. */
  label: string;
  /** The locale's entry number; null when the locale has no entry for the topic, or an entry without a number. */
  number: number | null;
  /** Set when the locale has an entry for the topic that has no number (a topic the LRR has no section for yet). */
  unnumbered?: true;
  /** The topic's number in the English LRR index, when it has one. */
  lrr: number | null;
  /** Ordinals of the locale's sub-rules (5 for 45.5). */
  subs: number[];
  /** For a topic the locale lacks: the language of the text its fallback page shows (English first). */
  text?: Locale;
  /**
   * LRR sub-rule ordinal → the locale's ordinal, only where they differ (0: no counterpart).
   * Lets "LRR 67.5" typed on the Korean site open 45.5.
   */
  lrrSubs?: Record<string, number>;
}

/**
 * The words a topic is found by, field by field (FIELDS' order): its title, aliases, compact Korean forms and
 * names in the other locales, each list joined by newlines.
 */
export type InstantDocument = [title: string, aliases: string, compact: string, other: string];

/**
 * The serialised index of one locale, as written at build time and fetched by the browser. It carries the
 * documents, not MiniSearch's own index of them: the loader indexes them again (a few milliseconds for a few
 * hundred topics), and the file is half the size.
 */
export interface InstantIndexData {
  version: number;
  locale: Locale;
  topics: InstantTopic[];
  /** One per topic, in the same order. */
  documents: InstantDocument[];
  /** Earlier editions' numbers, for a locale that has any. */
  editions?: InstantEdition[];
}

export interface InstantResult {
  href: string;
  /** The topic's title (for a sub-rule, the title of its entry). */
  label: string;
  /** "45" for an entry, "45.5" for a sub-rule, null for a topic the locale has no entry for. */
  number: string | null;
  kind: 'entry' | 'subrule';
  id: string;
  /** False for a topic without an entry in this locale: the link opens its fallback page. */
  translated: boolean;
  /** On a fallback page: the language of its text, which the result is marked with. */
  textLocale?: Locale;
}

export interface LoadedInstantIndex {
  locale: Locale;
  topics: InstantTopic[];
  search: MiniSearch<IndexedTopic>;
  byNumber: Map<number, InstantTopic>;
  byLrr: Map<number, InstantTopic>;
  /** Topics by the stems of their label, for putting an exact title match first. */
  byLabel: Map<string, InstantTopic[]>;
  editions: InstantEdition[];
}

interface IndexedTopic {
  i: number;
  title: string;
  aliases: string;
  compact: string;
  other: string;
}

const FIELDS = ['title', 'aliases', 'compact', 'other'];
const BOOST = { title: 3, aliases: 2, compact: 0.5, other: 1 };
/** Topics the locale has no entry for rank below those it has, all else being equal. */
const UNTRANSLATED_BOOST = 0.5;
const DEFAULT_LIMIT = 10;

/** Index and query terms: a word, its stem, and for Korean both as jamo. Must be the same at build and load. */
function processTerm(term: string): string[] {
  return wordForms(term).map(toJamo);
}

const MINISEARCH_OPTIONS: Options<IndexedTopic> = {
  idField: 'i',
  fields: FIELDS,
  storeFields: [],
  tokenize: (text) => words(normalizeText(text)),
  processTerm,
};

/**
 * Korean titles written as one word as often as two (우주 전투, 우주전투): each run of Hangul words between
 * punctuation, joined without spaces.
 */
function compactForms(names: string[]): string[] {
  const out: string[] = [];
  for (const name of names) {
    for (const segment of normalizeText(name).split(/[^\p{L}\p{M}\p{N}\s]+/u)) {
      const hangul = words(segment);
      if (hangul.length > 1 && hangul.every((w) => /^\p{Script=Hangul}+$/u.test(w))) out.push(hangul.join(''));
    }
  }
  return out;
}

function namesIn(glossary: Glossary, locale: Locale, id: string): string[] {
  const entry = glossary.get(locale, id);
  const names = [entry?.title ?? glossary.nameIn(locale, id), ...(entry?.aliases ?? [])];
  if (locale === 'en') names.push(glossary.topics.get(id)?.titleEn);
  return [...new Set(names.filter((n): n is string => typeof n === 'string' && n.trim() !== ''))];
}

/** LRR sub-rule ordinal → local ordinal, for every LRR sub-rule the mapping is not the identity for. */
function lrrSubMap(glossary: Glossary, entry: Entry): Record<string, number> | undefined {
  if (entry.locale === 'en') return undefined;
  const map = new Map<number, number>();
  const english = glossary.get('en', entry.id);
  if (english) {
    for (const sub of english.subRules) map.set(sub.ordinal, glossary.counterpart(english, sub, entry.locale)?.ordinal ?? 0);
  } else {
    // Without the English entry, an align key is the English ordinal it stands for.
    for (const sub of entry.subRules) {
      const key = Number(sub.alignKey);
      if (Number.isInteger(key) && key > 0) map.set(key, sub.ordinal);
    }
    for (const sub of entry.subRules) if (!map.has(sub.ordinal)) map.set(sub.ordinal, 0);
  }
  const local = new Set(entry.subRules.map((s) => s.ordinal));
  const deltas: Record<string, number> = {};
  for (const [lrr, ordinal] of map) {
    const identity = local.has(lrr) ? lrr : 0;
    if (ordinal !== identity) deltas[lrr] = ordinal;
  }
  return Object.keys(deltas).length > 0 ? deltas : undefined;
}

/** Builds the locale's instant index from the glossary: every topic present in any locale. */
export function buildInstantIndex(glossary: Glossary, locale: Locale, editions: InstantEdition[] = []): InstantIndexData {
  const topics: InstantTopic[] = [];
  const documents: InstantDocument[] = [];
  for (const id of glossary.presentTopicIds()) {
    const entry = glossary.get(locale, id);
    const own = namesIn(glossary, locale, id);
    const others = LOCALES.filter((l) => l !== locale).flatMap((l) => namesIn(glossary, l, id));
    const fallback = glossary.topics.get(id)?.titleEn ?? others[0] ?? id;
    const topic: InstantTopic = {
      id,
      label: own[0] ?? fallback,
      number: entry?.number ?? null,
      lrr: glossary.topics.get(id)?.number ?? null,
      subs: entry?.subRules.map((s) => s.ordinal) ?? [],
    };
    if (entry && entry.number === null) topic.unnumbered = true;
    if (!entry) {
      const text = glossary.get('en', id) ? 'en' : LOCALES.find((l) => glossary.get(l, id));
      if (text) topic.text = text;
    }
    const lrrSubs = entry && lrrSubMap(glossary, entry);
    if (lrrSubs) topic.lrrSubs = lrrSubs;
    documents.push([
      own[0] ?? '',
      own.slice(1).join('\n'),
      compactForms(own).join('\n'),
      [...new Set([...others, ...compactForms(others), fallback])].filter((n) => !own.includes(n)).join('\n'),
    ]);
    topics.push(topic);
  }
  return { version: INSTANT_INDEX_VERSION, locale, topics, documents, ...(editions.length > 0 ? { editions } : {}) };
}

/** MiniSearch's index of the documents. */
function indexDocuments(documents: InstantDocument[]): MiniSearch<IndexedTopic> {
  const search = new MiniSearch<IndexedTopic>(MINISEARCH_OPTIONS);
  search.addAll(documents.map(([title, aliases, compact, other], i) => ({ i, title, aliases, compact, other })));
  return search;
}

function stemKey(list: string[]): string {
  return list.map(stem).join(' ');
}

export function serializeInstantIndex(data: InstantIndexData): string {
  return JSON.stringify(data);
}

/** Loads a serialised index (the JSON text or the parsed object). Throws on a file of another version. */
export function loadInstantIndex(source: string | InstantIndexData): LoadedInstantIndex {
  const data: InstantIndexData = typeof source === 'string' ? JSON.parse(source) : source;
  if (data.version !== INSTANT_INDEX_VERSION) {
    throw new Error(`instant index version ${String(data.version)}, expected ${INSTANT_INDEX_VERSION}: rebuild the site`);
  }
  const byNumber = new Map<number, InstantTopic>();
  const byLrr = new Map<number, InstantTopic>();
  const byLabel = new Map<string, InstantTopic[]>();
  for (const topic of data.topics) {
    if (topic.number !== null) byNumber.set(topic.number, topic);
    if (topic.lrr !== null) byLrr.set(topic.lrr, topic);
    const key = stemKey(words(normalizeText(topic.label)));
    byLabel.set(key, [...(byLabel.get(key) ?? []), topic]);
  }
  const loaded: LoadedInstantIndex = {
    locale: data.locale,
    topics: data.topics,
    search: indexDocuments(data.documents),
    byNumber,
    byLrr,
    byLabel,
    editions: data.editions ?? [],
  };
  // Index loading happens on focus, before the first keystroke: pay the one-time costs (regular
  // expressions, the engine's first fuzzy and prefix searches in each script) here, not on that keystroke.
  for (const warmUp of ['unit', 'отряд', '유닛을', '1.1']) searchInstant(loaded, warmUp, data.locale, '/');
  return loaded;
}

class Results {
  readonly list: InstantResult[] = [];
  private readonly seen = new Set<string>();
  private readonly locale: Locale;
  private readonly base: string;
  private readonly limit: number;

  constructor(locale: Locale, base: string, limit: number) {
    this.locale = locale;
    this.base = base;
    this.limit = limit;
  }

  get full(): boolean {
    return this.list.length >= this.limit;
  }

  entry(topic: InstantTopic): void {
    this.push({
      href: entryPath(this.base, this.locale, topic.id),
      label: topic.label,
      number: topic.number === null ? null : String(topic.number),
      kind: 'entry',
      id: topic.id,
      translated: topic.number !== null || topic.unnumbered === true,
      ...(topic.text ? { textLocale: topic.text } : {}),
    });
  }

  subRule(topic: InstantTopic, ordinal: number): void {
    if (topic.number === null || !topic.subs.includes(ordinal)) return;
    const number = `${topic.number}.${ordinal}`;
    this.push({
      href: entryPath(this.base, this.locale, topic.id, number),
      label: topic.label,
      number,
      kind: 'subrule',
      id: topic.id,
      translated: true,
    });
  }

  /** A sub-rule or topic of an earlier edition. */
  old(hit: { href: string; label: string; number: string; kind: 'entry' | 'subrule' }): void {
    this.push({ ...hit, id: hit.href, translated: true });
  }

  private push(result: InstantResult): void {
    if (this.full || this.seen.has(result.href)) return;
    this.seen.add(result.href);
    this.list.push(result);
  }
}

/** The local ordinal of an LRR sub-rule of the topic, or 0. */
function localOrdinal(topic: InstantTopic, lrrOrdinal: number): number {
  return topic.lrrSubs?.[lrrOrdinal] ?? (topic.subs.includes(lrrOrdinal) ? lrrOrdinal : 0);
}

function searchNumber(index: LoadedInstantIndex, query: RuleNumberQuery, results: Results): void {
  const { entry, sub } = query;
  const lrrTopic = index.byLrr.get(entry);
  const addLrr = () => {
    if (!lrrTopic) return;
    if (sub !== undefined) results.subRule(lrrTopic, localOrdinal(lrrTopic, sub));
    results.entry(lrrTopic);
  };
  if (query.lrr) {
    addLrr();
    if (sub === undefined && lrrTopic) for (const ordinal of lrrTopic.subs) results.subRule(lrrTopic, ordinal);
    return;
  }
  const topic = index.byNumber.get(entry);
  if (topic) {
    if (sub !== undefined) results.subRule(topic, sub);
    results.entry(topic);
  }
  if (sub === undefined) {
    // As the number is typed ("4", "45"), entries whose numbers begin with it.
    const typed = String(entry);
    const longer = index.topics
      .filter((t) => t.number !== null && t.number !== entry && String(t.number).startsWith(typed))
      .sort((a, b) => a.number! - b.number!);
    if (topic) for (const ordinal of topic.subs) results.subRule(topic, ordinal);
    for (const t of longer) results.entry(t);
  } else if (topic) {
    // "39.1" as a step towards "39.10".
    const typed = String(sub);
    for (const ordinal of topic.subs) if (String(ordinal).startsWith(typed)) results.subRule(topic, ordinal);
  }
  // The same digits read as an LRR number, for a number copied from an English thread.
  addLrr();
}

const HANGUL_JAMO = /[\u1100-\u11ff]/;

function wordQuery(forms: string[], last: boolean): Query {
  const keys = forms.map(toJamo);
  if (last) {
    // The last word may still be in the middle of a syllable (유닛 passes through 윤).
    const released = releaseFinalConsonant(keys[0]);
    if (released) keys.push(released);
  }
  return { combineWith: 'OR', queries: [...new Set(keys)] };
}

function searchWords(index: LoadedInstantIndex, query: Extract<ParsedQuery, { kind: 'words' }>, results: Results): void {
  const perWord = query.words.map((w, i) => wordQuery(w.forms, i === query.words.length - 1));
  const options = {
    tokenize: (text: string) => [text],
    processTerm: (term: string) => term,
    prefix: true,
    // Typos in Latin and Cyrillic words of four letters or more; Korean is matched by jamo prefix instead.
    fuzzy: (term: string) => (term.length >= 4 && !HANGUL_JAMO.test(term) ? 0.2 : false),
    maxFuzzy: 2,
    boost: BOOST,
    boostDocument: (id: unknown) => (index.topics[id as number]?.number === null ? UNTRANSLATED_BOOST : 1),
  };
  const ranked = (hits: SearchResult[]) => {
    for (const hit of hits) {
      const topic = index.topics[hit.id as number];
      if (topic) results.entry(topic);
    }
  };
  // A title typed in full first, then topics that match every word, then those that match some.
  for (const topic of index.byLabel.get(stemKey(query.words.map((w) => w.word))) ?? []) results.entry(topic);
  ranked(index.search.search({ combineWith: 'AND', queries: perWord }, options));
  if (perWord.length > 1 && !results.full) ranked(index.search.search({ combineWith: 'OR', queries: perWord }, options));
}

/**
 * Searches the instant index: a rule number puts that sub-rule first, then its entry; words rank topics
 * by title, alias and other-locale name. Never throws on any query text.
 */
export function searchInstant(
  index: LoadedInstantIndex,
  query: string | ParsedQuery,
  locale: Locale,
  base: string,
  { limit = DEFAULT_LIMIT }: { limit?: number } = {},
): InstantResult[] {
  const parsed = typeof query === 'string' ? parseQuery(query) : query;
  const results = new Results(locale, base, limit);
  if (parsed.kind === 'number' && parsed.edition !== undefined) for (const hit of searchEditionNumber(index.editions, { ...parsed, edition: parsed.edition }, locale, base)) results.old(hit);
  else if (parsed.kind === 'number') searchNumber(index, parsed, results);
  else if (parsed.kind === 'words') searchWords(index, parsed, results);
  return results.list;
}
