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
import type { Entry } from '../content/entry.ts';
import type { Glossary } from '../content/glossary.ts';
import { LOCALES, type AnswerKind, type Locale } from '../locale/locale.ts';
import { entryPath, localePath } from '../site/routes.ts';
import { releaseFinalConsonant, toJamo } from './korean.ts';
import { fullTextWord, parseQuery, type ParsedQuery, type QueryWord, type RuleNumberQuery, type WordsQuery } from './query.ts';
import { normalizeText, scriptOf, stem, wordForms, words } from './text.ts';
import { searchEditionNumber, type InstantEdition } from '../editions/edition-search.ts';
import { localeOfScript, localeRecord, type Script } from '../locale/locale.ts';
import type { VocabularyTerm } from '../vocabulary/vocabulary.ts';
import type { Rewording } from '../vocabulary/rewordings.ts';
import { meaningWords, questionWordSet } from './question-words.ts';
import { englishNames, nameSpans, rulingPlaces, spelledName, spelledOf, type EnglishNames, type NamedPlace, type RulingTitles } from './english-names.ts';
import { nameReader } from './transliteration.ts';
import { wordRuns } from './word-runs.ts';

export const INSTANT_INDEX_VERSION = 3;

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
  /** The table's words (content/<locale>/vocabulary.yaml), for a locale that has any. */
  terms?: InstantTerm[];
  /** Words of a question a query need not match (the locale record's questionWords). */
  questionWords?: string[];
  /** Kinds of question and the words that answer them (the locale record's answerKinds). */
  answerKinds?: AnswerKind[];
  /** The rules' words for the table's (content/<locale>/rewordings.yaml), for a locale that has any. */
  rewordings?: InstantRewording[];
  /** The rulings pages' English titles and section titles, for a locale whose players spell English names in its script. */
  rulingTitles?: RulingTitles[];
}

/** What players type, and what the rules write for it (both as written in the file). */
export interface InstantRewording {
  words: string[];
  rules: string[];
}

/** A word players type and what it stands for, with where it leads. */
export interface InstantTerm {
  /** What players type ("AFB", "anti fighter barrage"). */
  words: string[];
  /** What it stands for ("Anti-Fighter Barrage"). */
  means: string;
  /** The target below the locale's home: "anti-fighter-barrage/#10.1", "factions/nekro/#technology-singularity". */
  path: string;
  /** The number shown beside it (a topic's or sub-rule's), if any. */
  number?: string;
  /** The target's page shows another language's text (a fallback page). */
  text?: Locale;
}

export interface InstantResult {
  href: string;
  /** For a vocabulary term: the words the reader typed that it matched, shown as "AFB → Anti-Fighter Barrage". */
  term?: string;
  /** The topic's title (for a sub-rule, the title of its entry). */
  label: string;
  /** "45" for an entry, "45.5" for a sub-rule, null for a topic the locale has no entry for. */
  number: string | null;
  kind: 'entry' | 'subrule' | 'term';
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
  terms: InstantTerm[];
  /** Term indexes by the stems of one of their words ("afb", "anti fighter barrag"). */
  termsByKey: Map<string, number[]>;
  rewordings: InstantRewording[];
  /** Rewording indexes by the stems of one of their words. */
  rewordingsByKey: Map<string, number[]>;
  questionWords: Set<string>;
  answerKinds?: AnswerKind[];
  /** English names of topics and rulings, for a locale whose players spell them in its script ("скиминг"). */
  names?: EnglishNames;
  /** How many topics have the locale's own text (isTranslated); the others show the English text. */
  translatedTopics: number;
  /** The factions (their page's id) the vocabulary has a term for, whole (factionOfTerm). */
  calledFactions: string[];
}

/** A term's faction: factions/naaz-rokha/ → naaz-rokha (a faction's whole page, not one of its abilities). */
const FACTION_TERM = /^factions\/([a-z0-9-]+)\/?$/;

/** The faction a term names as a whole, if it names one. */
export function factionOfTerm(term: Pick<InstantTerm, 'path'>): string | undefined {
  return FACTION_TERM.exec(term.path)?.[1];
}

/** Whether a topic has the locale's own text: numbered in the locale, or its entry there is unnumbered. */
export function isTranslated(topic: InstantTopic): boolean {
  return topic.number !== null || topic.unnumbered === true;
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

/**
 * The locale's vocabulary as the instant index carries it: each term with its path and number. Targets were checked
 * against the content (src/lib/vocabulary/targets.ts); a term whose topic has no page here is left out.
 */
export function instantTerms(glossary: Glossary, locale: Locale, vocabulary: readonly VocabularyTerm[]): InstantTerm[] {
  const out: InstantTerm[] = [];
  for (const term of vocabulary) {
    const { target } = term;
    const item: InstantTerm = { words: term.words, means: term.means, path: '' };
    if (target.kind === 'topic') {
      const entry = glossary.get(locale, target.id);
      const text = entry ? undefined : glossary.get('en', target.id) ? 'en' : LOCALES.find((l) => glossary.get(l, target.id));
      if (!entry && !text) continue;
      item.path = `${target.id}/${target.number ? `#${target.number}` : ''}`;
      const number = target.number ?? (entry?.number === null || entry === undefined ? undefined : String(entry.number));
      if (number) item.number = number;
      if (text) item.text = text;
    } else {
      item.path = `${target.pages}/${target.id}/${target.anchor ? `#${target.anchor}` : ''}`;
      // The rulings are in English; another locale shows them on fallback pages.
      if (locale !== 'en') item.text = 'en';
    }
    out.push(item);
  }
  return out;
}

/** Builds the locale's instant index from the glossary: every topic present in any locale, and its vocabulary. */
export function buildInstantIndex(
  glossary: Glossary,
  locale: Locale,
  editions: InstantEdition[] = [],
  vocabulary: readonly VocabularyTerm[] = [],
  rewordings: readonly Rewording[] = [],
): InstantIndexData {
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
  const terms = instantTerms(glossary, locale, vocabulary);
  const { questionWords, answerKinds, script } = localeRecord(locale);
  const rulingTitles = nameReader(script) ? englishRulingTitles(glossary, locale) : [];
  return {
    version: INSTANT_INDEX_VERSION,
    locale,
    topics,
    documents,
    ...(editions.length > 0 ? { editions } : {}),
    ...(terms.length > 0 ? { terms } : {}),
    ...(questionWords.length > 0 ? { questionWords } : {}),
    ...(answerKinds ? { answerKinds } : {}),
    ...(rewordings.length > 0 ? { rewordings: rewordings.map(({ words, rules }) => ({ words, rules })) } : {}),
    ...(rulingTitles.length > 0 ? { rulingTitles } : {}),
  };
}

/** The English title and section titles of each rulings page the locale shows in English (a fallback page). */
function englishRulingTitles(glossary: Glossary, locale: Locale): RulingTitles[] {
  return glossary.rulings
    .present()
    .filter(({ kind, id }) => !glossary.rulings.get(locale, kind, id))
    .map(({ kind, id }) => glossary.rulings.get('en', kind, id))
    .filter((page) => page !== undefined)
    .map((page) => [`${page.kind}/${page.id}`, page.title, ...page.sections.map((s) => s.title)]);
}

/** The English names a locale's players may spell in its script: its topics' English names, and the rulings'. */
function namesOf(data: InstantIndexData): EnglishNames | undefined {
  const reader = nameReader(localeRecord(data.locale).script);
  if (!reader) return undefined;
  const places: NamedPlace[] = [];
  // A topic's label is its title, or (a topic the locale lacks) a name among the others: its names are all here.
  data.topics.forEach((topic, i) => {
    const [title, aliases, , other] = data.documents[i];
    for (const name of new Set([title, ...aliases.split('\n'), ...other.split('\n')])) {
      if (name !== '' && scriptOf(name) === 'latin') places.push({ name, path: `${topic.id}/`, topic: topic.id });
    }
  });
  return englishNames([...places, ...rulingPlaces(data.rulingTitles ?? [])], reader);
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

/**
 * The keys a Korean name is also found by, besides its stems: as written, since the particle stemmer can take a
 * noun's last syllable for a particle (우주항만 is keyed 우주항, while 우주항만에서 is read 우주항만); and, of several
 * words, run together, as they are typed at the table ("약속어음", "유닛생산" for 약속 어음, 유닛 생산), Korean spacing
 * being loose. Pagefind does not split such a word, nor does the instant search: the name read whole is what leads to
 * the page.
 */
function koreanKeys(list: readonly string[]): string[] {
  if (list.length === 0 || !list.every((w) => scriptOf(w) === 'hangul')) return [];
  return [list.join(' '), ...(list.length > 1 ? [stem(list.join('')), list.join('')] : [])];
}

/** Entries' indexes by the stems of each of their words, read as a query is (so found as a query's words are). */
function byWordKey(entries: readonly { words: readonly string[] }[], questionWords: ReadonlySet<string>): Map<string, number[]> {
  const byKey = new Map<string, number[]>();
  entries.forEach((entry, i) => {
    for (const word of entry.words) {
      // As a query is: without its question words ("lose my carrier" is found as "lose carrier").
      // Read as a query is (words split by script and digits, each once: "l1z1x" is l, 1, z, x).
      const parsed = parseQuery(word);
      const all = parsed.kind === 'words' ? parsed.words.map((w) => w.word) : words(normalizeText(word));
      const meaning = all.filter((w) => !questionWords.has(w));
      const list = meaning.length > 0 ? meaning : all;
      for (const key of [stemKey(list), ...koreanKeys(list)]) if (key !== '' && !byKey.get(key)?.includes(i)) byKey.set(key, [...(byKey.get(key) ?? []), i]);
    }
  });
  return byKey;
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
    const list = words(normalizeText(topic.label));
    for (const key of new Set([stemKey(list), ...koreanKeys(list)])) byLabel.set(key, [...(byLabel.get(key) ?? []), topic]);
  }
  const terms = data.terms ?? [];
  const rewordings = data.rewordings ?? [];
  const questionWords = questionWordSet(data.questionWords ?? []);
  const termsByKey = byWordKey(terms, questionWords);
  const rewordingsByKey = byWordKey(rewordings, questionWords);
  const names = namesOf(data);
  const loaded: LoadedInstantIndex = {
    locale: data.locale,
    topics: data.topics,
    search: indexDocuments(data.documents),
    byNumber,
    byLrr,
    byLabel,
    editions: data.editions ?? [],
    terms,
    termsByKey,
    rewordings,
    rewordingsByKey,
    questionWords,
    ...(data.answerKinds ? { answerKinds: data.answerKinds } : {}),
    ...(names ? { names } : {}),
    translatedTopics: data.topics.filter(isTranslated).length,
    calledFactions: [...new Set(terms.map(factionOfTerm).filter((f) => f !== undefined))],
  };
  // Index loading happens on focus, before the first keystroke: pay the one-time costs (regular
  // expressions, the engine's first fuzzy and prefix searches in each script) here, not on that keystroke.
  // "директ хит" and "다이렉트 힛" make the English names' index, for a locale that spells them (english-names.ts).
  for (const warmUp of ['unit', 'отряд', '유닛을', '1.1', 'директ хит', '다이렉트 힛']) searchInstant(loaded, warmUp, data.locale, '/');
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
      translated: isTranslated(topic),
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

  /** A vocabulary term: "AFB → Anti-Fighter Barrage", leading to its target. */
  term(term: InstantTerm, typed: string): void {
    this.push({
      href: `${localePath(this.base, this.locale)}${term.path}`,
      term: typed,
      label: term.means,
      number: term.number ?? null,
      kind: 'term',
      id: term.path,
      translated: true,
      ...(term.text ? { textLocale: term.text } : {}),
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

/** The shortest last word that may match the start of a term ("meca" → Mecatol Rex). */
const TERM_PREFIX_MIN = 3;

/** A run of the query's words (from, to: word indexes, to exclusive) that is one of a term's words. */
export interface TermSpan {
  from: number;
  to: number;
  term: InstantTerm;
}

/**
 * The runs of the words that are one of the entries' words, by stem (byWordKey): the longest runs first, each word
 * in at most one run ("anti fighter barrage" is one term, not three). Sorted by where they begin.
 */
function spans(byKey: ReadonlyMap<string, number[]>, list: readonly QueryWord[]): { from: number; to: number; entry: number }[] {
  if (byKey.size === 0) return [];
  const stems = list.map((w) => stem(w.word));
  return wordRuns(stems.length, (from, to) => byKey.get(stems.slice(from, to).join(' '))).flatMap(({ from, to, found }) => found.map((entry) => ({ from, to, entry })));
}

/** The vocabulary terms named in the words (spans). */
export function termSpans(index: Pick<LoadedInstantIndex, 'terms' | 'termsByKey'>, list: readonly QueryWord[]): TermSpan[] {
  return spans(index.termsByKey, list).map(({ from, to, entry }) => ({ from, to, term: index.terms[entry] }));
}

/**
 * Whether the query is the term and words its meaning already says ("max ac hand size": Action card hand limit
 * says "action card", what AC stands for, and "limit", a word for "max"): every other word of the query is a word
 * of the term's meaning, or within a term whose whole meaning it says, or a rewording one of whose words it says.
 * A topic's title typed in full is that topic, not a term.
 */
function coversQuery(index: LoadedInstantIndex, query: WordsQuery, span: TermSpan, found: readonly TermSpan[]): boolean {
  if (index.byLabel.has(stemKey(query.words.map((w) => w.word)))) return false;
  const stems = (text: string) => words(normalizeText(text)).map(stem);
  const meant = new Set(stems(span.term.means));
  const reworded = spans(index.rewordingsByKey, query.words);
  return query.words.every((word, i) => {
    if ((i >= span.from && i < span.to) || meant.has(stem(word.word))) return true;
    const term = found.find((t) => t !== span && i >= t.from && i < t.to);
    if (term && stems(term.term.means).every((s) => meant.has(s))) return true;
    const rewording = reworded.find((r) => i >= r.from && i < r.to);
    return rewording !== undefined && [...index.rewordings[rewording.entry].words, ...index.rewordings[rewording.entry].rules].some((text) => stems(text).every((s) => meant.has(s)));
  });
}

/**
 * Vocabulary terms the query names as a whole ("AFB", "direct hit", "mecatol"), or whose words begin with what is
 * typed so far. A term inside a longer question is not listed (its words would push the answer down) unless the
 * rest of the question only says what the term means (coversQuery); it widens the full-text query instead (fullTextParts).
 */
function searchTerms(index: LoadedInstantIndex, query: WordsQuery, results: Results): void {
  if (index.terms.length === 0) return;
  const typed = query.words.map((w) => w.word).join(' ');
  let listed = false;
  const found = termSpans(index, query.words);
  for (const span of found) {
    if ((span.from === 0 && span.to === query.words.length) || coversQuery(index, query, span, found)) {
      // The words the reader typed for it: the whole query, or the term's part of it.
      results.term(span.term, query.words.slice(span.from, span.to).map((w) => w.word).join(' '));
      listed = true;
    }
  }
  if (listed || typed.length < TERM_PREFIX_MIN) return;
  const stems = query.words.map((w) => stem(w.word)).join(' ');
  for (const [key, list] of index.termsByKey) {
    if (!key.startsWith(typed) && !key.startsWith(stems)) continue;
    for (const i of list) {
      const word = index.terms[i].words.find((w) => stemKey(words(normalizeText(w))) === key) ?? typed;
      results.term(index.terms[i], word);
    }
  }
}

/**
 * What a term stands for, and its translations: a gloss in brackets in another script ("무역품 (Trade Goods)") is a
 * translation, searched apart from the name (a form is held only when all its words are, and a page says one or the
 * other: a page of the locale's own text the name, a fallback page the English); one in the same script ("Units
 * (the plastic pieces)") says what the term means in the page's words, and stays with the name.
 */
function meaningAndTranslations(means: string): { name: string; translations: string[] } {
  const own = scriptOf(means.replace(/\([^)]*\)/g, ' '));
  const translations: string[] = [];
  const name = means.replace(/\(([^)]*)\)/g, (gloss, inside: string) => {
    if (scriptOf(inside) === own) return gloss;
    translations.push(inside);
    return ' ';
  });
  return { name, translations };
}

/**
 * The parts to search the full text for (weightedSearch): each word of the query that carries meaning, and each
 * abbreviation or slang term of the vocabulary in it as one part, searched as typed or as what it stands for
 * ("afb fighters" → [afb | anti fighter barrage], [fighters]: "fighters" shares a word with Fighter Tokens, so it
 * is searched as typed); a word the rules write otherwise, as typed or as the
 * rules' words ("hold" → [hold | hand]), a term's words too ("follow" → [follow | strategy card secondary ability |
 * each other player]).
 */
export function fullTextParts(
  index: Pick<LoadedInstantIndex, 'locale' | 'terms' | 'termsByKey' | 'rewordings' | 'rewordingsByKey' | 'questionWords' | 'names'> & Partial<Pick<LoadedInstantIndex, 'byLabel'>>,
  query: WordsQuery,
): string[][] {
  const meaning = meaningWords(query, index.questionWords);
  const typed = (from: number, to: number) => meaning.slice(from, to).map(fullTextWord).join(' ');
  const own = localeRecord(index.locale).script;
  // A word in another language's script is that language's, and so are its question words ("the" of "The Mentak
  // Coalition" on the Korean site).
  const asked = (w: string) => (scriptOf(w) === own ? index.questionWords.has(w) : questionWordOfScript(w));
  const searchable = (text: string) => words(normalizeText(text)).filter((w) => !asked(w)).join(' ');
  const parts: string[][] = [];
  /** The forms that are a term's translation (meaningAndTranslations). */
  const translations = new Set<string>();
  const rulesFor = (from: number, to: number) =>
    spans(index.rewordingsByKey, meaning.slice(from, to))
      .filter((r) => r.from === 0 && r.to === to - from)
      .flatMap((r) => index.rewordings[r.entry].rules.map(searchable).filter((w) => w !== ''));
  // A word that is a title of several words run together ("약속어음"), searched as typed or as the title (koreanKeys).
  const word = (at: number) => [
    typed(at, at + 1),
    ...(index.byLabel?.get(stem(meaning[at].word)) ?? []).map((t) => words(normalizeText(t.label))).filter((list) => list.length > 1).map((list) => list.join(' ')),
  ];
  // Words between the terms and names: each its own part, or with the words after it a rewording's.
  const reworded = (from: number, to: number) => {
    let at = from;
    for (const span of spans(index.rewordingsByKey, meaning.slice(from, to))) {
      if (from + span.from < at) continue;
      for (; at < from + span.from; at++) parts.push(word(at));
      // One word reworded is also the title it runs together ("약속어음" → [약속어음 | 약속 어음 | promissory note]).
      const [as, ...titles] = span.to - span.from === 1 ? word(from + span.from) : [typed(from + span.from, from + span.to)];
      parts.push([...new Set([as, ...titles, ...index.rewordings[span.entry].rules.map(searchable).filter((r) => r !== '')])]);
      at = from + span.to;
    }
    for (; at < to; at++) parts.push(word(at));
  };
  // The words between the vocabulary's terms: a run that spells an English name is one part, searched as typed or as
  // the name ("директ хит" → [директ хит | direct hit]); the others as above.
  const plain = (from: number, to: number) => {
    let at = from;
    // A word the rewordings say the meaning of is theirs, not a name it happens to sound like (캔슬 is "cancel", not Council).
    const own = new Set(spans(index.rewordingsByKey, meaning.slice(from, to)).filter((r) => r.to - r.from === 1).map((r) => r.from));
    const names = index.names ? nameSpans(index.names, meaning.slice(from, to)).filter((n) => !(n.to - n.from === 1 && own.has(n.from))) : [];
    for (const span of names) {
      reworded(at, from + span.from);
      const names = [...new Set(span.places.map((p) => searchable(spelledOf(p))).filter((n) => n !== ''))].slice(0, MAX_NAMES);
      parts.push([typed(from + span.from, from + span.to), ...names, ...rulesFor(from + span.from, from + span.to)]);
      at = from + span.to;
    }
    reworded(at, to);
  };
  // A term inside a longer run that spells another name is that name's word ("скилд ретрит" is Skilled Retreat, not a
  // retreat): the run is read whole (plain). A term that stands for the same name says it in the text's words too
  // ("유닛 업글 카드": 업글 is 유닛 향상, Unit Upgrades).
  const longNames = index.names ? nameSpans(index.names, meaning).filter((n) => n.to - n.from > 1) : [];
  const inName = (span: TermSpan) => {
    const stands = meaningAndTranslations(span.term.means).translations.map(searchable);
    return longNames.some(
      (n) => n.from <= span.from && span.to <= n.to && n.to - n.from > span.to - span.from && !n.places.some((p) => stands.includes(searchable(spelledOf(p)))),
    );
  };
  let at = 0;
  for (const span of termSpans(index, meaning)) {
    if (span.from < at || inName(span)) continue;
    plain(at, span.from);
    const as = typed(span.from, span.to);
    const stands = meaningAndTranslations(span.term.means);
    const means = searchable(stands.name);
    // A term whose every word is in what it stands for ("dice" → Dice (Component Limitations), "fighters" → Fighter
    // Tokens) is searched as typed; one with words of its own ("non fighter ships" → Fleet Pool) as either.
    const stood = new Set(means.split(' ').map(stem));
    // The same words may also be written otherwise by the rules ("follow" names the secondary ability, and each card's
    // own rule writes it "each other player … may"): the rewording's forms too.
    const reworded = rulesFor(span.from, span.to);
    const translated = stands.translations.map(searchable).filter((t) => t !== '');
    for (const translation of translated) translations.add(translation);
    parts.push([...(means === '' || as.split(' ').every((w) => stood.has(stem(w))) ? [as] : [as, means]), ...translated, ...reworded]);
    at = span.to;
  }
  plain(at, meaning.length);
  // A term alone is listed by the instant layer, which leads to its page: its translation is searched only in a question
  // (the answer on a fallback page), not for one term (each word of it is one more index chunk of a first search).
  const kept = parts.length > 1 ? parts : parts.map((forms) => forms.filter((form, i) => i === 0 || !translations.has(form)));
  const seen = new Set<string>();
  return kept.map((forms) => [...new Set(forms)]).filter((forms) => !seen.has(forms.join('|')) && seen.add(forms.join('|')));
}

/** The question words of the first language written in each script, made once. */
const scriptQuestionWords = new Map<Script, Set<string>>();

/**
 * Whether the word is a question word of the language its script is first written in: a term's name in another
 * language ("The Mentak Coalition" on the Korean site) is searched without its "the".
 */
export function questionWordOfScript(word: string): boolean {
  const script = scriptOf(word);
  let set = scriptQuestionWords.get(script);
  if (!set) scriptQuestionWords.set(script, (set = questionWordSet(localeOfScript(script)?.questionWords ?? [])));
  return set.has(word);
}

/** The most English names searched or listed for a run of words that spells them (all as near). */
const MAX_NAMES = 3;

/** Beyond this many words that carry meaning, topics matching only some of them are left to the full text. */
const LOOSE_MATCH_MAX_WORDS = 2;
/** Topics listed that match only some of two words. */
const LOOSE_MATCHES = 1;

/** The English name the whole query spells ("скиминг" → Scheming): its topic, or its rulings as a term would be listed. */
function searchNames(index: LoadedInstantIndex, query: WordsQuery, results: Results): void {
  if (!index.names || results.list.length > 0) return;
  const places = spelledName(index.names, query.words).slice(0, MAX_NAMES);
  const typed = query.words.map((w) => w.word).join(' ');
  for (const place of places) {
    const topic = place.topic === undefined ? undefined : index.topics.find((t) => t.id === place.topic);
    if (topic) results.entry(topic);
    else results.term({ words: [typed], means: place.name, path: place.path, text: 'en' }, typed);
  }
}

function searchWords(index: LoadedInstantIndex, full: WordsQuery, results: Results): void {
  // The question's own words ("can I", "how many") need not match.
  const query: WordsQuery = { ...full, words: meaningWords(full, index.questionWords) };
  searchTerms(index, query, results);
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
  /** Lists the hits' topics, at most `limit` of them not already listed. */
  const ranked = (hits: SearchResult[], limit = Infinity) => {
    const before = results.list.length;
    for (const hit of hits) {
      if (results.list.length - before >= limit) break;
      const topic = index.topics[hit.id as number];
      if (topic) results.entry(topic);
    }
  };
  // A title typed in full first, then topics that match every word, then those that match some.
  for (const topic of index.byLabel.get(stemKey(full.words.map((w) => w.word))) ?? []) results.entry(topic);
  for (const topic of index.byLabel.get(stemKey(query.words.map((w) => w.word))) ?? []) results.entry(topic);
  // An English name spelled in the locale's script ("директ хит"), unless a term or a title typed in full says more.
  searchNames(index, query, results);
  // A question that names a topic by its title ("how many strategy cards are there") is about that topic: its answer
  // is a sub-rule of it (the full text, listed next), not the other topics whose names hold the same words.
  if (query.words.length < full.words.length && results.list.length > 0) return;
  ranked(index.search.search({ combineWith: 'AND', queries: perWord }, options));
  // Several words: their answer is a sub-rule in the text (the full-text layer, listed next), not the topics that
  // share one of them; the best such topic only, and none for a longer question.
  if (perWord.length > 1 && perWord.length <= LOOSE_MATCH_MAX_WORDS && !results.full) {
    ranked(index.search.search({ combineWith: 'OR', queries: perWord }, options), LOOSE_MATCHES);
  }
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
