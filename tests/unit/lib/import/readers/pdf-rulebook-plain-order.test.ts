/**
 * Two columns as pdftotext without -layout gives them: blocks by their tops, whichever column each stands in,
 * the blocks that follow each other down a column run together, and a blank line wherever the next block is
 * in the other column (or a heading, in a larger type, begins). So blocks separated by blank lines take turns
 * between the columns: two bullets level with each other in the two columns are told apart by that. Where
 * pdftotext emits a block late (after the block below it), the block still goes back above it: a topic's
 * intro after its first sub-rule, or before its heading and after the last topic's related topics.
 * The text is written here in that shape (two pages of made-up rules).
 */
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import type { RawEntry } from '../../../../../src/lib/import/raw-entry.ts';
import { readPdfRulebook } from '../../../../../src/lib/import/readers/pdf-rulebook.ts';
import { readerContext } from '../../../../../tools/reader-context.ts';

// Page 1. Left: 1 ABILITIES, 1.1, 1.2 with bullets (one line each), 1.3, related topics. Right: 2 ACTION CARDS
// with its intro and 2.1, two bullets of 2.1, 2.2, 2.3.
// Page 2. Left: 3 ACTIVE PLAYER, 3.1 to 3.5, related topics. Right: 4 ACTIVE SYSTEM, its intro (emitted after
// 4.1), 4.1, 4.2, related topics, 5 CAPTURE (emitted after 5.1), its intro, 5.1, 5.2.
const TEXT = `RULES REFERENCE

1 ABILITIES

2 ACTION CARDS

1.1 Each faction has abilities
presented on its faction sheet.
Some abilities are perpetual.

Action cards give players abilities.
2.1 Each player draws one action
card during each status phase.

1.2 Some units have unit abilities.
The following abilities are unit
abilities:

• If an action card says “Action,”
a player must use a component
action to resolve it.

• Anti-Fighter Barrage

• Several action cards of one name
cannot be played in one timing
window.

• Bombardment
• Deploy
• Planetary Shield
• Production

2.2 To play an action card, a player
reads and resolves its ability.

• Space Cannon
• Sustain Damage
1.3 An ability that says “this
system” means the unit’s system.

2.3 A canceled action card has no
effect and is discarded.

RELATED TOPICS: Action Cards

1
\fRULES REFERENCE

3 ACTIVE PLAYER

4 ACTIVE SYSTEM

3.1 The active player is the player
taking a turn.

4.1 A player who performs a tactical
action activates a system.

The active system is the one
activated in a tactical action.

3.2 The first player in initiative
order is the first active player.

4.2 A system stays active all turn.

3.3 After the active player's turn,
the next player becomes active.

RELATED TOPICS: Movement

3.4 After the last player's turn, the
first player is active again.

Some abilities instruct a player
to capture a unit.

3.5 Passed players take no turns.

5.1 A player can capture units.

5 CAPTURE

RELATED TOPICS: Action Phase

5.2 Captured units return to
their reinforcements.

2
`;

/** Each paragraph, and each item of a list, as text. */
const text = (nodes: readonly { type: string; children?: unknown[] }[]) =>
  nodes.flatMap((n) => (n.type === 'list' ? n.children!.map((i) => toString(i as never)) : [toString(n as never)])).join(' | ');

describe('pdf-rulebook: blocks of two columns that pdftotext (without -layout) emits out of reading order', () => {
  const ctx = readerContext('plain-order.txt', 'en');
  const entries = readPdfRulebook(TEXT, ctx);
  const topic = (n: number) => entries.find((e) => e.number === n) as RawEntry;
  const sub = (n: string) => entries.flatMap((e) => e.subRules).find((s) => s.number === n)!;

  it('tells the columns’ blocks apart by the turns they take between the columns', () => {
    // The related topics at the foot of the left column, after 2.3 in the right one: topic 1's.
    expect(topic(1).related.map((r) => r.name)).toEqual(['Action Cards']);
    expect(topic(2).related).toEqual([]);
    expect(text(sub('1.2').children)).toBe('Anti-Fighter Barrage | Bombardment | Deploy | Planetary Shield | Production | Space Cannon | Sustain Damage');
    expect(text(sub('2.1').children)).toBe('If an action card says “Action,” a player must use a component action to resolve it. | Several action cards of one name cannot be played in one timing window.');
  });

  it('puts a topic’s intro emitted after its first sub-rule back above it', () => {
    expect(text(topic(4).intro)).toBe('The active system is the one activated in a tactical action.');
    expect(sub('4.1').children).toEqual([]);
  });

  it('reads the text between a topic’s related topics and the next heading as that topic’s intro', () => {
    expect(text(topic(5).intro)).toBe('Some abilities instruct a player to capture a unit.');
    expect(sub('4.2').children).toEqual([]);
    expect(topic(4).related.map((r) => r.name)).toEqual(['Movement']);
    expect(topic(3).related.map((r) => r.name)).toEqual(['Action Phase']);
  });
});
