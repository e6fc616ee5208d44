import { describe, expect, it } from 'vitest';
import { comparePagePath, comparePages, COMPARE_PAGE_BYTES } from '../../../../src/lib/compare/compare-pages.ts';
import { compareView } from '../../../../src/lib/views/compare-view.ts';
import { realGlossary } from '../../support.ts';

describe('comparePages', () => {
  const size = (n: number) => n;

  it('fills each page while its rows fit the budget, in order, never splitting a row', () => {
    expect(comparePages([3, 3, 3, 5, 1], size, 6).map((p) => [p.number, p.rows])).toEqual([
      [1, [3, 3]],
      [2, [3]],
      [3, [5, 1]],
    ]);
  });

  it('gives a row larger than the budget a page of its own', () => {
    expect(comparePages([2, 9, 2], size, 6).map((p) => p.rows)).toEqual([[2], [9], [2]]);
  });

  it('keeps one empty page when there is no row, and refuses a budget that is not positive', () => {
    expect(comparePages([], size)).toEqual([{ number: 1, rows: [] }]);
    expect(() => comparePages([1], size, 0)).toThrow(/positive/);
  });

  it('names the first page by the topic alone and the others by number, under a base path too', () => {
    expect(comparePagePath('/', 'space-combat', 'ru', 1)).toBe('/ru/compare/space-combat/');
    expect(comparePagePath('/lrr/', 'space-combat', 'en', 3, 's5')).toBe('/lrr/en/compare/space-combat/3/#s5');
  });
});

describe('compareView pages on the real content', () => {
  const glossary = realGlossary();

  it('puts every row on exactly one page, in order, each page within the budget unless it is one row', () => {
    for (const id of glossary.presentTopicIds()) {
      const view = compareView(glossary, id, '/', 'ru');
      expect(view.pages.flatMap((p) => p.rows.map((r) => r.key)), id).toEqual(view.rows.map((r) => r.key));
      expect(view.pages.map((p) => p.href)[0]).toBe(`/ru/compare/${id}/`);
      for (const page of view.pages) {
        expect(page.rows.length, `${id} ${page.number}`).toBeGreaterThan(0);
        expect(page.href).toBe(comparePagePath('/', id, 'ru', page.number));
        const bytes = page.rows.reduce((sum, r) => sum + Object.values(r.cells).reduce((s, c) => s + (c ? new TextEncoder().encode(c.html).length : 0), 0), 0);
        if (page.rows.length > 1) expect(bytes, `${id} ${page.number}`).toBeLessThanOrEqual(COMPARE_PAGE_BYTES);
      }
    }
  });

  it('cuts a long topic into several pages and a short one into one, the same in every UI language', () => {
    const keys = (ui: 'ru' | 'en' | 'ko') => compareView(glossary, 'space-combat', '/', ui).pages.map((p) => p.rows.map((r) => r.key));
    expect(keys('en').length).toBeGreaterThan(2);
    expect(keys('ru')).toEqual(keys('en'));
    expect(keys('ko')).toEqual(keys('en'));
    expect(compareView(glossary, 'active-player', '/').pages).toHaveLength(1);
  });
});
