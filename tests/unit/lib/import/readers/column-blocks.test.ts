/** column-blocks.ts alone: two columns that pdftotext (without -layout) interleaved block by block, put back. */
import { describe, expect, it } from 'vitest';
import { assignColumns, interleavedColumns, textBlocks, type NumberKey } from '../../../../../src/lib/import/readers/column-blocks.ts';
import { pdfLines, type PdfLine } from '../../../../../src/lib/import/readers/pdf-columns.ts';

const numberOf = (l: PdfLine): NumberKey | null => {
  const m = /^(\d+)\.(\d+) /.exec(l.text.trim());
  return m ? [Number(m[1]), Number(m[2])] : null;
};
const options = { isFurniture: (l: PdfLine) => /^(RULES REFERENCE|\d+)$/.test(l.text.trim()), numberOf, endsSentence: (t: string) => /[.!?]$/.test(t) };
const text = (lines: PdfLine[]) => lines.map((l) => l.text).join('\n').replace(/\n{2,}/g, '\n\n').trim();

// Page 1. Left column: 1.1 (3 lines), 1.2 (2), 1.3 (2, its sentence going on to the next page). Right column:
// 1.4 (2), a bullet of 1.4 (2), 1.5 (3). pdftotext emits the blocks by their tops: 1.1 and 1.4 (level), the
// bullet (a line above 1.2; it goes on down 1.4's column, so no blank line between them), 1.2, 1.5, 1.3. Page 2. Left: the end of 1.3's sentence (1 line), 1.6 (2), 1.7 (2);
// right: 1.8 (2), 1.9 (2); emitted 1.8, the sentence's end (level), 1.6, 1.9, 1.7.
const INTERLEAVED = `RULES REFERENCE

1.1 Alpha opens the
left column and runs
three lines.

1.4 Delta opens the
right column.
• A bullet of delta,
two lines.

1.2 Beta follows
alpha.

1.5 Epsilon follows
the bullet and runs
three lines.

1.3 Gamma ends the left
column and goes on

1
\fRULES REFERENCE

at the top of the next page.

1.8 Eta opens the
right column.

1.6 Zeta follows the
sentence's end.

1.9 Theta follows
eta.

1.7 Iota ends the
left column.

2`;

describe('column-blocks', () => {
  it('puts interleaved blocks back in their columns, a bullet with the right column, page by page', () => {
    const result = interleavedColumns(pdfLines(INTERLEAVED), options);
    expect(result.pages).toBe(2);
    const [one, two] = [1, 2].map((p) => text(result.lines.filter((l) => l.page === p)));
    expect(one.split('\n\n').map((b) => b.split('\n')[0])).toEqual(['RULES REFERENCE', '1.1 Alpha opens the', '1.2 Beta follows', '1.3 Gamma ends the left', '1.5 Epsilon follows', '1']);
    // The foot of the left column runs on to the top of the right one, with no blank line (no paragraph break).
    expect(one).toContain('column and goes on\n1.4 Delta opens the');
    expect(one).toContain('1.4 Delta opens the\nright column.\n• A bullet of delta,');
    expect(two.split('\n\n').map((b) => b.split('\n')[0])).toEqual(['RULES REFERENCE', 'at the top of the next page.', '1.6 Zeta follows the', '1.7 Iota ends the', '1.9 Theta follows', '2']);
    expect(two).toContain('left column.\n1.8 Eta opens the');
    expect(result.uncertain).toEqual([]);
  });

  it('puts back the columns of a page without numbers, after a page whose numbers interleave', () => {
    // Page 2 (the last) holds no number: left, two bullets; right, the end of a sentence and the related
    // topics. pdftotext emits the first bullet, the sentence's end (level with it), then the second bullet.
    const last = `${INTERLEAVED}
\fRULES REFERENCE

• The first bullet ends
its sentence here.

its sentence ends here.
RELATED TOPICS: Alpha

• The second bullet

3`;
    const result = interleavedColumns(pdfLines(last), options);
    expect(result.pages).toBe(3);
    const three = text(result.lines.filter((l) => l.page === 3));
    expect(three.split('\n\n').map((b) => b.split('\n')[0])).toEqual(['RULES REFERENCE', '• The first bullet ends', '• The second bullet', '3']);
    expect(three).toContain('• The second bullet\nits sentence ends here.');
  });

  it('leaves a page without numbers as it is where one column reads as well', () => {
    const one = `${INTERLEAVED}
\fRULES REFERENCE

• A bullet that ends
its sentence here.
RELATED TOPICS: Alpha

3`;
    const result = interleavedColumns(pdfLines(one), options);
    expect(result.pages).toBe(2);
    expect(text(result.lines.filter((l) => l.page === 3))).toBe('RULES REFERENCE\n\n• A bullet that ends\nits sentence here.\nRELATED TOPICS: Alpha\n\n3');
  });

  it('leaves text in reading order as it is', () => {
    const inOrder = pdfLines('1.1 One.\n\n1.2 Two.\n\n• A bullet.\n\n1.3 Three.\n\n2.1 Four.\n\f1.9 Misnumbered.\n\n2.2 Five.');
    const result = interleavedColumns(inOrder, options);
    expect(result.lines).toBe(inOrder);
    expect(result.pages).toBe(0);
  });

  it('reports a block whose column nothing in the text settles', () => {
    // Two unnumbered blocks of one height level at the top of a page: either may be the left column's.
    const blocks = textBlocks(pdfLines('• One item\nof two lines.\n\n• Another item\nof two lines.'), options);
    expect(assignColumns(blocks).uncertain).toEqual([true, true]);
  });
});
