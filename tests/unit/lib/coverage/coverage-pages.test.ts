import { describe, expect, it } from 'vitest';
import { translationCoverage, type CoverageRow } from '../../../../src/lib/coverage/coverage.ts';
import { COVERAGE_ROWS_PER_PAGE, coveragePagePath, coveragePages } from '../../../../src/lib/coverage/coverage-pages.ts';
import { realGlossary } from '../../support.ts';

const row = (id: string) => ({ id }) as CoverageRow;

describe('coveragePages', () => {
  it('cuts the rows in order into pages of the given size, the last one shorter', () => {
    const pages = coveragePages(['a', 'b', 'c', 'd', 'e'].map(row), 2);
    expect(pages.map((p) => [p.number, p.rows.map((r) => r.id).join('')])).toEqual([
      [1, 'ab'],
      [2, 'cd'],
      [3, 'e'],
    ]);
  });

  it('gives one empty page for no rows, and refuses a size that is not a positive integer', () => {
    expect(coveragePages([], 3)).toEqual([{ number: 1, rows: [] }]);
    expect(() => coveragePages([row('a')], 0)).toThrow(/positive integer/);
    expect(() => coveragePages([row('a')], 1.5)).toThrow(/positive integer/);
  });

  it('keeps every row of the real coverage exactly once', () => {
    const { rows } = translationCoverage(realGlossary());
    const pages = coveragePages(rows);
    expect(pages.length).toBe(Math.ceil(rows.length / COVERAGE_ROWS_PER_PAGE));
    expect(pages.flatMap((p) => p.rows)).toEqual(rows);
  });
});

describe('coveragePagePath', () => {
  it('is the coverage page itself for page 1, a numbered folder under it for the others, under the base', () => {
    expect(coveragePagePath('/', 'en', 1)).toBe('/en/translations/');
    expect(coveragePagePath('/', 'en', 2)).toBe('/en/translations/2/');
    expect(coveragePagePath('/ti4/', 'ru', 3)).toBe('/ti4/ru/translations/3/');
  });
});
