/** The edition map on the real editions (content/editions/, from sources/ti4rules-jsx/) and on small fixtures. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../../src/pipeline/content-loader.ts';
import { compareEditions, compareTopic, editionSteps } from '../../../../src/lib/editions/edition-map.ts';
import { loadEditions } from '../../../../src/pipeline/edition-loader.ts';
import { parseEntry } from '../../../../src/lib/content/parse-entry.ts';
import { ROOT } from '../../support.ts';

const editions = loadEditions(join(ROOT, 'content'), ROOT);
const current = { name: 'current', label: 'current text', entries: loadContent(join(ROOT, 'content'), { root: ROOT }).glossary.entries('en') };
const steps = editionSteps([...editions, current]);
const step = (from: string) => steps.find((s) => s.from === from)!;

describe('the edition map of the real editions', () => {
  it('reads the three editions in order', () => {
    expect(editions.map((e) => [e.name, e.label, e.entries.length])).toEqual([
      ['rr-2020', 'RR 2020', 89],
      ['lrr-1.3', 'LRR 1.3', 89],
      ['lrr-2.0', 'LRR 2.0', 101],
    ]);
  });

  it('counts same, reworded, moved, split, merged, removed and new for 2020 → 1.3 → 2.0 → current', () => {
    expect(steps.map((s) => [s.from, s.to, s.counts])).toEqual([
      ['rr-2020', 'lrr-1.3', { same: 404, reworded: 30, moved: 0, split: 0, merged: 0, removed: 0, new: 7 }],
      ['lrr-1.3', 'lrr-2.0', { same: 221, reworded: 202, moved: 18, split: 0, merged: 0, removed: 0, new: 70 }],
      ['lrr-2.0', 'current', { same: 445, reworded: 57, moved: 7, split: 0, merged: 0, removed: 2, new: 0 }],
    ]);
    // Every sub-rule of the older edition has exactly one fate.
    for (const s of steps) {
      const older = [...editions, current].find((e) => e.name === s.from)!;
      expect(s.topics.reduce((n, t) => n + t.fates.length, 0) + s.removedTopics.length).toBe(older.entries.reduce((n, e) => n + e.subRules.length, 0));
    }
  });

  it('follows Movement from 49 in LRR 1.3 to 58 in LRR 2.0, sub-rule by sub-rule', () => {
    const movement = step('lrr-1.3').topics.find((t) => t.id === 'movement')!;
    expect([movement.from, movement.to]).toEqual([49, 58]);
    expect(movement.fates.map((f) => `${f.kind} ${f.from}→${f.to.join('+')}`)).toEqual([
      'same 49.2→58.2',
      'same 49.3→58.3',
      'reworded 49.4→58.4',
      'same 49.5→58.5',
      'reworded 49.6→58.6',
      // "STEP 2—SPACE CANNON OFFENSE" → "STEP 2 — SPACE CANNON OFFENSE": spacing alone is no rewording.
      'same 49.7→58.7',
      'same 49.8→58.8',
      'same 49.9→58.9',
    ]);
    const step1 = movement.fates[2];
    expect(step1.text).toMatch(/^STEP 1—MOVE SHIPS: A player can move any number of his eligible ships/);
    expect(step1.newText).toMatch(/^STEP 1 — MOVE SHIPS: A player can move any number of their eligible ships/);
  });

  it('sees sub-rules moved within a topic (Abilities 1.1 → 1.3) and the topics Prophecy of Kings added', () => {
    const abilities = step('lrr-1.3').topics.find((t) => t.id === 'abilities')!;
    expect(abilities.fates[0]).toMatchObject({ kind: 'moved', from: '1.1', to: ['1.3'] });
    expect(step('lrr-1.3').newTopics.map((t) => t.id)).toContain('exploration');
    expect(step('lrr-1.3').removedTopics).toEqual([]);
  });

  it('reports what the current text no longer has (Action Cards 2.9 and 2.10 of LRR 2.0)', () => {
    const removed = step('lrr-2.0').topics.flatMap((t) => t.fates.filter((f) => f.kind === 'removed').map((f) => f.from));
    expect(removed).toEqual(['2.9', '2.10']);
  });
});

const entry = (number: number, subRules: string[]) =>
  parseEntry(['---', 'id: movement', 'title: Movement', `number: ${number}`, '---', '', ...subRules.map((s, i) => `${number}.${i + 1} ${s}\n`)].join('\n'), 'fixture.md', 'en').entry!;

describe('the edition map on fixtures', () => {
  it('tells a merge (a removed sub-rule inside a kept one) and a split (a new sub-rule out of an old one)', () => {
    const older = entry(49, ['Ships move along adjacent systems.', 'A ship cannot move through enemy ships.', 'Fighters need capacity to move with carriers.', 'Dreadnoughts can move two systems and carry one fighter.']);
    const newer = entry(58, ['Ships move along adjacent systems. A ship cannot move through enemy ships.', 'Fighters need capacity to move with carriers.', 'Dreadnoughts can move two systems.', 'Dreadnoughts carry one fighter.']);
    const topic = compareTopic(older, newer);
    expect(topic.fates.map((f) => `${f.kind} ${f.from}→${f.to.join('+')}`)).toEqual(['merged 49.1→58.1', 'reworded 49.2→58.1', 'moved 49.3→58.2', 'split 49.4→58.3+58.4']);
    expect(topic.added).toEqual([]);
  });

  it('counts a topic the newer edition lacks as removed and one it adds as new', () => {
    const s = compareEditions({ name: 'a', label: 'A', entries: [entry(49, ['One.', 'Two.'])] }, { name: 'b', label: 'B', entries: [] });
    expect(s.counts).toMatchObject({ removed: 2, new: 0 });
    expect(s.removedTopics).toEqual([{ id: 'movement', number: 49, title: 'Movement' }]);
  });
});
