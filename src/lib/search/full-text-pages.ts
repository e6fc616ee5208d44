/**
 * Which pages the full-text index (Pagefind) reads: the pages one folder down in a locale, {lang}/{x}/index.html,
 * among them every entry page, and the rulings pages and their parts, {lang}/factions/{id}/(2/) (the only ones
 * marked data-pagefind-body, so the only ones it indexes); not the
 * locale's 404 page, which the build moves to {lang}/404.html. The build hands Pagefind these files once Astro has
 * written them (src/pipeline/post-build.ts).
 */
import { isRulingKind } from '../rulings/ruling.ts';

/** Whether the full-text index reads this file of the built site (a path relative to its root, "/"-separated). */
export function isFullTextFile(file: string, locales: readonly string[]): boolean {
  const parts = file.split('/');
  if (!locales.includes(parts[0]) || parts.at(-1) !== 'index.html') return false;
  if (parts.length === 3) return parts[1] !== '' && parts[1] !== '404.html';
  // A rulings page ({lang}/factions/{id}/) and its further parts ({lang}/factions/{id}/2/).
  return isRulingKind(parts[1]) && parts[2] !== '' && (parts.length === 4 || (parts.length === 5 && /^[1-9]\d*$/.test(parts[3])));
}
