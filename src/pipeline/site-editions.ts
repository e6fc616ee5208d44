/** The site's editions, read from $CONTENT_DIR (or ./content) beside the site's glossary, once per process. */
import { join } from 'node:path';
import { siteGlossary } from './content-loader.ts';
import type { Locale } from '../lib/locale/locale.ts';
import { loadEditions } from './edition-loader.ts';
import { editionSites, type EditionSite } from '../lib/editions/edition-site.ts';
import type { Glossary } from '../lib/content/glossary.ts';

let cached: { glossary: Glossary; sites: EditionSite[] } | undefined;

/** `currentLabel`: how the pages name the current text of a locale ("current text"). */
export function siteEditions(currentLabel: (locale: Locale) => string, contentDir = process.env.CONTENT_DIR ?? join(process.cwd(), 'content')): EditionSite[] {
  const glossary = siteGlossary(contentDir);
  if (cached?.glossary !== glossary) cached = { glossary, sites: editionSites(loadEditions(contentDir), glossary, currentLabel) };
  return cached.sites;
}
