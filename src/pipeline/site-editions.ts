/** The site's editions, read from $CONTENT_DIR (or ./content) beside the site's glossary, once per process. */
import { join } from 'node:path';
import { siteGlossary } from './content-loader.ts';
import type { Locale } from '../lib/locale/locale.ts';
import { loadEditions } from './edition-loader.ts';
import { cachedEditionSites, editionSites, type EditionSite } from '../lib/editions/edition-site.ts';

/** `currentLabel`: how the pages name the current text of a locale ("current text"). */
export function siteEditions(currentLabel: (locale: Locale) => string, contentDir = process.env.CONTENT_DIR ?? join(process.cwd(), 'content')): EditionSite[] {
  const glossary = siteGlossary(contentDir);
  return cachedEditionSites(glossary, () => editionSites(loadEditions(contentDir), glossary, currentLabel));
}
