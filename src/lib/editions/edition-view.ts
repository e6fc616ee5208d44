/**
 * What the editions' pages show, as plain objects for the components: an old edition's topic page (its text,
 * each sub-rule with where it is now), the changes between two texts topic by topic, and the history marks of
 * a current entry's sub-rules.
 */
import type { Entry } from '../content/entry.ts';
import type { Glossary } from '../content/glossary.ts';
import { renderNodes, type LinkResolver } from '../content/render.ts';
import { entryPath } from '../site/routes.ts';
import type { EditionCounts, EditionStep, SubRuleFateKind } from './edition-map.ts';
import type { LocaleEdition } from './edition-map.ts';
import { changesIndexPath, changesPath, editionEntryPath, historyPath } from './edition-routes.ts';
import { CURRENT, type EditionSite } from './edition-site.ts';
import { condenseDiff, topicHistory, traceSubRule, traceTopic, wordDiff, type DiffPart, type HistoryMark } from './edition-trace.ts';

export interface OldSubRuleView {
  number: string;
  html: string;
  /** Where it is now: its current number and page, or the edition that removed it. */
  now: { number: string; href: string } | { removedIn: string };
  /** Its number in the next edition, when that is not the current text (LRR 1.3's 49.4 is LRR 2.0's 58.4). */
  next?: { label: string; number: string; href: string };
}

export interface EditionTopicView {
  edition: { name: string; label: string };
  entry: Entry;
  introHtml: string;
  subRules: OldSubRuleView[];
  /** The current page of the topic, or the edition that removed it. */
  now: { href: string; title: string; number: number | null } | { removedIn: string };
  /** The changes page from this edition to the next. */
  changesHref: string;
  nextLabel: string;
}

/** Links in an old text: to the same edition's pages where it has the topic, else nowhere (plain text). */
function oldLinks(base: string, site: EditionSite, edition: LocaleEdition, entry: Entry): LinkResolver {
  return (url) => {
    const [id, anchor] = url.split('#');
    const target = id === '' ? entry : edition.entries.find((e) => e.id === id);
    if (!target) return null;
    if (anchor && !target.subRules.some((s) => s.number === anchor)) return null;
    return target === entry && anchor ? `#${anchor}` : editionEntryPath(base, site.locale, edition.name, target.id, anchor);
  };
}

export function editionTopicView(site: EditionSite, glossary: Glossary, edition: LocaleEdition, entry: Entry, base: string): EditionTopicView {
  const resolve = oldLinks(base, site, edition, entry);
  const topic = traceTopic(site.steps, edition.name, entry.id);
  const current = glossary.get(site.locale, entry.id);
  const step = site.steps.find((s) => s.from === edition.name)!;
  return {
    edition: { name: edition.name, label: edition.label },
    entry,
    introHtml: renderNodes(entry.intro, resolve),
    subRules: entry.subRules.map((s) => {
      const trace = traceSubRule(site.steps, edition.name, entry.id, s.number);
      const nextNumber = step.to === CURRENT ? undefined : step.topics.find((t) => t.id === entry.id)?.fates.find((f) => f.from === s.number)?.to[0];
      return {
        ...(nextNumber ? { next: { label: step.toLabel, number: nextNumber, href: editionEntryPath(base, site.locale, step.to, entry.id, nextNumber) } } : {}),
        number: s.number,
        html: renderNodes([s.content, ...s.children], resolve),
        now: trace.kind === 'now' ? { number: trace.number, href: entryPath(base, site.locale, trace.id, trace.number) } : { removedIn: trace.in },
      };
    }),
    now: topic.kind === 'now' && current ? { href: entryPath(base, site.locale, entry.id), title: current.title, number: current.number } : { removedIn: topic.kind === 'removed' ? topic.in : step.toLabel },
    changesHref: changesPath(base, site.locale, step.from, step.to),
    nextLabel: step.toLabel,
  };
}

export interface ChangeRow {
  kind: Exclude<SubRuleFateKind, 'same'> | 'new';
  from?: { number: string; href: string };
  to: { number: string; href: string }[];
  diff: DiffPart[];
}

export interface ChangesTopic {
  id: string;
  title: string;
  from: number | null;
  to: number | null;
  rows: ChangeRow[];
}

export interface ChangesView {
  step: { from: string; to: string; fromLabel: string; toLabel: string };
  counts: EditionCounts;
  topics: ChangesTopic[];
  newTopics: { title: string; number: number | null; href: string }[];
  removedTopics: { title: string; number: number | null; href: string }[];
}

/** A page of a text: an edition's topic page, or the current entry page. */
function pageOf(base: string, site: EditionSite, text: string, id: string, anchor?: string): string {
  return text === CURRENT ? entryPath(base, site.locale, id, anchor) : editionEntryPath(base, site.locale, text, id, anchor);
}

/** Every change of a step, topic by topic (topics with none left out), with word-level differences. */
export function changesView(site: EditionSite, step: EditionStep, base: string): ChangesView {
  const link = (text: string, id: string) => (number: string) => ({ number, href: pageOf(base, site, text, id, number) });
  const topics = step.topics.flatMap((t) => {
    const older = link(step.from, t.id);
    const newer = link(step.to, t.id);
    const rows: ChangeRow[] = t.fates
      .filter((f) => f.kind !== 'same')
      .map((f) => ({ kind: f.kind as ChangeRow['kind'], from: older(f.from), to: f.to.map(newer), diff: f.kind === 'removed' ? [[-1, f.text]] : condenseDiff(wordDiff(f.text, f.newText ?? f.text)) }));
    rows.push(...t.added.map((a) => ({ kind: 'new' as const, to: [newer(a.number)], diff: [[1, a.text]] as DiffPart[] })));
    if (rows.length === 0 && t.from === t.to) return [];
    return [{ id: t.id, title: t.title, from: t.from, to: t.to, rows }];
  });
  return {
    step: { from: step.from, to: step.to, fromLabel: step.fromLabel, toLabel: step.toLabel },
    counts: step.counts,
    topics,
    newTopics: step.newTopics.map((t) => ({ title: t.title, number: t.number, href: pageOf(base, site, step.to, t.id) })),
    removedTopics: step.removedTopics.map((t) => ({ title: t.title, number: t.number, href: pageOf(base, site, step.from, t.id) })),
  };
}

/** The history marks of a current entry's sub-rules (number → mark), and where the whole history is fetched from. */
export function historyMarks(site: EditionSite | undefined, entry: Entry, base: string): { src: string; marks: Record<string, HistoryMark> } | undefined {
  if (!site || entry.locale !== site.locale || entry.number === null) return undefined;
  const history = topicHistory(site.steps, entry.id, entry.subRules);
  const marks = Object.fromEntries(Object.entries(history).map(([n, h]) => [n, h.mark]));
  return Object.keys(marks).length === 0 ? undefined : { src: historyPath(base, site.locale, entry.id), marks };
}

/**
 * The JSON a history mark fetches: per sub-rule number, its earlier versions (label, number, difference to the
 * next, shortened around the changes; none when the wording stayed), and the link to every change between editions (`changesLabel`: its text in the page's language).
 */
export function historyJson(site: EditionSite, entry: Entry, base: string, changesLabel: string, sameLabel: string): string {
  const history = topicHistory(site.steps, entry.id, entry.subRules);
  const current = site.steps.at(-1)!.toLabel;
  return JSON.stringify({
    current,
    changes: { href: changesIndexPath(base, site.locale), label: changesLabel },
    same: sameLabel,
    rules: Object.fromEntries(Object.entries(history).map(([n, h]) => [n, h.versions.map((v) => ({ label: v.label, number: v.number, diff: condenseDiff(v.diff) }))])),
  });
}

/** The current entries of a locale that have a history (those /{lang}/history/{id}.json is written for). */
export function entriesWithHistory(site: EditionSite, glossary: Glossary): Entry[] {
  return glossary.entries(site.locale).filter((entry) => historyMarks(site, entry, '/') !== undefined);
}

/** The changes index (/{lang}/changes/): its steps, and each edition's topics in the order of their numbers. */
export function changesIndexView(site: EditionSite): { steps: EditionStep[]; editions: { name: string; label: string; entries: Entry[] }[] } {
  return {
    steps: site.steps,
    editions: site.editions.map((edition) => ({ name: edition.name, label: edition.label, entries: [...edition.entries].sort((a, b) => (a.number ?? 0) - (b.number ?? 0)) })),
  };
}
