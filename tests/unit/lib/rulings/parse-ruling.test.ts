import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../../src/lib/content/diagnostics.ts';
import { parseRuling } from '../../../../src/lib/rulings/parse-ruling.ts';
import { allNotes } from '../../../../src/lib/rulings/ruling.ts';

const FILE = 'content/en/factions/nekro.md';
const page = `---
title: The Nekro Virus
source: sources/x.md
---

## Galactic Threat

1. The Nekro player may still play rider action cards.
2. If the speaker breaks a tie:
   1. If no player casts votes, then no technology can be gained.
   2. Second nested, with [a link](units).

## Technology Singularity

## Technology Singularity

1. Any *Direct Hit* counts.

   A second paragraph of the same note.
`;

describe('parseRuling', () => {
  it('reads sections, notes and nested notes with their anchors', () => {
    const { page: p, diagnostics } = parseRuling(page, FILE, 'en', 'factions');
    expect(diagnostics.items).toEqual([]);
    expect(p).toMatchObject({ kind: 'factions', id: 'nekro', locale: 'en', title: 'The Nekro Virus', source: 'sources/x.md' });
    expect(p!.sections.map((s) => [s.anchor, s.title, s.notes.length])).toEqual([
      ['galactic-threat', 'Galactic Threat', 2],
      ['technology-singularity', 'Technology Singularity', 0],
      ['technology-singularity-2', 'Technology Singularity', 1],
    ]);
    const notes = allNotes(p!.sections[0].notes);
    expect(notes.map((n) => [n.number, n.anchor])).toEqual([
      ['1', 'galactic-threat.1'],
      ['2', 'galactic-threat.2'],
      ['2.1', 'galactic-threat.2.1'],
      ['2.2', 'galactic-threat.2.2'],
    ]);
    // A note's own text leaves its nested notes out; a note keeps its paragraphs.
    expect(notes[1].text).toBe('If the speaker breaks a tie:');
    expect(p!.sections[2].notes[0].text).toBe('Any Direct Hit counts.\nA second paragraph of the same note.');
  });

  it('reports what the format does not define, with file:line, and returns no page', () => {
    const bad = `---\ntitle: X\nkind: faction\n---\n\n# Top\n\n## A\n\n1. one\n\nloose paragraph\n\n<div>raw</div>\n\n2. [link](https://example.com)\n`;
    const { page: p, diagnostics } = parseRuling(bad, FILE, 'en', 'factions');
    expect(p).toBeNull();
    expect(diagnostics.errors.map(formatDiagnostic)).toEqual([
      `${FILE}:3: error: unknown frontmatter key "kind"`,
      `${FILE}:14: error: raw HTML is not allowed in content`,
      `${FILE}:16: error: link target "https://example.com" is neither a topic id, a sub-rule anchor such as #49.3, nor a rulings page such as factions/nekro#technology-singularity`,
      `${FILE}:6: error: a heading of level 1: a section is a "## Heading" (level 2)`,
      `${FILE}:12: error: a paragraph between the notes of "A": a note's paragraphs are indented under its number`,
    ]);
  });

  it('refuses a file name that is not an id and a page without a title', () => {
    const { diagnostics } = parseRuling('---\nsource: x\n---\n\n## A\n', 'content/en/factions/Bad_Name.md', 'en', 'factions');
    expect(diagnostics.errors.map((d) => d.message)).toEqual(['the file name "Bad_Name.md" must be a kebab-case id (jol-nar.md)', 'frontmatter has no "title"']);
  });
});
