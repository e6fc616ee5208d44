/** parseEntry on a valid entry: what each part of the content format becomes in the Entry. */
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { parseEntry } from '../../../../src/lib/content/parse-entry.ts';
import { FIXTURES, readProjectFile } from '../../support.ts';

const file = `${FIXTURES}/content/entries/valid.md`;
const { entry, diagnostics } = parseEntry(readProjectFile(file), file, 'en');

describe('parseEntry on a valid entry', () => {
  it('parses without diagnostics', () => {
    expect(diagnostics.items).toEqual([]);
    expect(entry).not.toBeNull();
  });

  it('reads the frontmatter, and where id and number stand', () => {
    expect(entry).toMatchObject({
      id: 'producing-units',
      locale: 'en',
      number: 67,
      title: 'Producing Units',
      aliases: ['Production of units'],
      source: 'tests/fixtures/raw/pdf-list.txt',
      file,
      idLine: 2,
      numberLine: 4,
    });
  });

  it('keeps the paragraphs before the first sub-rule as the intro', () => {
    expect(entry!.intro.map((n) => toString(n))).toEqual(['Units are produced by resolving Production abilities.']);
  });

  it('opens a sub-rule at each paragraph that starts with its full number, a trailing dot tolerated', () => {
    expect(entry!.subRules.map((s) => [s.number, s.ordinal, s.line])).toEqual([
      ['67.1', 1, 14],
      ['67.3', 3, 21],
    ]);
    expect(toString(entry!.subRules[1].content)).toBe('A trailing dot after the number is tolerated.');
  });

  it('gives a sub-rule the blocks after it: nested lists and unnumbered paragraphs', () => {
    const [s671] = entry!.subRules;
    expect(s671.children.map((c) => c.type)).toEqual(['list', 'paragraph']);
    expect(s671.text).toBe(
      'Each unit has a cost. See also 67.3 and Units.\nResources spent in excess are lost.\nNested item.\nAn unnumbered paragraph that belongs to 67.1.',
    );
  });

  it('keeps in-text links to a sub-rule anchor and to a topic id', () => {
    const links = entry!.subRules[0].content.children.filter((n) => n.type === 'link');
    expect(links.map((l) => l.type === 'link' && l.url)).toEqual(['#67.3', 'units']);
  });

  it('takes the alignment key from "align", else the ordinal', () => {
    expect(entry!.subRules.map((s) => s.alignKey)).toEqual(['1', '4']);
  });

  it('reads the notes as a numbered list', () => {
    expect(entry!.notes.map((n) => [n.number, n.text, n.line])).toEqual([
      [1, 'A first note.', 25],
      [2, 'A second note.', 26],
    ]);
  });

  it('reads related topics: links as resolved ids, plain names as yet unresolved', () => {
    expect(entry!.related).toEqual([
      { id: 'units', title: 'Units', resolved: true, line: 30 },
      { id: null, title: 'Fighter Tokens', resolved: false, line: 31 },
    ]);
  });

  it('reads the section headings of the entry’s own locale only', () => {
    const ru = parseEntry(readProjectFile(file), file, 'ru');
    expect(ru.entry).toBeNull();
    expect(ru.diagnostics.errors.map((d) => d.line)).toEqual([23, 28]);
  });
});
