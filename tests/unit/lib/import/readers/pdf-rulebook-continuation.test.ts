/**
 * A sentence of a two-column rulebook PDF that goes on past the end of its column or page: its rest, at the
 * top of the next column or page, stays with it, even where its first part ends in ":" or ";", or opens as
 * a section title ("STEP 2 — COMMIT GROUND" / "FORCES: If…"), and a text left unfinished earlier (a bullet
 * without a full stop) does not draw it away. The pages are built here as pdf.js text items.
 */
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { pdfLayoutText, type PdfPage, type PdfTextItem } from '../../../../../src/lib/import/pdf-layout.ts';
import type { RawEntry } from '../../../../../src/lib/import/raw-entry.ts';
import { readPdfRulebook } from '../../../../../src/lib/import/readers/pdf-rulebook.ts';
import { readerContext } from '../../../../../tools/reader-context.ts';

/** An A4 page in two columns (45–285 and 310–550), lines 14 pt apart from the top, a page number at the foot. */
function page(number: number, left: string[], right: string[]): PdfPage {
  const items: PdfTextItem[] = [];
  const column = (x: number, lines: string[]) =>
    lines.forEach((text, i) => {
      const heading = /^\d+ [A-Z ]+$/.test(text);
      items.push({ text, x, y: 780 - i * 14, width: Math.min(238, text.length * (heading ? 6.5 : 4.6)), size: heading ? 13 : 10, bold: heading, smallCaps: false });
    });
  column(45, left);
  column(310, right);
  items.push({ text: String(number), x: 295, y: 20, width: 5, size: 8, bold: false, smallCaps: false });
  return { width: 595, height: 842, items };
}

const pages = [
  page(
    1,
    [
      '15 BOMBARDMENT',
      '15.1 Some units have abilities. The following',
      'abilities are unit abilities:',
      '• Anti-Fighter Barrage',
      '• Sustain Damage',
      '15.2 The active player rolls dice for each of',
      'those units;',
    ],
    ['this is called a bombardment roll.', '15.3 The following units can bombard:', '• Dreadnought', '• War Sun', '15.4 STEP 2 — COMMIT GROUND', 'FORCES: If the active player has ground'],
  ),
  page(
    2,
    ['forces in the space area, they may commit', 'them to land on planets.', '15.5 Each player rolls for these', 'units:', '• PDS', '• Space Dock', '15.6 There are two types of agenda cards:'],
    ['laws and directives.', '15.7 A law stays in play for the rest of', 'the game.', '15.8 A directive is discarded once it is', 'resolved.'],
  ),
];

const text = (nodes: readonly unknown[]) => nodes.map((n) => toString(n as never)).join(' ');
const subRules = (entries: RawEntry[]) => Object.fromEntries(entries[0].subRules.map((s) => [s.number, text(s.content)]));

describe('a sentence across a column or a page break (two-column PDF)', () => {
  const file = 'continuation.pdf';
  const ctx = readerContext(file, 'en');
  const entries = readPdfRulebook(pdfLayoutText(pages), ctx);

  it('keeps the rest of a sentence at the top of the next column with its sub-rule ("…units;" / "this is called…")', () => {
    expect(subRules(entries)['15.2']).toBe('The active player rolls dice for each of those units; this is called a bombardment roll.');
  });

  it('keeps the rest of a sentence at the top of the next page with its sub-rule, though it opened as a section title', () => {
    expect(subRules(entries)['15.4']).toBe('STEP 2 — COMMIT GROUND FORCES: If the active player has ground forces in the space area, they may commit them to land on planets.');
  });

  it('keeps the rest of a sentence ending in ":" at a column break with its sub-rule', () => {
    expect(subRules(entries)['15.6']).toBe('There are two types of agenda cards: laws and directives.');
  });

  it('leaves a bullet without a full stop as it is, and every sub-rule with its own text', () => {
    const [abilities] = entries[0].subRules[0].children;
    expect(abilities).toMatchObject({ type: 'list', ordered: false });
    expect((abilities as { children: unknown[] }).children.map((c) => toString(c as never))).toEqual(['Anti-Fighter Barrage', 'Sustain Damage']);
    expect(subRules(entries)).toMatchObject({ '15.5': 'Each player rolls for these units:', '15.7': 'A law stays in play for the rest of the game.', '15.8': 'A directive is discarded once it is resolved.' });
    expect(ctx.defects.items.filter((d) => /continues a sentence, but not the text before it/.test(d.message))).toEqual([]);
  });
});

describe('a paragraph across a column or a page break, its sentence finished at the foot (two-column PDF)', () => {
  // 16.1's paragraph ends a sentence at the foot of the left column and goes on with a new one at the top of
  // the right; 16.2's does so at the foot of page 1 and the top of page 2. 16.3 has a paragraph of its own.
  const two = [
    page(1, ['16 CAPACITY', '16.1 Ships have capacity. It is printed', 'on the card.'], ['For example, a carrier has', 'a capacity of four.', '16.2 A ship carries units. It can carry', 'any number of them.']),
    page(2, ['Fighters count against the capacity of a ship.', '16.3 A mech is a ground force.', '', '', 'It is not a fighter.'], ['16.4 Infantry are ground forces. They', 'can be produced on a planet.', '16.5 Mechs are too.']),
  ];
  const layoutCtx = readerContext('flow.pdf', 'en');
  const fromPdf = readPdfRulebook(pdfLayoutText(two), layoutCtx);
  // The same pages as pdftotext prints one column's text: a page number at the foot, a form feed, a running head.
  const plainCtx = readerContext('flow.txt', 'en');
  const fromText = readPdfRulebook(
    ['16 CAPACITY', '16.1 Ships have capacity. It is printed', 'on the card. For example, a carrier has', 'a capacity of four.', '16.2 A ship carries units. It can carry', 'any number of them.', '', '1', '\fRULES REFERENCE', '', 'Fighters count against the capacity of a ship.', '16.3 A mech is a ground force.', '', 'It is not a fighter.', '', '2', '\fRULES REFERENCE', '', '16.4 Infantry are ground forces. They', 'can be produced on a planet.', '16.5 Mechs are too.', '', '3', ''].join('\n'),
    plainCtx,
  );

  it('keeps the text at the top of the next column in the paragraph it goes on with', () => {
    expect(subRules(fromPdf)['16.1']).toBe('Ships have capacity. It is printed on the card. For example, a carrier has a capacity of four.');
    expect(fromPdf[0].subRules[0].children).toEqual([]);
  });

  it('keeps the text at the top of the next page in the paragraph it goes on with, past the page number and running head', () => {
    for (const entries of [fromPdf, fromText]) {
      expect(subRules(entries)['16.2']).toBe('A ship carries units. It can carry any number of them. Fighters count against the capacity of a ship.');
      expect(entries[0].subRules[1].children).toEqual([]);
    }
  });

  it('keeps the text at the top of the right column in its paragraph in pdftotext -layout’s side-by-side columns', () => {
    const rows = [
      ['16 CAPACITY', 'For example, a carrier has'],
      ['16.1 Ships have capacity. It is printed', 'a capacity of four.'],
      ['on the card.', '16.2 A ship carries units. It can'],
      ['', 'carry any number of them.'],
      ['', ''],
    ];
    const layout = rows.map(([a, b]) => `${a.padEnd(48)}${b}`.trimEnd()).join('\n');
    const entries = readPdfRulebook(`${layout}\n`, readerContext('flow-layout.txt', 'en'));
    expect(subRules(entries)['16.1']).toBe('Ships have capacity. It is printed on the card. For example, a carrier has a capacity of four.');
    expect(entries[0].subRules[0].children).toEqual([]);
  });

  it('still opens a paragraph after a gap inside a column', () => {
    for (const entries of [fromPdf, fromText]) {
      expect(subRules(entries)['16.3']).toBe('A mech is a ground force.');
      expect(entries[0].subRules[2].children.map((c) => toString(c as never))).toEqual(['It is not a fighter.']);
    }
  });
});

describe('a lettered list whose marks are set apart by one space (pdftotext, pdf.js text)', () => {
  it('reads "a Strategy Phase" as the first item where "b …" follows it, and "a player…" as a sentence', () => {
    const ctx = readerContext('letters.txt', 'en');
    const lines = [
      '40 GAME ROUND',
      'A game round consists of the following four',
      'phases:',
      'a Strategy Phase',
      'b Action Phase',
      '40.1 Players skip the agenda phase during the early portion of each game. After that,',
      'a player resolves it in each game round.',
    ];
    const [round] = readPdfRulebook(`${lines.join('\n')}\n`, ctx);
    expect(text(round.intro.slice(0, 1))).toBe('A game round consists of the following four phases:');
    expect(round.intro[1]).toMatchObject({ type: 'list', ordered: true });
    expect((round.intro[1] as { children: unknown[] }).children.map((c) => toString(c as never))).toEqual(['Strategy Phase', 'Action Phase']);
    expect(text(round.subRules[0].content)).toBe('Players skip the agenda phase during the early portion of each game. After that, a player resolves it in each game round.');
  });
});
