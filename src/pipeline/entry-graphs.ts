/** The per-entry graph files (/{lang}/{id}/graph.svg), written beside the pages Astro renders (post-build.ts). */
import type { Glossary } from '../lib/content/glossary.ts';
import { LOCALES } from '../lib/locale/locale.ts';
import { entryGraphSvg } from '../lib/views/graph-view.ts';
import type { SiteFile } from './write-files.ts';

/** Every entry's graph. */
export function entryGraphFiles(glossary: Glossary, base: string): SiteFile[] {
  return LOCALES.flatMap((locale) =>
    glossary.entries(locale).map((entry) => ({ file: `${locale}/${entry.id}/graph.svg`, html: entryGraphSvg(glossary, locale, entry.id, base) })),
  );
}
