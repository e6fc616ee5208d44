/**
 * The table's words: the abbreviations, slang and old terms players type (AFB, PDS, "counters", "plastic"),
 * each mapped to what it names on the site. One file per language, `content/<locale>/vocabulary.yaml`, a list of
 *
 *   - words: [AFB]                       # what players type (one or more)
 *     means: Anti-Fighter Barrage        # what it stands for, shown as "AFB → Anti-Fighter Barrage"
 *     target: anti-fighter-barrage       # a topic id, a sub-rule (topic#10.1), a rulings page (factions/nekro)
 *                                        # or one of its sections or notes (factions/nekro#technology-singularity)
 *
 * Parsing reports every bad entry with its file and line and keeps the good ones: one bad entry never stops the
 * rest. Targets are checked against the content (checkVocabularyTargets). Pure: text in, terms and diagnostics out.
 */
import { FirstListing, MAX_LIST_WORDS, scalarList, scalarText as text, unknownFields, wordProblem, yamlEntries } from './yaml-entries.ts';
import type { Diagnostics } from '../content/diagnostics.ts';

export const VOCABULARY_FILE = 'vocabulary.yaml';
import { RULING_KINDS, type RulingKind } from '../rulings/ruling.ts';

export type { RulingKind };

export type VocabularyTarget =
  | { kind: 'topic'; id: string; /** A sub-rule number of the locale ("10.1"). */ number?: string }
  | { kind: 'ruling'; pages: RulingKind; id: string; /** A section or note anchor of the page. */ anchor?: string };

export interface VocabularyTerm {
  /** What players type, as written in the file. */
  words: string[];
  /** What the words stand for. */
  means: string;
  target: VocabularyTarget;
  /** The line of the entry, for later diagnostics. */
  line: number;
}

/** The limits of one entry: a vocabulary is a list of short words, not text. */
const MAX_MEANS_CHARS = 120;
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.\d{1,3}){0,2}$/;
const SUB_RULE = /^\d{1,3}\.\d{1,3}$/;

/** A target as written ("anti-fighter-barrage#10.1", "factions/nekro#technology-singularity.4.2"), or why it is not one. */
export function parseTarget(text: string): VocabularyTarget | string {
  const [path, anchor, ...extra] = text.trim().split('#');
  if (extra.length > 0) return `target "${text}" has more than one "#"`;
  const parts = path.split('/');
  if (parts.length === 1) {
    if (!ID.test(path)) return `target "${text}": "${path}" is not a topic id (lower-case words joined by "-")`;
    if (anchor === undefined) return { kind: 'topic', id: path };
    if (!SUB_RULE.test(anchor)) return `target "${text}": a topic's "#" takes a sub-rule number such as 10.1`;
    return { kind: 'topic', id: path, number: anchor };
  }
  const [pages, id] = parts;
  if (parts.length !== 2 || !(RULING_KINDS as readonly string[]).includes(pages) || !ID.test(id)) {
    return `target "${text}" is neither a topic id nor ${RULING_KINDS.map((k) => `${k}/<id>`).join(' or ')}`;
  }
  if (anchor === undefined) return { kind: 'ruling', pages: pages as RulingKind, id };
  if (!ANCHOR.test(anchor)) return `target "${text}": "#${anchor}" is not a section or note anchor (such as technology-singularity.4.2)`;
  return { kind: 'ruling', pages: pages as RulingKind, id, anchor };
}

export function formatTarget(target: VocabularyTarget): string {
  const path = target.kind === 'topic' ? target.id : `${target.pages}/${target.id}`;
  const anchor = target.kind === 'topic' ? target.number : target.anchor;
  return anchor ? `${path}#${anchor}` : path;
}

/** Parses a vocabulary file. Every problem goes to `d` with file:line; the entries without one are returned. */
export function parseVocabulary(source: string, file: string, d: Diagnostics): VocabularyTerm[] {
  const terms: VocabularyTerm[] = [];
  const listed = new FirstListing();
  for (const { map: item, line } of yamlEntries(source, file, d, 'a vocabulary is a list of entries ("- words: [...]")')) {
    if (!item) {
      d.error(file, line, 'an entry has "words", "means" and "target"');
      continue;
    }
    const problems = unknownFields(item, ['words', 'means', 'target'], 'an entry has words, means and target');
    const words = scalarList(item.get('words', true));
    if (words.length === 0) problems.push('"words" must list what players type: words: [AFB]');
    else if (words.length > MAX_LIST_WORDS) problems.push(`more than ${MAX_LIST_WORDS} words in one entry`);
    for (const w of words) {
      const problem = w === undefined || w === '' ? 'every word must be non-empty text' : wordProblem(w);
      if (problem) problems.push(problem);
    }
    const means = text(item.get('means', true));
    if (!means) problems.push('"means" must say what the words stand for');
    else if (means.length > MAX_MEANS_CHARS) problems.push(`"means" is longer than ${MAX_MEANS_CHARS} characters`);
    const targetText = text(item.get('target', true));
    const target = targetText ? parseTarget(targetText) : '"target" must name a topic, sub-rule, rulings page or section';
    if (typeof target === 'string') problems.push(target);
    if (problems.length > 0 || typeof target === 'string') {
      for (const p of problems) d.error(file, line, p);
      continue;
    }
    const good = words as string[];
    listed.note(good, file, line, d);
    terms.push({ words: good, means: means!, target, line });
  }
  return terms;
}

/** What the vocabulary's targets are checked against: the locale's topics and the rulings pages. */
export interface VocabularyTargets {
  /** The locale's sub-rule numbers of a topic, or undefined when no locale has the topic (a fallback page counts). */
  topic(id: string): { numbers: readonly string[] } | undefined;
  /**
   * A rulings page's anchors (sections and notes), or undefined when there is no such page; the whole lookup is
   * undefined while the site has no rulings pages.
   */
  ruling?(pages: RulingKind, id: string): { has(anchor: string): boolean } | undefined;
}

/** Checks each term's target; reports those that name nothing (file:line) and returns the others. */
export function checkVocabularyTargets(terms: VocabularyTerm[], targets: VocabularyTargets, file: string, d: Diagnostics): VocabularyTerm[] {
  return terms.filter((term) => {
    if (term.target.kind === 'ruling' && !targets.ruling) {
      d.warn(file, term.line, `target "${formatTarget(term.target)}": the site has no rulings pages yet; the entry is left out`);
      return false;
    }
    const problem = targetProblem(term.target, targets);
    if (problem) d.error(file, term.line, problem);
    return problem === undefined;
  });
}

function targetProblem(target: VocabularyTarget, targets: VocabularyTargets): string | undefined {
  const shown = formatTarget(target);
  if (target.kind === 'topic') {
    const topic = targets.topic(target.id);
    if (!topic) return `target "${shown}": no topic "${target.id}"`;
    if (target.number && !topic.numbers.includes(target.number)) return `target "${shown}": the topic has no sub-rule ${target.number} in this language`;
    return undefined;
  }
  const page = targets.ruling?.(target.pages, target.id);
  if (!page) return `target "${shown}": no rulings page ${target.pages}/${target.id}`;
  if (target.anchor && !page.has(target.anchor)) return `target "${shown}": the page has no section or note #${target.anchor}`;
  return undefined;
}
