import { describe, expect, it } from 'vitest';
import { writeRuling } from '../../../../../src/lib/import/import-rulings.ts';
import { DefectLog, ImportError } from '../../../../../src/lib/import/raw-entry.ts';
import { readWikiRulings } from '../../../../../src/lib/import/readers/wiki-rulings.ts';
import { parseRuling } from '../../../../../src/lib/rulings/parse-ruling.ts';

const ctx = (defects = new DefectLog()) => ({
  file: 'sources/r/F_x.md',
  locale: 'en' as const,
  defects,
  facts: {},
  lrrNumberOf: () => 1,
  idForEnglishTitle: () => undefined,
  isTopic: (id: string) => id === 'mechs',
  isRulingPage: (key: string) => key === 'components/units',
});

const RAW = `---
title: The X
---

 
## Ability One</sub>

 
 1. Uses <i>Direct Hit</i> and <b>Invasion</b>, see <a href="R_mechs">mechs</a> and <a href="C_units">units</a>.
 2. Second.
 
     1. Nested.
 
 11. Third, numbered 11.

   1. Too shallow nested note.

## Empty

## Ability One
`;

describe('the wiki rulings reader', () => {
  it('reads sections and notes, turns inline HTML and links into Markdown, and reports every irregularity', () => {
    const defects = new DefectLog();
    const raw = readWikiRulings(RAW, ctx(defects), 'factions', 'x');
    const text = writeRuling(raw);
    expect(text).toBe(`---
title: The X
source: sources/r/F_x.md
---

## Ability One

1. Uses *Direct Hit* and **Invasion**, see [mechs](mechs) and [units](components/units).
2. Second.
   1. Nested.
3. Third, numbered 11.
   1. Too shallow nested note.

## Empty

## Ability One
`);
    expect(defects.items.map((d) => `${d.line} ${d.kind}: ${d.message}`)).toEqual([
      '6 markup: a stray </sub> was dropped',
      '16 structure: notes numbered again from 1 after note 3 of "Ability One": read as its nested notes (their indentation is short)',
      '14 numbering: note 11 of "Ability One" where 3 was expected: numbered in order',
      '20 duplicate: a second "Ability One" heading: kept, its anchor numbered (-2)',
      '18 structure: "Empty" has no notes: kept as a heading with none',
      '20 structure: "Ability One" has no notes: kept as a heading with none',
    ]);
    const parsed = parseRuling(text, 'content/en/factions/x.md', 'en', 'factions');
    expect(parsed.diagnostics.errors).toEqual([]);
    expect(parsed.page!.sections.map((s) => s.anchor)).toEqual(['ability-one', 'empty', 'ability-one-2']);
  });

  it('refuses a page with no sections or no title', () => {
    expect(() => readWikiRulings('---\ntitle: X\n---\n\nJust text.\n', ctx(), 'factions', 'x')).toThrow(ImportError);
    expect(() => readWikiRulings('## A\n', ctx(), 'factions', 'x')).toThrow(/no title/);
  });
});
