/**
 * The per-entry graph files (/{lang}/{id}/graph.svg), and the layouts of the whole-locale graphs. Their
 * d3-force layouts are the heaviest part of a big build, so the build makes them in a worker thread while Astro
 * renders the pages on the other core (src/node/side-files.ts).
 */
import type { Glossary } from '../lib/glossary.ts';
import { LOCALES } from '../lib/locale.ts';
import { drawWithLayouts, withSharedLayouts, type Position } from '../lib/graph/layout.ts';
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

/**
 * Lays out every whole-locale graph (by drawing its /{lang}/graph.svg, the page that uses it) and returns the
 * layouts by their inputs, as layout.ts shareLayouts keeps them: what the worker hands the main thread. Shares
 * again what this thread shared before when done.
 */
export function localeGraphLayouts(glossary: Glossary, base: string): Map<string, Position[]> {
  const layouts = new Map<string, Position[]>();
  drawWithLayouts(layouts, () => {
    for (const locale of LOCALES) localeGraphSvg(glossary, locale, base);
  });
  return layouts;
}
