/**
 * A bullet list nested in a bullet of a rulebook PDF, with the same "•" as its parent and set further in:
 * the PDF's positions tell it apart (pdf-layout.ts writes it "••"), and the reader nests it under the item
 * above it, as the source does. Bullets all set at one indent stay one list. The page is built here as
 * pdf.js text items.
 */
import type { List, Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { pdfLayoutText, type PdfPage, type PdfTextItem } from '../../../../../src/lib/import/pdf-layout.ts';
import { readPdfRulebook } from '../../../../../src/lib/import/readers/pdf-rulebook.ts';
import { readerContext } from '../../../../../tools/reader-context.ts';

/** Lines 14 pt apart from the top of a column; each "[indent]text" line starts `indent` points in from the column's left edge, a bullet set apart from its text. */
function column(x: number, lines: string[]): PdfTextItem[] {
  return lines.flatMap((line, i) => {
    const [, indent, text] = /^(?:\[(\d+)\])?(.*)$/.exec(line)!;
    const at = x + Number(indent ?? 0);
    const y = 780 - i * 14;
    const heading = /^\d+ [A-Z ]+$/.test(text);
    const item = (t: string, ix: number): PdfTextItem => ({ text: t, x: ix, y, width: Math.min(238 - (ix - x), t.length * (heading ? 6.5 : 4.6)), size: heading ? 13 : 10, bold: heading, smallCaps: false });
    return text.startsWith('• ') ? [item('•', at), item(text.slice(2), at + 12)] : [item(text, at)];
  });
}

const page: PdfPage = {
  width: 595,
  height: 842,
  items: [
    ...column(45, [
      '78 SPACE COMBAT',
      '78.5 Each player rolls one die for each ship.',
      '[8]• A unit with two burst icons rolls',
      '[8]two dice.',
      '[8]• Ships with different combat values:',
      '[20]• First, roll all dice for units with a',
      '[20]combat value of “1.”',
      '[20]• Then count each hit.',
      '[8]• The attacker rolls first.',
      '78.6 Each player assigns hits.',
    ]),
    ...column(310, ['78.7 The following units can bombard:', '[8]• Dreadnought', '[8]• War Sun', '78.8 Combat ends.']),
    { text: '1', x: 295, y: 20, width: 5, size: 8, bold: false, smallCaps: false },
  ],
};

/** The shape of blocks: paragraphs, and lists with their items' shapes ("[•:p,p [•:p]]"), as the scale check compares them. */
const shape = (nodes: readonly Nodes[]): string =>
  nodes.map((n) => (n.type === 'list' ? `[•:${n.children.map((i) => shape(i.children)).join(',')}]` : n.type === 'paragraph' ? 'p' : n.type)).join(' ');

describe('a bullet list nested by its indent (PDF)', () => {
  const text = pdfLayoutText([page]);
  const entries = readPdfRulebook(text, readerContext('nested.pdf', 'en'));
  const sub = (n: string) => entries[0].subRules.find((s) => s.number === n)!;

  it('writes a bullet set further in than the column’s first bullets as "••", its continuation with it', () => {
    expect(text).toContain('\n• Ships with different combat values:\n•• First, roll all dice for units with a\ncombat value of “1.”\n•• Then count each hit.\n• The attacker rolls first.\n');
  });

  it('nests the inner bullets under the item above them; bullets all at one indent stay one list', () => {
    expect(shape(sub('78.5').children)).toBe('[•:p,p [•:p,p],p]');
    const inner = (sub('78.5').children[0] as List).children[1].children[1] as List;
    expect(inner.children.map((i) => toString(i))).toEqual(['First, roll all dice for units with a combat value of “1.”', 'Then count each hit.']);
    expect(shape(sub('78.7').children)).toBe('[•:p,p]');
    expect(shape(sub('78.6').children)).toBe('');
  });
});
