/** The site's editions, read from $CONTENT_DIR (or ./content) beside the site's glossary, once per process. */
import { join } from 'node:path';
import { siteGlossary } from './content-loader.ts';
import { t } from '../i18n/ui.ts';
import { loadEditions } from './edition-loader.ts';
import { editionSites, type EditionSite } from '../lib/editions/edition-site.ts';
import type { Glossary } from '../lib/content/glossary.ts';

let cached: { glossary: Glossary; sites: EditionSite[] } | undefined;

export function siteEditions(contentDir = process.env.CONTENT_DIR ?? join(process.cwd(), 'content')): EditionSite[] {
  const glossary = siteGlossary(contentDir);
  if (cached?.glossary !== glossary) cached = { glossary, sites: editionSites(loadEditions(contentDir), glossary, (locale) => t(locale, 'editionCurrentText')) };
  return cached.sites;
}
