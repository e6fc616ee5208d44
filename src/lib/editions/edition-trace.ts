/**
 * Following the edition map through its steps: where an old sub-rule (or topic) is in the current text, and
 * the earlier wordings and numbers of a current sub-rule. Pure, over the steps of editionSteps() (oldest
 * edition → … → newest edition → current text).
 */
import { diffWords } from 'diff';
import type { EditionStep, SubRuleFate, TopicStep } from './edition-map.ts';

/** Where an old number leads in the current text. */
export type Trace =
  | { kind: 'now'; id: string; number: string; changed: boolean }
  | { kind: 'removed'; id: string; /** The label of the first edition (or text) without it. */ in: string; /** Its last number before that. */ last: string };

/** A word-level difference: [0, same], [1, added], [-1, removed]. */
export type DiffPart = [0 | 1 | -1, string];

export interface HistoryVersion {
  edition: string;
  label: string;
  number: string;
  text: string;
  /** The difference from this version to the next newer one (the next version, or the current text). */
  diff: DiffPart[];
}

/** The latest change between editions: "changed" or "new" in that edition (label), or "differs" only from the newest edition. */
export interface HistoryMark {
  kind: 'changed' | 'new' | 'differs';
  label: string;
}

export interface SubRuleHistory {
  mark: HistoryMark;
  /** Oldest first; the text it had in each earlier edition where it existed. */
  versions: HistoryVersion[];
}

function topicOf(step: EditionStep, id: string): TopicStep | undefined {
  return step.topics.find((t) => t.id === id);
}

function fateOf(topic: TopicStep | undefined, number: string): SubRuleFate | undefined {
  return topic?.fates.find((f) => f.from === number);
}

export function wordDiff(older: string, newer: string): DiffPart[] {
  return diffWords(older, newer).map((c) => [c.added ? 1 : c.removed ? -1 : 0, c.value]);
}

/** Where sub-rule `number` of topic `id` in edition `edition` is in the current text. */
export function traceSubRule(steps: EditionStep[], edition: string, id: string, number: string): Trace {
  let n = number;
  let changed = false;
  for (const step of steps.slice(steps.findIndex((s) => s.from === edition))) {
    const fate = fateOf(topicOf(step, id), n);
    if (!fate || fate.to.length === 0) return { kind: 'removed', id, in: step.toLabel, last: n };
    if (fate.kind !== 'same') changed = true;
    n = fate.to[0];
  }
  return { kind: 'now', id, number: n, changed };
}

/** Whether topic `id` of `edition` is still in the current text, and the edition that dropped it if not. */
export function traceTopic(steps: EditionStep[], edition: string, id: string): { kind: 'now' } | { kind: 'removed'; in: string } {
  for (const step of steps.slice(steps.findIndex((s) => s.from === edition))) if (!topicOf(step, id)) return { kind: 'removed', in: step.toLabel };
  return { kind: 'now' };
}

/**
 * The history of every current sub-rule of topic `id` that has one (number → history): its number and text in
 * each earlier edition, with the word-level difference to the next, and the mark that names its latest change.
 */
export function topicHistory(steps: EditionStep[], id: string, current: { number: string; text: string }[]): Record<string, SubRuleHistory> {
  const out: Record<string, SubRuleHistory> = {};
  for (const sub of current) {
    const versions: HistoryVersion[] = [];
    let number = sub.number;
    let text = sub.text;
    let mark: HistoryMark | undefined;
    let differs = false;
    for (let i = steps.length - 1; i >= 0; i--) {
      const step = steps[i];
      const fate = topicOf(step, id)?.fates.find((f) => f.to.includes(number));
      if (!fate) {
        // Not in the older text: new in this step's newer edition.
        if (!mark && step.to !== 'current') mark = { kind: 'new', label: step.toLabel };
        break;
      }
      if (step.to === 'current') differs = fate.kind !== 'same';
      else if (!mark && fate.kind !== 'same') mark = { kind: 'changed', label: step.toLabel };
      versions.unshift({ edition: step.from, label: step.fromLabel, number: fate.from, text: fate.text, diff: wordDiff(fate.text, text) });
      number = fate.from;
      text = fate.text;
    }
    if (!mark && differs) mark = { kind: 'differs', label: steps.at(-1)!.fromLabel };
    if (mark) out[sub.number] = { mark, versions };
  }
  return out;
}

/**
 * A difference shortened for reading on a phone: a long unchanged run keeps `context` words next to each change
 * and "…" for the rest. A difference with no change at all gives no parts.
 */
export function condenseDiff(diff: DiffPart[], context = 8): DiffPart[] {
  if (!diff.some(([k]) => k !== 0)) return [];
  return diff.map(([kind, text], i): DiffPart => {
    if (kind !== 0) return [kind, text];
    const lead = /^\s*/.exec(text)![0];
    const words = text.slice(lead.length).match(/\S+\s*/g) ?? [];
    const first = i === 0;
    const last = i === diff.length - 1;
    if (words.length <= (first ? 0 : context) + (last ? 0 : context) + 3) return [0, text];
    const head = first ? '' : lead + words.slice(0, context).join('');
    const tail = last ? '' : words.slice(-context).join('');
    return [0, `${head}${head && !/\s$/.test(head) ? ' ' : ''}…${tail ? ' ' : ''}${tail}`];
  });
}
