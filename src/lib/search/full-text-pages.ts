/**
 * Which pages the full-text index (Pagefind) reads: the pages one folder down in a locale, {lang}/{x}/index.html,
 * among them every entry page, and the rulings pages and their parts, {lang}/factions/{id}/(2/) (the only ones
 * marked data-pagefind-body, so the only ones it indexes); not the
 * locale's 404 page, which the build moves to {lang}/404.html. The build hands Pagefind these pages as Astro renders
 * them, each under the file path Pagefind would have read it from (which gives the page its URL).
 */
import { homePath } from '../site/routes.ts';
import { isRulingKind } from '../rulings/ruling.ts';

/** Whether the full-text index reads this file of the built site (a path relative to its root, "/"-separated). */
export function isFullTextFile(file: string, locales: readonly string[]): boolean {
  const parts = file.split('/');
  if (!locales.includes(parts[0]) || parts.at(-1) !== 'index.html') return false;
  if (parts.length === 3) return parts[1] !== '' && parts[1] !== '404.html';
  // A rulings page ({lang}/factions/{id}/) and its further parts ({lang}/factions/{id}/2/).
  return isRulingKind(parts[1]) && parts[2] !== '' && (parts.length === 4 || (parts.length === 5 && /^[1-9]\d*$/.test(parts[3])));
}

/**
 * The file a rendered page is written to ("en/space-combat/index.html", Astro's directory format), when the
 * full-text index reads it; undefined for any other page. `pathname`: the page's URL path, base included.
 */
export function fullTextSourceFile(pathname: string, base: string, locales: readonly string[]): string | undefined {
  const root = homePath(base);
  if (!pathname.startsWith(root) || !pathname.endsWith('/')) return undefined;
  const file = `${pathname.slice(root.length)}index.html`;
  return isFullTextFile(file, locales) ? file : undefined;
}
