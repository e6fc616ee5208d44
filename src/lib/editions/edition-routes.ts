/** Root-relative URLs of the editions' pages; `base` is Astro's base path ("/" or "/ti4/"). */
import type { Locale } from '../locale/locale.ts';

function join(base: string, path: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${path}`;
}

/** An old edition's topic page: /en/lrr-1.3/movement/ (#49.4 for a sub-rule). */
export function editionEntryPath(base: string, locale: Locale, edition: string, id: string, anchor?: string): string {
  return join(base, `${locale}/${edition}/${id}/`) + (anchor ? `#${anchor}` : '');
}

/** An old edition's rule-number URL, as forum posts cite it: /en/lrr-1.3/49.4/ */
export function editionNumberPath(base: string, locale: Locale, edition: string, number: string): string {
  return join(base, `${locale}/${edition}/${number}/`);
}

/** The changes between two texts ("current" for the current text): /en/changes/lrr-1.3/lrr-2.0/ */
export function changesPath(base: string, locale: Locale, from: string, to: string): string {
  return join(base, `${locale}/changes/${from}/${to}/`);
}

export function changesIndexPath(base: string, locale: Locale): string {
  return join(base, `${locale}/changes/`);
}

/** The history of a topic's current sub-rules, fetched when a history mark is opened: /en/history/movement.json */
export function historyPath(base: string, locale: Locale, id: string): string {
  return join(base, `${locale}/history/${id}.json`);
}
