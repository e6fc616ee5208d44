/**
 * The edition map: for every topic and sub-rule of one edition, where it is in the next (the same, reworded,
 * moved to another number, split, merged into another, or removed), and what the next edition adds.
 * Topics are matched by id; the sub-rules of one topic are paired by source-diff's matcher (equal texts in
 * order, then likeness of text), so that a topic renumbered as a whole (Movement 49 → 58) keeps each
 * sub-rule "the same" when only the topic's number changed. Pure: entries in, a plain object out.
 */
import type { Entry } from '../content/entry.ts';
import type { Locale } from '../locale/locale.ts';
import type { RawEntry } from '../import/raw-entry.ts';
import { compareSources } from '../import/source-diff.ts';

/** One text of the rules: an earlier edition, or the current text (name "current"). */
export interface EditionText {
  name: string;
  label: string;
  entries: readonly Entry[];
}

/** An edition of one language's rulebook, as the site reads it. */
export interface LocaleEdition extends EditionText {
  locale: Locale;
}

export type SubRuleFateKind = 'same' | 'reworded' | 'moved' | 'split' | 'merged' | 'removed';

/** What became of one sub-rule of the older edition in the newer. */
export interface SubRuleFate {
  kind: SubRuleFateKind;
  /** Its number in the older edition. */
  from: string;
  text: string;
  /** Its number(s) in the newer edition: one, or two and more when split; none when removed. */
  to: string[];
  /** The newer text (of the first number in `to`), when it differs. */
  newText?: string;
}

export interface NewSubRule {
  number: string;
  text: string;
}

export interface TopicStep {
  id: string;
  title: string;
  /** Its number in the older edition, and in the newer (null when removed or unnumbered). */
  from: number | null;
  to: number | null;
  fates: SubRuleFate[];
  added: NewSubRule[];
}

export interface EditionCounts {
  same: number;
  reworded: number;
  moved: number;
  split: number;
  merged: number;
  removed: number;
  new: number;
}

/** From one edition to the next. */
export interface EditionStep {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  topics: TopicStep[];
  /** Topics of the older edition with no topic of the same id in the newer: every sub-rule of theirs is unmatched. */
  removedTopics: { id: string; number: number | null; title: string }[];
  /** Topics the newer edition adds. */
  newTopics: { id: string; number: number | null; title: string }[];
  counts: EditionCounts;
}

/** An Entry in the shape source-diff compares. */
function asRaw(entry: Entry): RawEntry & { id: string } {
  return {
    locale: entry.locale,
    id: entry.id,
    number: entry.number,
    title: entry.title,
    intro: [],
    subRules: entry.subRules.map((s) => ({ number: s.number, line: s.line, content: s.content.children, children: s.children })),
    notes: [],
    related: [],
    source: entry.file,
    line: 1,
  };
}

/** The sub-number of "49.4": its place within the topic. */
function ordinalOf(number: string): string {
  return number.slice(number.indexOf('.') + 1);
}

/** A text's words in order, lower-cased: what a rewording changes. */
const wordSequence = (text: string) => (text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

const wordsOf = (text: string) => new Set(text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** How much of `part`'s words `whole` holds (0–1): a sub-rule merged into, or split out of, another. */
function containment(part: string, whole: string): number {
  const a = wordsOf(part);
  const b = wordsOf(whole);
  if (a.size === 0) return 0;
  let inside = 0;
  for (const w of a) if (b.has(w)) inside++;
  return inside / a.size;
}

/** A sub-rule left over on one side whose words are at least this much inside a paired one on the other. */
const CONTAINED = 0.8;

export function compareTopic(older: Entry, newer: Entry): TopicStep {
  const comparison = compareSources(asRaw(newer), asRaw(older));
  const fates = new Map<string, SubRuleFate>();
  const added: NewSubRule[] = [];
  const olderText = new Map(older.subRules.map((s) => [s.number, s.text]));
  for (const d of comparison.differences) {
    if (d.kind === 'missing' && d.published) {
      added.push({ number: d.published.number, text: newer.subRules.find((s) => s.number === d.published!.number)!.text });
      continue;
    }
    if (d.kind === 'missing') {
      fates.set(d.other!.number, { kind: 'removed', from: d.other!.number, text: olderText.get(d.other!.number)!, to: [] });
      continue;
    }
    const from = d.other!.number;
    const to = d.published!.number;
    const newText = newer.subRules.find((s) => s.number === to)!.text;
    // Reworded when its words differ; spacing, quotes and punctuation alone do not make a new wording.
    const reworded = d.kind === 'text' && wordSequence(olderText.get(from)!) !== wordSequence(newText);
    const kind: SubRuleFateKind = reworded ? 'reworded' : ordinalOf(from) === ordinalOf(to) ? 'same' : 'moved';
    fates.set(from, { kind, from, text: olderText.get(from)!, to: [to], ...(kind === 'reworded' ? { newText } : {}) });
  }
  // Sub-rules that agree in number and text are only counted by source-diff: the rest of the older ones.
  for (const s of older.subRules) if (!fates.has(s.number)) fates.set(s.number, { kind: 'same', from: s.number, text: s.text, to: [s.number] });

  // Left over on both sides: a removed sub-rule inside a kept one was merged into it; a new one inside an old one was split out of it.
  const kept = [...fates.values()].filter((f) => f.to.length > 0);
  const newerText = new Map(newer.subRules.map((s) => [s.number, s.text]));
  for (const fate of fates.values()) {
    if (fate.kind !== 'removed') continue;
    const into = kept.find((k) => containment(fate.text, newerText.get(k.to[0])!) >= CONTAINED && containment(fate.text, k.text) < CONTAINED);
    if (into) Object.assign(fate, { kind: 'merged', to: [into.to[0]], newText: newerText.get(into.to[0]) });
  }
  const stillNew: NewSubRule[] = [];
  for (const a of added) {
    const from = kept.find((k) => containment(a.text, k.text) >= CONTAINED && containment(a.text, newerText.get(k.to[0])!) < CONTAINED);
    if (from) {
      from.kind = 'split';
      from.to.push(a.number);
    } else stillNew.push(a);
  }
  const order = new Map(older.subRules.map((s, i) => [s.number, i]));
  return {
    id: older.id,
    title: newer.title,
    from: older.number,
    to: newer.number,
    fates: [...fates.values()].sort((x, y) => order.get(x.from)! - order.get(y.from)!),
    added: stillNew,
  };
}

export function emptyCounts(): EditionCounts {
  return { same: 0, reworded: 0, moved: 0, split: 0, merged: 0, removed: 0, new: 0 };
}

export function compareEditions(older: EditionText, newer: EditionText): EditionStep {
  const newerById = new Map(newer.entries.map((e) => [e.id, e]));
  const olderIds = new Set(older.entries.map((e) => e.id));
  const counts = emptyCounts();
  const topics: TopicStep[] = [];
  const removedTopics: EditionStep['removedTopics'] = [];
  for (const entry of [...older.entries].sort(byNumber)) {
    const next = newerById.get(entry.id);
    if (!next) {
      removedTopics.push({ id: entry.id, number: entry.number, title: entry.title });
      counts.removed += entry.subRules.length;
      continue;
    }
    const step = compareTopic(entry, next);
    for (const f of step.fates) counts[f.kind]++;
    counts.new += step.added.length;
    topics.push(step);
  }
  const newTopics = [...newer.entries]
    .sort(byNumber)
    .filter((e) => !olderIds.has(e.id))
    .map((e) => ({ id: e.id, number: e.number, title: e.title }));
  for (const t of newTopics) counts.new += newerById.get(t.id)!.subRules.length;
  return { from: older.name, to: newer.name, fromLabel: older.label, toLabel: newer.label, topics, removedTopics, newTopics, counts };
}

function byNumber(a: Entry, b: Entry): number {
  return (a.number ?? Infinity) - (b.number ?? Infinity) || (a.id < b.id ? -1 : 1);
}

/** The steps between consecutive texts: oldest edition → … → newest edition → current text. */
export function editionSteps(texts: EditionText[]): EditionStep[] {
  return texts.slice(1).map((newer, i) => compareEditions(texts[i], newer));
}

/** "same 380, reworded 20, moved 5, split 1, merged 0, removed 4, new 70": a step's counts in one line. */
export function formatCounts(c: EditionCounts): string {
  return (Object.keys(c) as (keyof EditionCounts)[]).map((k) => `${k} ${c[k]}`).join(', ');
}
