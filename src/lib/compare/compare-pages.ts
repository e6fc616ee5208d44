/**
 * A comparison in pages: /{lang}/compare/{id}/ holds the head and the first rows, /{lang}/compare/{id}/2/ the next,
 * and so on, so that any one page stays within the first-visit budget however long the topic is. Rows are cut by
 * their bytes, never inside a row, in order; each page links to every other and names the rows it holds, so a
 * row's address on the first page (/{lang}/compare/{id}/#s12) still finds it (src/client/compare.ts).
 */
import type { Locale } from '../locale/locale.ts';
import { comparePath } from '../site/routes.ts';

/**
 * The bytes of cell HTML (UTF-8, before gzip) a page holds at most: what the first-visit budget (10 KB gz) leaves
 * after the page's shell (head, header, styles, scripts: about 6.9 KB gz), at about 0.4 B gz a byte of rule text,
 * with some room to spare (heaviest comparison: 9.0 KB for the real content, 9.4 KB at the LRR's size).
 */
export const COMPARE_PAGE_BYTES = 6000;

export interface ComparePage<R> {
  /** 1-based. */
  number: number;
  rows: R[];
}

/**
 * The rows cut into pages of at most `budget` bytes (by `bytes`), in order: a page takes rows while they fit, and
 * always at least one (a single row larger than the budget is a page of its own). One empty page when there is no row.
 */
export function comparePages<R>(rows: readonly R[], bytes: (row: R) => number, budget = COMPARE_PAGE_BYTES): ComparePage<R>[] {
  if (!(budget > 0)) throw new Error(`compare page budget must be positive, got ${budget}`);
  const pages: ComparePage<R>[] = [{ number: 1, rows: [] }];
  let used = 0;
  for (const row of rows) {
    const size = bytes(row);
    let page = pages[pages.length - 1];
    if (page.rows.length > 0 && used + size > budget) {
      page = { number: pages.length + 1, rows: [] };
      pages.push(page);
      used = 0;
    }
    page.rows.push(row);
    used += size;
  }
  return pages;
}

/** The page's URL: /en/compare/{id}/ for the first, /en/compare/{id}/2/ for the second; an anchor names a row. */
export function comparePagePath(base: string, id: string, ui: Locale, page: number, anchor?: string): string {
  const first = comparePath(base, id, undefined, ui);
  return (page === 1 ? first : `${first}${page}/`) + (anchor ? `#${anchor}` : '');
}
