/** The Russian and English entries as imported: sub-rules with their nested items, notes and related topics. */
import type { BlockContent, List } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { realGlossary } from '../support.ts';

/** The items of the sub-rule's nested list, as plain text. */
function nestedItems(children: BlockContent[]): string[] {
  const lists = children.filter((c): c is List => c.type === 'list');
  expect(lists).toHaveLength(1);
  return lists[0].children.map((item) => toString(item));
}

describe('ru 49 «Ограничение на компоненты»', () => {
  const entry = () => realGlossary().get('ru', 'component-limitations')!;

  it('is entry 49 with its title in sentence case and its intro', () => {
    expect(entry()).toMatchObject({ number: 49, title: 'Ограничение на компоненты', source: 'sources/seeds/000_2c88245c6ee7eaf4.txt' });
    expect(toString(entry().intro[0])).toBe('Если какие-либо компоненты заканчиваются во время партии, игроки придерживаются следующих правил:');
  });

  it('has sub-rules 49.1–49.5', () => {
    expect(entry().subRules.map((s) => s.number)).toEqual(['49.1', '49.2', '49.3', '49.4', '49.5']);
    expect(entry().subRules[0].text.startsWith('КУБИКИ: количество кубиков неограниченно.')).toBe(true);
    expect(toString(entry().subRules[0].content.children[0])).toBe('КУБИКИ:');
  });

  it('nests the four token kinds under 49.2', () => {
    expect(nestedItems(entry().subRules[1].children)).toEqual(['жетоны контроля;', 'жетоны истребителей;', 'жетоны товаров;', 'жетоны пехоты.']);
  });

  it('makes the lettered items а) б) of 49.4 a nested list of two', () => {
    const items = nestedItems(entry().subRules[3].children);
    expect(items).toHaveLength(2);
    expect(items[0].startsWith('а) Когда игрок размещает отряды на поле')).toBe(true);
    expect(items[1].startsWith('б) Когда игрок производит истребители')).toBe(true);
    expect(entry().subRules[3].content.children.some((n) => n.type === 'break')).toBe(false);
  });

  it('has the 9 notes, numbered 1–9', () => {
    expect(entry().notes.map((n) => n.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(entry().notes[4].text).toBe('У каждой фракции имеется 16 жетонов приказа и 17 жетонов контроля.');
    expect(entry().notes[8].text.endsWith('поэтому добавился пункт 49.3.')).toBe(true);
  });

  it('resolves its related topics, the plain name «Производство отрядов» included', () => {
    expect(entry().related.map((r) => r.id)).toEqual(['fighter-tokens', 'infantry-tokens', 'units', 'producing-units']);
    expect(entry().related.every((r) => r.resolved)).toBe(true);
    expect(entry().related[3].title).toBe('Производство отрядов');
  });
});

describe('en 23 Component Limitations', () => {
  const entry = () => realGlossary().get('en', 'component-limitations')!;

  it('numbers the wiki items 1–5 as 23.1–23.5 from the LRR index', () => {
    expect(entry().number).toBe(23);
    expect(entry().subRules.map((s) => s.number)).toEqual(['23.1', '23.2', '23.3', '23.4', '23.5']);
    expect(entry().subRules[4].text).toBe('Cards: When a deck is depleted, players shuffle the deck’s discard pile and place it facedown to create a new deck.');
  });

  it('keeps the four tokens under 23.2 and the two nested items of 23.4', () => {
    expect(nestedItems(entry().subRules[1].children)).toEqual(['Control Tokens', 'Fighter Tokens', 'Trade Good Tokens', 'Infantry Tokens']);
    const items = nestedItems(entry().subRules[3].children);
    expect(items).toHaveLength(2);
    expect(items[1].startsWith('When producing a fighter or infantry unit')).toBe(true);
  });

  it('has 8 notes and four related topics joined to their ids', () => {
    expect(entry().notes).toHaveLength(8);
    expect(entry().notes[7].text.startsWith('If a player is instructed to “replace” one unit with another')).toBe(true);
    expect(entry().related.map((r) => r.id)).toEqual(['fighter-tokens', 'infantry-tokens', 'producing-units', 'units']);
  });
});

describe('en 67 Producing Units', () => {
  const entry = () => realGlossary().get('en', 'producing-units')!;

  it('comes from the wiki page, whole (the PDF seed cut its intro off and lost to it as a duplicate)', () => {
    expect(entry()).toMatchObject({ number: 67, title: 'Producing Units', source: 'sources/tirules-wiki/R_producing_units.md' });
    expect(toString(entry().intro[0])).toBe(
      'The primary way that a player produces new units is by resolving the Production abilities of existing units during a tactical action. However, other game effects also allow players to produce units.',
    );
  });

  it('rebuilds sub-rules 67.1–67.6 from the flat bullet list, each with its nested bullets', () => {
    expect(entry().subRules.map((s) => s.number)).toEqual(['67.1', '67.2', '67.3', '67.4', '67.5', '67.6']);
    const nestedCounts = entry().subRules.map((s) => s.children.filter((c) => c.type === 'list').flatMap((l) => (l as List).children).length);
    expect(nestedCounts).toEqual([3, 2, 0, 2, 2, 1]);
    expect(nestedItems(entry().subRules[5].children)).toEqual(['Ground forces can still be produced.']);
  });

  it('joins the wrapped line of 67.3 and mends "theProduction"', () => {
    expect(entry().subRules[2].text).toBe(
      'When a player produces a unit through the use of their units’ Production abilities during a tactical action, that player follows the rules of the Production ability to determine where in the active system the units can be placed.',
    );
    expect(entry().subRules[3].text.startsWith('When a player produces a unit through an ability outside of the tactical action')).toBe(true);
  });

  it('has 4 notes', () => {
    expect(entry().notes.map((n) => n.number)).toEqual([1, 2, 3, 4]);
    expect(entry().notes[1].text).toBe('A player cannot produce one fighter and one infantry for one resource.');
  });
});
