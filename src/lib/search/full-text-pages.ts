/**
 * Which pages the full-text index (Pagefind) reads: the pages one folder down in a locale, {lang}/{x}/index.html,
 * among them every entry page (the only ones marked data-pagefind-body, so the only ones it indexes); not the
 * locale's 404 page, which the build moves to {lang}/404.html. The build hands Pagefind these pages as Astro renders
 * them, each under the file path Pagefind would have read it from (which gives the page its URL).
 */
import { homePath } from '../routes.ts';

/** Whether the full-text index reads this file of the built site (a path relative to its root, "/"-separated). */
export function isFullTextFile(file: string, locales: readonly string[]): boolean {
  const parts = file.split('/');
  return parts.length === 3 && locales.includes(parts[0]) && parts[1] !== '' && parts[1] !== '404.html' && parts[2] === 'index.html';
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
