/**
 * The coverage page in pages: /{lang}/translations/ holds the summary and the first rows, /{lang}/translations/2/ the
 * next, and so on, so that any one page stays within the first-visit budget however many topics the index has
 * (110 topics: 6 pages). Each page links to every other.
 */
import type { CoverageRow } from './coverage.ts';
import type { Locale } from '../locale/locale.ts';
import { translationsPath } from '../site/routes.ts';

/**
 * Rows per page: what the first-visit budget (10 KB gz) leaves a page after its shell (head, header, summary,
 * styles, page script: about 8.4 KB at the LRR's size), at about 80 B gz a row of the LRR's size.
 */
export const COVERAGE_ROWS_PER_PAGE = 20;

export interface CoveragePage {
  /** 1-based. */
  number: number;
  rows: CoverageRow[];
}

/** The rows cut into pages of `size`, in order; one empty page when there is no row. */
export function coveragePages(rows: readonly CoverageRow[], size = COVERAGE_ROWS_PER_PAGE): CoveragePage[] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`coverage page size must be a positive integer, got ${size}`);
  const pages: CoveragePage[] = [];
  for (let start = 0; start === 0 || start < rows.length; start += size) {
    pages.push({ number: pages.length + 1, rows: rows.slice(start, start + size) });
  }
  return pages;
}

/** The page's URL: /en/translations/ for the first, /en/translations/2/ for the second; /ru/translations/2/ in Russian. */
export function coveragePagePath(base: string, ui: Locale, page: number): string {
  const first = translationsPath(base, ui);
  return page === 1 ? first : `${first}${page}/`;
}
