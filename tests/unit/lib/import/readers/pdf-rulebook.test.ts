/**
 * The whole-rulebook PDF text reader on the fixtures of tests/fixtures/raw/pdf-rulebook/: real topics
 * typeset by generate.ts and turned into text by pdftotext with and without -layout, and a small
 * hand-written file with the layout features pdftotext did not produce (tabs, lettered items, hyphens).
 */
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { detectFormat, detectLocale } from '../../../../../src/lib/import/detect-format.ts';
import { readPdfRulebook } from '../../../../../src/lib/import/readers/pdf-rulebook.ts';
import { compareSources } from '../../../../../src/lib/import/source-diff.ts';
import type { Locale } from '../../../../../src/lib/locale/locale.ts';
import { readerContext } from '../../../../../tools/reader-context.ts';
import { numbers, typesetFrom } from '../../../pdf-rulebook-sources.ts';
import { FIXTURES, readProjectFile } from '../../../support.ts';

const dir = `${FIXTURES}/raw/pdf-rulebook`;

function readPdf(name: string, locale: Locale) {
  const file = `${dir}/${name}`;
  const ctx = readerContext(file, locale);
  const entries = readPdfRulebook(readProjectFile(file), ctx);
  return { entries, log: ctx.defects.items.map((d) => `${d.line} ${d.kind}: ${d.message}`) };
}

describe.each(['en', 'ko', 'ru'] as const)('pdf-rulebook, %s', (locale) => {
  const source = typesetFrom(locale);
  const layout = readPdf(`${locale}-layout.txt`, locale);
  const plain = readPdf(`${locale}.txt`, locale);

  it('is detected as a whole rulebook, in its locale', () => {
    for (const name of [`${locale}.txt`, `${locale}-layout.txt`]) {
      const text = readProjectFile(`${dir}/${name}`);
      expect(detectFormat(text)).toBe('pdf-rulebook');
      expect(detectLocale(text)).toBe(locale);
    }
  });

  it('skips and counts the cover, the changelog and the table of contents; drops running heads and page numbers', () => {
    for (const { log } of [layout, plain]) {
      expect(log.some((l) => /front matter skipped: \d+ lines/.test(l))).toBe(true);
      expect(log.some((l) => /changelog skipped/.test(l))).toBe(true);
      expect(log.some((l) => /table of contents skipped/.test(l))).toBe(true);
      expect(log.some((l) => /running head dropped/.test(l))).toBe(true);
      expect(log.some((l) => /page number dropped/.test(l))).toBe(true);
    }
  });

  it('-layout: every topic, sub-rule number and text as typeset (columns read left then right)', () => {
    expect(numbers(layout.entries)).toEqual(numbers(source));
    for (const [i, entry] of source.entries()) {
      const comparison = compareSources({ ...entry, id: entry.id ?? 'x' }, layout.entries[i]);
      // "какая-\nлибо" at a line end: no other line of the text confirms the hyphen, so it is joined and reported.
      const expected = locale === 'ru' ? ['49.5'] : [];
      expect(comparison.differences.map((d) => d.published?.number), `${locale} ${entry.number}`).toEqual(expected);
      expect(layout.entries[i].related.map((r) => r.name)).toEqual(entry.related.map((r) => r.name));
      expect(toString({ type: 'root', children: layout.entries[i].intro } as never).replace(/\s+/g, '')).toBe(toString({ type: 'root', children: entry.intro } as never).replace(/\s+/g, ''));
    }
    expect(layout.log.some((l) => /pages laid out in two columns/.test(l))).toBe(true);
  });

  it('without -layout: every sub-rule number and its own text, put back in number order', () => {
    expect(numbers(plain.entries)).toEqual(numbers(source));
    const own = (content: unknown[]) => toString({ type: 'paragraph', children: content } as never).replace(/\s+/g, ' ').trim().toLocaleLowerCase().replace('какаялибо', 'какая-либо');
    for (const [i, entry] of source.entries())
      for (const [j, sub] of entry.subRules.entries()) expect(own(plain.entries[i].subRules[j].content), sub.number).toBe(own(sub.content));
  });
});

describe('pdf-rulebook: interleaved columns without -layout (en)', () => {
  const { log } = readPdf('en.txt', 'en');
  it('puts each block back in its column, and reports every block whose column the text does not settle', () => {
    expect(log).toContain('1 structure: 3 pages whose two columns the text interleaves block by block (pdftotext without -layout): each block put back in its column by where it comes');
    expect(log.some((l) => /stood out of number order/.test(l))).toBe(false);
    // The bullets of 1.26 and of 2.6 start level with each other in the two columns; the blank lines between them
    // settle which is which: pdftotext separates blocks that take turns between the columns.
    const uncertain = log.filter((l) => /which column of page \d+ its block stands in.*\(uncertain\)$/.test(l));
    expect(uncertain.map((l) => l.split(' ')[0])).not.toEqual(expect.arrayContaining(['238']));
    expect(uncertain.map((l) => l.split(' ')[0])).not.toEqual(expect.arrayContaining(['244']));
  });
});

describe('pdf-rulebook: layout features (hand-written fixture)', () => {
  const { entries, log } = readPdf('features.txt', 'en');
  const [move, movement] = entries;
  const sub = (n: string) => movement.subRules.find((s) => s.number === n)!;
  it('reads a topic with its intro on the heading line, a tab after a number, and related topics over two lines', () => {
    expect(move).toMatchObject({ number: 57, title: 'Move (attribute)' });
    expect(toString(move.intro[0])).toBe('Move is an attribute of some units.');
    expect(toString({ type: 'paragraph', children: move.subRules[0].content } as never)).toBe('A unit’s move value indicates the distance that it can move.');
    expect(move.related.map((r) => r.name)).toEqual(['Movement', 'Tactical Action']);
  });
  it('reads section titles, two spaces after a number, a word hyphenated at a line end, lettered items and bullets', () => {
    expect(movement.subRules.map((s) => s.number)).toEqual(['58.2', '58.3', '58.4', '58.5']);
    expect(toString(sub('58.2').content[0])).toBe('TACTICAL ACTION MOVEMENT');
    expect(toString(sub('58.3').content[0])).toBe('A ship’s move value is presented on faction sheets. This value indicates the distance a ship can move.');
    const [letters, bullets] = sub('58.4').children;
    expect(letters).toMatchObject({ type: 'list', ordered: true });
    expect((letters as { children: unknown[] }).children.map((c) => toString(c as never))).toEqual([
      'The ship must end its movement in the active system.',
      'The ship cannot move through a system that contains another player’s ships.',
    ]);
    expect(toString(bullets)).toBe('The ship can move through systems that contain its own command tokens.');
    expect(toString(sub('58.5').content[0])).toBe('When a ship with a capacity value moves, it may transport ground forces and fighters.');
  });
  it('reports what it dropped with file lines', () => {
    expect(log).toContain('27 noise: stray symbol dropped: 1 lines (27)');
    expect(log).toContain('28 noise: page number dropped: 2 lines (28, 34)');
    expect(log).toContain('7 noise: table of contents skipped: 3 lines (7–9), pages 3');
    expect(log).toContain('18 number-missing: sub-rule 58.1 is absent from the text (before 58.2); left absent, not invented');
  });
});
