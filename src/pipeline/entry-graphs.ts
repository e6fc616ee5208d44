/** The per-entry graph files (/{lang}/{id}/graph.svg), written beside the pages Astro renders (post-build.ts). */
import type { Glossary } from '../lib/content/glossary.ts';
import { LOCALES } from '../lib/locale/locale.ts';
import { withSharedLayouts } from '../lib/graph/layout.ts';
import { entryGraphSvg, localeGraphSvg } from '../lib/views/graph-view.ts';
import type { SiteFile } from './write-files.ts';

/** Every entry's graph; a topic whose neighbourhood is the same in every language is laid out once (svg.ts). */
export function entryGraphFiles(glossary: Glossary, base: string): SiteFile[] {
  return withSharedLayouts(() =>
    LOCALES.flatMap((locale) =>
      glossary.entries(locale).map((entry) => ({ file: `${locale}/${entry.id}/graph.svg`, html: entryGraphSvg(glossary, locale, entry.id, base) })),
    ),
  );
}
