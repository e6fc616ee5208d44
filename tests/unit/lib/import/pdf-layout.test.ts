/** pdf-layout.ts alone: pdf.js text items of a page put in reading order as the rulebook reader's text. */
import { describe, expect, it } from 'vitest';
import { gutterOf, pdfLayoutText, type PdfPage, type PdfTextItem } from '../../../../src/lib/import/pdf-layout.ts';

const item = (text: string, x: number, y: number, width: number, more: Partial<PdfTextItem> = {}): PdfTextItem => ({ text, x, y, width, size: 10, bold: false, smallCaps: false, ...more });

/** An A4 page in two columns (45–285 and 310–550), a running head split in two words across the middle, a page number. */
const page: PdfPage = {
  width: 595,
  height: 842,
  items: [
    item('RULES', 250, 820, 40, { size: 8 }),
    item('REFERENCE', 300, 820, 50, { size: 8 }),
    item('58 Movement', 45, 760, 90, { size: 13, bold: true }),
    item('58.1', 45, 740, 18, { bold: true }),
    item('A ship moves. The e', 67, 740, 100),
    item('ff', 167, 740, 8),
    item('ect lasts', 175, 740, 40),
    item('until the end of the column', 45, 670, 238),
    item('a', 53, 726, 5),
    item('The first item.', 66, 726, 80),
    item('b', 53, 712, 5),
    item('The second item.', 66, 712, 90),
    item('58.2 Right column first line', 310, 760, 150),
    item('goes on here.', 310, 746, 70),
    item('58.3 After a gap.', 310, 700, 100),
    item('last line of the left column', 45, 50, 150),
    item('4', 295, 20, 5, { size: 8 }),
  ],
};

describe('pdf-layout', () => {
  it('finds the gutter between two columns, not across a running head', () => {
    expect(gutterOf(page)).toBeGreaterThan(285);
    expect(gutterOf(page)).toBeLessThan(310);
    expect(gutterOf({ ...page, items: page.items.filter((i) => i.x < 250) })).toBeNull();
  });

  it('reads the head, the left column, the right column (running on from the left one’s foot, no blank line between), then the page number; a heading larger than the text in capitals; a ligature joined; a list mark set apart by a tab', () => {
    expect(pdfLayoutText([page, { ...page, items: [item('next page', 45, 760, 60)] }]).split('\n')).toEqual([
      'RULES REFERENCE',
      '',
      '58 MOVEMENT',
      '58.1 A ship moves. The effect lasts',
      'a\tThe first item.',
      'b\tThe second item.',
      '',
      'until the end of the column',
      '',
      'last line of the left column',
      '58.2 Right column first line',
      'goes on here.',
      '',
      '58.3 After a gap.',
      '',
      '4',
      '\fnext page',
      '',
    ]);
  });
});
