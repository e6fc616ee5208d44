/** Root-relative URLs of the site's pages; `base` is Astro's base path ("/" or "/lrr/"). */
import type { Locale } from '../locale/locale.ts';

function join(base: string, path: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${path}`;
}

export function homePath(base: string): string {
  return join(base, '');
}

export function localePath(base: string, locale: Locale): string {
  return join(base, `${locale}/`);
}

export function entryPath(base: string, locale: Locale, id: string, anchor?: string): string {
  return join(base, `${locale}/${id}/`) + (anchor ? `#${anchor}` : '');
}

/** The previews of an entry page's references, fetched on the first preview: /ru/movement/previews.json */
export function previewsPath(base: string, locale: Locale, id: string): string {
  return `${entryPath(base, locale, id)}previews.json`;
}

/** The short URL people paste in forums: /ru/49.4/ */
export function numberPath(base: string, locale: Locale, number: string): string {
  return join(base, `${locale}/${number}/`);
}

/** The translation coverage page, in the UI language `ui`: /en/translations/, /ru/translations/. */
export function translationsPath(base: string, ui: Locale): string {
  return join(base, `${ui}/translations/`);
}

/** The comparison page of a topic, in the UI language `ui`: /en/compare/{id}/, /ru/compare/{id}/. */
export function comparePath(base: string, id: string, anchor: string | undefined, ui: Locale): string {
  return join(base, `${ui}/compare/${id}/`) + (anchor ? `#${anchor}` : '');
}

/**
 * A site path as pages link it in their head (canonical, hreflang): absolute on the site URL when one is set,
 * else the root-relative path itself, so no page names a host the site is not served at.
 */
export function siteHref(path: string, site: string | URL | undefined): string {
  return site ? new URL(path, site).href : path;
}

/** A rulings page: /en/factions/nekro/ (part 2: /en/factions/nekro/2/); an anchor names a section or note. */
export function rulingPath(base: string, locale: Locale, kind: string, id: string, anchor?: string, part = 1): string {
  return join(base, `${locale}/${kind}/${id}/${part > 1 ? `${part}/` : ''}`) + (anchor ? `#${anchor}` : '');
}

/** The index of the rulings pages: /en/rulings/. */
export function rulingsIndexPath(base: string, locale: Locale): string {
  return join(base, `${locale}/rulings/`);
}
