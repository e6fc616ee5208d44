/** dropped-hyphens.ts alone: a hyphen that plain pdftotext dropped where it joined two lines, put back from the text's own spelling. */
import { describe, expect, it } from 'vitest';
import { restoreDroppedHyphens } from '../../../../../src/lib/import/readers/dropped-hyphens.ts';
import { pdfLines } from '../../../../../src/lib/import/readers/pdf-columns.ts';

// pdftotext joined "faction-" and "specific components interact with the game" into one line, twice as
// long as the page's others, and dropped the hyphen; "Lower-left" lost its own on another joined line.
const PAGE = [
  '33.10 When players are eliminated, factionspecific components interact with the game',
  'as follows, each faction-specific',
  'component returned to the box, and',
  'each faction-specific token too. The',
  'antifighter rolls of this player end,',
  'as anti-fighter rolls always do, and',
  'the symbol in the Lowerleft corner of the card is the color of the technology',
  'in the lower-left corner.',
].join('\n');

describe('dropped-hyphens', () => {
  const { lines, restored } = restoreDroppedHyphens(pdfLines(PAGE), 'en');

  it('puts back the hyphen of a compound the text writes with it elsewhere, on a line the tool joined, in the word’s own case', () => {
    expect(lines[0].text).toBe('33.10 When players are eliminated, faction-specific components interact with the game');
    expect(lines[6].text).toBe('the symbol in the Lower-left corner of the card is the color of the technology');
    expect(restored).toEqual([
      { line: 1, from: 'factionspecific', to: 'faction-specific' },
      { line: 7, from: 'Lowerleft', to: 'Lower-left' },
    ]);
  });

  it('leaves a word on a line of the usual length as the text spells it', () => {
    expect(lines[4].text).toBe('antifighter rolls of this player end,');
  });

  it('leaves a word the text writes whole as often as with its hyphen', () => {
    const both = restoreDroppedHyphens(pdfLines(`${PAGE}\nantifighter once more, at the end of a line much longer than the others on this page`), 'en');
    expect(both.lines.at(-1)!.text).toContain('antifighter once more');
  });
});
