/**
 * The English names a query spells in Cyrillic ("директ хит" → Direct Hit, "скиминг" → Scheming, "небула" → Nebula):
 * the names of topics, rulings pages and their sections, each under its key (transliteration.ts), found by MiniSearch's
 * fuzzy match within the edits the typed key's length allows. A run of up to four words is one name, read with or
 * without its spaces ("сапорт фор зе трон").
 */
import MiniSearch from 'minisearch';
import { sectionNames } from '../rulings/ruling-book.ts';
import { SlugSet } from '../rulings/slug.ts';
import type { QueryWord } from './query.ts';
import { normalizeText, stem, words } from './text.ts';
import { allowedEdits, cyrillicKey, englishKey, MIN_KEY_LENGTH, runKey } from './transliteration.ts';
import { wordRuns } from './word-runs.ts';

/** A name and where it leads, below the locale's home ("factions/yssaril/#scheming", "nebula/"). */
export interface NamedPlace {
  name: string;
  path: string;
  /** The topic's id, for a topic's name. */
  topic?: string;
}

/** A rulings page's title and its sections' titles, in page order (their anchors are made from them, as the page's). */
export type RulingTitles = [page: string, title: string, ...sections: string[]];

/** The places of rulings pages' titles: the page by each word of its title ("The Naalu Collective": naalu, collective), each section by its names. */
export function rulingPlaces(pages: readonly RulingTitles[]): NamedPlace[] {
  const out: NamedPlace[] = [];
  for (const [page, title, ...sections] of pages) {
    for (const word of words(normalizeText(title))) if (word.length > MIN_KEY_LENGTH) out.push({ name: word, path: `${page}/` });
    const slugs = new SlugSet();
    for (const section of sections) {
      const anchor = slugs.take(section);
      for (const name of sectionNames(section)) out.push({ name, path: `${page}/#${anchor}` });
    }
  }
  return out;
}

export interface EnglishNames {
  places: NamedPlace[];
  search: MiniSearch<{ i: number; key: string }>;
  /** Place indexes by key. */
  byKey: Map<string, number[]>;
  /** The keys, by their document id in search. */
  keys: string[];
}

export function englishNames(places: NamedPlace[]): EnglishNames {
  const byKey = new Map<string, number[]>();
  places.forEach((place, i) => {
    const key = runKey(words(normalizeText(place.name)).map(englishKey));
    if (key.length < MIN_KEY_LENGTH) return;
    byKey.set(key, [...(byKey.get(key) ?? []), i]);
  });
  const search = new MiniSearch<{ i: number; key: string }>({ idField: 'i', fields: ['key'], storeFields: [], tokenize: (text) => [text], processTerm: (term) => term });
  const keys = [...byKey.keys()];
  search.addAll(keys.map((key, i) => ({ i, key })));
  return { places, search, byKey, keys };
}

/** The places whose key is nearest the typed key, within the edits its length allows. */
function nearest(names: EnglishNames, key: string): NamedPlace[] {
  if (key.length < MIN_KEY_LENGTH) return [];
  const exact = names.byKey.get(key);
  if (exact) return exact.map((i) => names.places[i]);
  const edits = allowedEdits(key.length);
  if (edits === 0) return [];
  const hits = names.search.search(key, { fuzzy: edits, maxFuzzy: edits, prefix: false });
  // One document per key, so the best score is the fewest edits.
  const best = hits[0]?.score;
  return hits.filter((h) => h.score >= best * 0.999).flatMap((h) => names.byKey.get(names.keys[h.id as number])!.map((i) => names.places[i]));
}

/** The places a run of words' keys spells, or failing that, the run with its last word's stem. */
function runPlaces(names: EnglishNames, keys: readonly string[], lastStem: string): NamedPlace[] {
  const places = nearest(names, runKey(keys));
  return places.length > 0 || lastStem === keys.at(-1) ? places : nearest(names, runKey([...keys.slice(0, -1), lastStem]));
}

/** The places the words spell as a whole ("директ хит"), for a query of at most four words. */
export function spelledName(names: EnglishNames, list: readonly QueryWord[]): NamedPlace[] {
  if (list.length === 0 || list.length > MAX_RUN) return [];
  const keys = list.map((w) => cyrillicKey(w.word));
  return keys.includes('') ? [] : runPlaces(names, keys, cyrillicKey(stem(list.at(-1)!.word)));
}

export interface NameSpan {
  from: number;
  to: number;
  places: NamedPlace[];
}

/** The longest runs there are first, up to this many words. */
const MAX_RUN = 4;

/**
 * Runs of the words that spell an English name (wordRuns: longest first, each word in one run); the last word of a run
 * also as its stem (форсайтом → форсайт).
 */
export function nameSpans(names: EnglishNames, list: readonly QueryWord[]): NameSpan[] {
  if (names.byKey.size === 0) return [];
  const keys = list.map((w) => cyrillicKey(w.word));
  const stems = list.map((w) => cyrillicKey(stem(w.word)));
  const find = (from: number, to: number) => {
    if (keys.slice(from, to).includes('')) return undefined;
    const places = runPlaces(names, keys.slice(from, to), stems[to - 1]);
    return places.length > 0 ? places : undefined;
  };
  return wordRuns(list.length, find, MAX_RUN).map(({ from, to, found }) => ({ from, to, places: found }));
}
