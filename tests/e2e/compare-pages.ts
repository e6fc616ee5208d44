/** Where the real content's comparison rows are: the page of a comparison (src/lib/compare/compare-pages.ts) holding a row. */
import { realGlossary } from '../unit/support.ts';
import { compareView } from '../../src/lib/views/compare-view.ts';
import type { Locale } from '../../src/lib/locale/locale.ts';

/** The path of the page of /{ui}/compare/{id}/ that holds the row `key` ("s5"): /en/compare/producing-units/3/. */
export function compareRowPath(ui: Locale, id: string, key: string): string {
  const page = compareView(realGlossary(), id, '/', ui).pages.find((p) => p.rows.some((r) => r.key === key));
  if (!page) throw new Error(`compare/${id} has no row ${key}`);
  return page.href;
}

/** Every page of /{ui}/compare/{id}/, first to last. */
export function comparePagePaths(ui: Locale, id: string): string[] {
  return compareView(realGlossary(), id, '/', ui).pages.map((p) => p.href);
}

/** The row keys of a page (1-based) of /{ui}/compare/{id}/. */
export function comparePageRows(ui: Locale, id: string, page: number): string[] {
  return compareView(realGlossary(), id, '/', ui).pages[page - 1].rows.map((r) => r.key);
}
