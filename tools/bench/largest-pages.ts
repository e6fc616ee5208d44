/**
 * The pages whose first visit is likely the heaviest, one per kind and language, picked by their HTML's gzipped
 * size in a built site: the root, the 404 page, each language's home, largest entry page, graph page and a
 * rule-number URL (the entry's page with its stylesheet inline), the largest comparison, the largest page of the
 * coverage table, the largest rulings page and the rulings index, in any UI language. The bench measures each in the browser and reports the heaviest.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOCALES } from '../../src/lib/locale/locale.ts';
import { siteFiles } from '../../src/pipeline/write-files.ts';

function heaviest(dist: string, files: string[]): string | undefined {
  let best: string | undefined;
  let bestBytes = -1;
  for (const file of files) {
    const bytes = gzipSync(readFileSync(join(dist, file))).length;
    if (bytes > bestBytes) [best, bestBytes] = [file, bytes];
  }
  return best;
}

/** URL paths (from the site root) of the candidate pages. */
export function largestPageCandidates(dist: string): string[] {
  const files = siteFiles(dist).filter((f) => f.endsWith('index.html') || f === '404.html');
  const url = (file: string) => `/${file.replace(/index\.html$/, '')}`;
  const paths = ['/', '/no-such-page/'];
  const page = (file: string | undefined) => file && paths.push(url(file));
  for (const locale of LOCALES) {
    paths.push(`/${locale}/`);
    const entries = files.filter((f) => new RegExp(`^${locale}/[^/]+/index\\.html$`).test(f) && !/^\w+\/(\d|graph\/)/.test(f));
    const entry = heaviest(dist, entries);
    page(entry);
    if (existsSync(join(dist, locale, 'graph', 'index.html'))) paths.push(`/${locale}/graph/`);
    // A sub-rule URL of the heaviest entry: its page, the entry's with the stylesheet inline (canonical: entry#number).
    const target = entry && `${url(entry)}#`;
    page(target ? files.find((f) => new RegExp(`^${locale}/\\d+\\.\\d+/index\\.html$`).test(f) && readFileSync(join(dist, f), 'utf8').includes(target)) : undefined);
  }
  // Comparison and coverage pages exist per UI language, both in pages (/{lang}/compare/{id}/, /{lang}/compare/{id}/2/…;
  // /{lang}/translations/, /{lang}/translations/2/…): the heaviest page of each kind, in any UI language.
  page(heaviest(dist, files.filter((f) => /^\w+\/compare\/[^/]+\/(?:\d+\/)?index\.html$/.test(f))));
  page(heaviest(dist, files.filter((f) => /^\w+\/translations\/(?:\d+\/)?index\.html$/.test(f))));
  // Rulings pages (/{lang}/factions/{id}/, their parts …/2/) and the rulings index, in any language.
  page(heaviest(dist, files.filter((f) => /^\w+\/(?:factions|components)\/[^/]+\/(?:\d+\/)?index\.html$/.test(f))));
  page(heaviest(dist, files.filter((f) => /^\w+\/rulings\/index\.html$/.test(f))));
  return [...new Set(paths)];
}

/** The kind of a candidate page, to report the heaviest of each: "entry", "comparison", "coverage"… */
export function pageKind(path: string): string {
  if (path === '/') return 'root';
  if (path === '/no-such-page/') return '404';
  if (/^\/(?:\w+\/)?compare\//.test(path)) return 'comparison';
  if (/^\/(?:\w+\/)?translations\//.test(path)) return 'coverage';
  if (/^\/\w+\/graph\/$/.test(path)) return 'graph';
  if (/^\/\w+\/(?:factions|components)\//.test(path)) return 'rulings';
  if (/^\/\w+\/rulings\/$/.test(path)) return 'rulings index';
  if (/^\/\w+\/\d+(\.\d+)*\/$/.test(path)) return 'rule number';
  if (/^\/\w+\/$/.test(path)) return 'home';
  return 'entry';
}
