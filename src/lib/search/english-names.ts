/**
 * The English names a query spells in Cyrillic or Hangul ("директ хит" → Direct Hit, "скиминг" → Scheming, "небула" →
 * Nebula, "인터셉트" → Intercept): the names of topics, rulings pages and their sections, each under its key (the
 * locale's NameReader: transliteration.ts, hangul-key.ts). MiniSearch's fuzzy
 * search finds the keys within the edits the typed key's length allows; of those that begin with the same letter (a
 * spelling by ear keeps the first sound), the nearest by edit distance are taken; failing a whole name, a word only one
 * name has ("талноса" → The Crown of Thalnos), exactly. A run of up to four words is one
 * name, read with or without its spaces ("сапорт фор зе трон"), unless a word at its edge adds nothing to what it
 * names ("директ хит не" is Direct Hit and "не").
 *
 * The index is made on the first lookup (the instant index's warm-up, as the search box is focused), and the places of
 * each typed key are kept: the full-text plan is made again on every keystroke.
 */
import MiniSearch from 'minisearch';
import { sectionNames } from '../rulings/ruling-book.ts';
import { SlugSet } from '../rulings/slug.ts';
import type { QueryWord } from './query.ts';
import { normalizeText, stem, words } from './text.ts';
import { editDistance, runKey, type NameReader } from './transliteration.ts';
import { wordRuns } from './word-runs.ts';

/** A name and where it leads, below the locale's home ("factions/yssaril/#scheming", "nebula/"). */
export interface NamedPlace {
  /** What is shown: the topic's, section's or page's name. */
  name: string;
  /** What is matched and searched, when not the name: a word of a faction's title ("naalu" for The Naalu Collective). */
  spelled?: string;
  path: string;
  /** The topic's id, for a topic's name. */
  topic?: string;
}

/** A rulings page's title and its sections' titles, in page order (their anchors are made from them, as the page's). */
export type RulingTitles = [page: string, title: string, ...sections: string[]];

/** The shortest word of a faction's title it is named by: "sol" and "ul" are, "the" and "of" are too short to tell. */
const TITLE_WORD_MIN = 4;

/**
 * The places of rulings pages: each section by its names (without the kind in brackets, and a hero's two halves), and
 * a faction's page by each word of its title that no other title has (The Naalu Collective: "naalu", "collective").
 * A component page's title is a kind of card ("Action Cards"), not a name.
 */
export function rulingPlaces(pages: readonly RulingTitles[]): NamedPlace[] {
  const out: NamedPlace[] = [];
  const titleWords = (title: string) => new Set(words(normalizeText(title)));
  const uses = new Map<string, number>();
  for (const [, title] of pages) for (const word of titleWords(title)) uses.set(word, (uses.get(word) ?? 0) + 1);
  for (const [page, title, ...sections] of pages) {
    if (page.startsWith('factions/')) {
      for (const word of titleWords(title)) if (word.length >= TITLE_WORD_MIN && uses.get(word) === 1) out.push({ name: title, spelled: word, path: `${page}/` });
    }
    const slugs = new SlugSet();
    for (const section of sections) {
      const anchor = slugs.take(section);
      for (const name of sectionNames(section)) out.push({ name, path: `${page}/#${anchor}` });
    }
  }
  return out;
}

/** What a place is matched and searched by. */
export function spelledOf(place: NamedPlace): string {
  return place.spelled ?? place.name;
}

interface NameIndex {
  search: MiniSearch<{ i: number; key: string }>;
  /** Place indexes by the key of a whole name. */
  byKey: Map<string, number[]>;
  /** The keys, by their document id in search. */
  keys: string[];
  /** Place indexes by the key of a word only one name has (DISTINCT_WORD_MIN letters or more), matched exactly. */
  byWord: Map<string, number[]>;
  longest: number;
}

export interface EnglishNames {
  places: readonly NamedPlace[];
  /** How the locale's script spells them (transliteration.ts). */
  reader: NameReader;
  /** Made on the first lookup (index). */
  built?: NameIndex;
  /** The places found for a typed key, kept across keystrokes (a bounded cache). */
  found: Map<string, NamedPlace[]>;
}

export function englishNames(places: readonly NamedPlace[], reader: NameReader): EnglishNames {
  return { places, reader, found: new Map() };
}

/**
 * The shortest word of a name that names it alone: "thalnos" (The Crown of Thalnos) and "duranium" do, as "талноса"
 * and "дюраниум"; "token" does not (every tokens topic has it, by its stem), nor a short word.
 */
const DISTINCT_WORD_MIN = 5;

function add(map: Map<string, number[]>, key: string, i: number, minKey: number): void {
  if (key.length >= minKey && !map.get(key)?.includes(i)) map.set(key, [...(map.get(key) ?? []), i]);
}

function index(names: EnglishNames): NameIndex {
  if (names.built) return names.built;
  const byKey = new Map<string, number[]>();
  const byWord = new Map<string, number[]>();
  const spelled = names.places.map((place) => words(normalizeText(spelledOf(place))));
  // The names each word's stem is in.
  const namesOf = new Map<string, Set<string>>();
  for (const list of spelled) for (const word of list) namesOf.set(stem(word), (namesOf.get(stem(word)) ?? new Set()).add(list.join(' ')));
  const { english, minKey, minTitleWordKey = minKey } = names.reader;
  spelled.forEach((list, i) => {
    add(byKey, runKey(list.map(english)), i, names.places[i].spelled === undefined ? minKey : minTitleWordKey);
    // "The Codex" is called "кодекс": a name's leading article is not said.
    if (list[0] === 'the' && list.length > 1) add(byKey, runKey(list.slice(1).map(english)), i, minKey);
    if (list.length > 1) for (const word of list) if (word.length >= DISTINCT_WORD_MIN && namesOf.get(stem(word))!.size === 1) add(byWord, english(word), i, minKey);
  });
  const search = new MiniSearch<{ i: number; key: string }>({ idField: 'i', fields: ['key'], storeFields: [], tokenize: (text) => [text], processTerm: (term) => term });
  const keys = [...byKey.keys()];
  search.addAll(keys.map((key, i) => ({ i, key })));
  return (names.built = { search, byKey, keys, byWord, longest: Math.max(0, ...keys.map((k) => k.length)) });
}

/** Keys remembered between keystrokes before the memory starts again. */
const FOUND_MAX = 500;

/** The places whose key is nearest the typed key (lookUp), or, with `whole`, only whole names. */
function nearest(names: EnglishNames, key: string, whole = false, words = 1): NamedPlace[] {
  const memo = `${key} ${whole} ${words > 1}`;
  const known = names.found.get(memo);
  if (known) return known;
  // A whole name before a faction's title word spelled the same: "альянс" is the Alliance note, then the Naaz–Rokha Alliance.
  const found = lookUp(index(names), names.reader, key, whole || words > 1)
    .map((i) => names.places[i])
    .sort((a, b) => Number(a.spelled !== undefined) - Number(b.spelled !== undefined));
  if (names.found.size >= FOUND_MAX) names.found.clear();
  names.found.set(memo, found);
  return found;
}

/**
 * The edits between two keys; for a reader that hears vowels loosely, a key with the same consonants in the same order
 * counts a vowel for another as vowelChange ("ассолт кэнон" is Assault Cannon; "соперника" is not Supernova).
 */
function distance(candidate: string, key: string, reader: NameReader): number {
  const plain = editDistance(candidate, key);
  // Not in a short key: "не было" (nebilo) is not Nebula.
  if (reader.vowelChange === undefined || key.length < LOOSE_VOWELS_MIN || consonants(candidate) !== consonants(key)) return plain;
  return Math.min(plain, editDistance(candidate, key, reader.vowelChange));
}

/** The shortest key whose vowels are heard loosely. */
const LOOSE_VOWELS_MIN = 8;

function consonants(key: string): string {
  return key.replace(/[aeiou]/g, '');
}

/** A whole name by its key, the same or the fewest edits away; failing that, a word only one name has, exactly. */
function lookUp(built: NameIndex, reader: NameReader, key: string, whole: boolean): number[] {
  if (key.length < reader.minKey) return [];
  const exact = built.byKey.get(key);
  if (exact) return exact;
  const edits = reader.edits(key.length);
  const near =
    edits === 0 || key.length > built.longest + edits
      ? []
      : built.search
          .search(key, { fuzzy: edits + 1, maxFuzzy: edits + 1, prefix: false })
          .map((hit) => built.keys[hit.id as number])
          .filter((candidate) => candidate[0] === key[0])
          .map((candidate) => ({ candidate, distance: distance(candidate, key, reader) }))
          .filter((n) => n.distance <= edits);
  const fewest = Math.min(...near.map((n) => n.distance));
  const found = near.filter((n) => n.distance === fewest).flatMap((n) => built.byKey.get(n.candidate)!);
  return found.length > 0 || whole ? found : built.byWord.get(key) ?? [];
}

/** The places a run of words' keys spells, or failing that, the run with its last word's stem. */
function runPlaces(names: EnglishNames, keys: readonly string[], lastStem: string, whole = false): NamedPlace[] {
  // A word only one name has is one typed word: several short ones can spell it by chance ("다시 굴릴 수" is "disgrace").
  const places = nearest(names, runKey(keys), whole, keys.length);
  return places.length > 0 || lastStem === keys.at(-1) ? places : nearest(names, runKey([...keys.slice(0, -1), lastStem]), whole, keys.length);
}

export interface NameSpan {
  from: number;
  to: number;
  places: NamedPlace[];
}

/** The most words one name is read from. */
const MAX_RUN = 4;

/**
 * Runs of the words that spell an English name (wordRuns: longest first, each word in one run); the last word of a run
 * also as its stem (форсайтом → форсайт). A run that names what it names without its first or last word is not one:
 * that word is its own.
 */
export function nameSpans(names: EnglishNames, list: readonly QueryWord[]): NameSpan[] {
  if (names.places.length === 0) return [];
  const keys = list.map((w) => names.reader.typed(w.word));
  const stems = list.map((w) => names.reader.typed(stem(w.word)));
  const places = (from: number, to: number, whole = false) => (keys.slice(from, to).includes('') ? [] : runPlaces(names, keys.slice(from, to), stems[to - 1], whole));
  const same = (a: readonly NamedPlace[], b: readonly NamedPlace[]) => a.length === b.length && a.every((p) => b.includes(p));
  const find = (from: number, to: number) => {
    const found = places(from, to);
    if (found.length === 0) return undefined;
    // Whole names only: "директ" alone names Direct Hit by a word of it, and "директ хит" is still one name.
    if (to - from > 1 && (same(found, places(from + 1, to, true)) || same(found, places(from, to - 1, true)))) return undefined;
    return found;
  };
  return wordRuns(list.length, find, MAX_RUN).map(({ from, to, found }) => ({ from, to, places: found }));
}

/** The places the words spell as a whole ("директ хит"). */
export function spelledName(names: EnglishNames, list: readonly QueryWord[]): NamedPlace[] {
  if (list.length > MAX_RUN) return [];
  const [span] = nameSpans(names, list);
  return span && span.from === 0 && span.to === list.length ? span.places : [];
}
