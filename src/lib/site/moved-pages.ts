/**
 * Pages that moved, and where to. The English comparison and coverage pages lived at the root
 * (/compare/{id}/, /translations/) before every language had them in its own folder (/en/compare/{id}/,
 * /en/translations/, like /ru/compare/{id}/); the old addresses keep working. Both the static redirect pages
 * (redirects.ts) and the service worker (offline-navigation.ts) read this one table, so an old link opens the
 * new page with the worker as without it.
 */
import type { Glossary } from '../content/glossary.ts';

/** Old path → new path, both folder paths without base: "compare/adjacency/" → "en/compare/adjacency/". */
export type MovedPages = Record<string, string>;

export function movedPages(glossary: Glossary): MovedPages {
  const moved: MovedPages = { 'translations/': 'en/translations/' };
  for (const id of glossary.presentTopicIds()) moved[`compare/${id}/`] = `en/compare/${id}/`;
  return moved;
}
