/**
 * Steps that run on the built site before it is swapped in, once the files made meanwhile on the other core (the
 * entry graphs and rule-number pages, src/node/side-files.ts) are written: the search indexes (Pagefind, which was
 * given its pages as Astro rendered them and has written its index meanwhile or now does, and the instant indexes),
 * sitemap, robots and web manifest, the headers file (the union of the pages' policies), the rule-number pages
 * (copies of the entry pages with the number's head), and last the service worker (which precaches the final files).
 */
import { renameSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeFiles } from './write-files.ts';
import type { Glossary } from '../lib/glossary.ts';
import { LOCALES, localeRecord, type Locale } from '../lib/locale.ts';
import { instantEditions } from '../lib/editions/edition-search.ts';
import { buildInstantIndex, serializeInstantIndex } from '../lib/search/instant-index.ts';
import type { VocabularyTerm } from '../lib/vocabulary/vocabulary.ts';
import type { Rewording } from '../lib/vocabulary/rewordings.ts';
import type { PagefindFeed } from './pagefind-index.ts';
import type { SideFilesReport } from './side-files.ts';
import { isFullTextFile } from '../lib/search/full-text-pages.ts';
import { robotsTxt, sitemapXml, webManifest } from '../lib/site-files.ts';
import { headersFile, policedPaths, policy, REDIRECT_HASH, type RenderedCsp } from './csp.ts';
import { siteFiles } from './link-check.ts';
import { OFFLINE_SCRIPT, SERVICE_WORKER, writeServiceWorker } from './service-worker.ts';
import { editionNumberPages } from '../lib/editions/edition-redirects.ts';
import { ruleNumberPages } from '../lib/redirects.ts';
import { writeNumberPages } from './number-pages.ts';
import { editionNumbers } from '../lib/editions/edition-site.ts';
import { siteEditions } from './site-editions.ts';
import { t } from '../i18n/ui.ts';

export interface PostBuildContext {
  outDir: string;
  glossary: Glossary;
  /** The table's words of each locale (content/<locale>/vocabulary.yaml), checked. */
  vocabulary?: ReadonlyMap<Locale, readonly VocabularyTerm[]>;
  /** The rules' words for the table's (content/<locale>/rewordings.yaml). */
  rewordings?: ReadonlyMap<Locale, readonly Rewording[]>;
  base: string;
  /** The site's origin, or undefined: then no sitemap (its URLs must be absolute) and no page names a host. */
  site: string | undefined;
  /** The files written on the other core while Astro rendered (the entry graphs, the moved pages' redirects). */
  side: Promise<SideFilesReport>;
  /** The policies Astro's pages got as they were rendered (src/middleware.ts). */
  rendered: RenderedCsp;
  /** The full-text index, given the pages it indexes as Astro rendered them (src/lib/search/full-text-pages.ts). */
  search: PagefindFeed;
}

/** Runs one step and says how long it took (in the build's output). */
export async function step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * Astro's directory format writes each language's 404 page as /{lang}/404.html/index.html; hosts look for the
 * file /{lang}/404.html (the nearest 404.html above a missing path).
 */
export function placeLocaleNotFoundPages(outDir: string): void {
  for (const locale of LOCALES) {
    const folder = join(outDir, locale, '404.html');
    renameSync(join(folder, 'index.html'), `${folder}.tmp`);
    rmdirSync(folder);
    renameSync(`${folder}.tmp`, folder);
  }
}

export async function postBuild(ctx: PostBuildContext): Promise<void> {
  const { outDir, glossary, vocabulary, rewordings, base, site, rendered, search } = ctx;
  placeLocaleNotFoundPages(outDir);
  const editions = siteEditions((l) => t(l, 'editionCurrentText'));
  const oldNumbers = (locale: Locale) => instantEditions(editions.find((s) => s.locale === locale)?.editions ?? []);
  // Pagefind was given its pages as Astro rendered them and reads no file (it has most often written its index already).
  const indexing = step('pagefind', () => search.write(outDir));
  indexing.catch(() => {});
  const waited = performance.now();
  const side = await ctx.side;
  console.log(`  entry graphs and moved pages' redirects: ${side.graphs.length + side.movedPages.length} files (waited ${((performance.now() - waited) / 1000).toFixed(1)} s for them)`);
  await step('instant indexes', () =>
    writeFiles(outDir, LOCALES.map((locale) => ({ file: `search/${locale}.json`, html: serializeInstantIndex(buildInstantIndex(glossary, locale, oldNumbers(locale), vocabulary?.get(locale), rewordings?.get(locale))) }))),
  );
  const pagefind = await indexing;
  console.log(`pagefind: ${pagefind.pages} pages (${Object.entries(pagefind.languages).map(([l, n]) => `${l} ${n}`).join(', ')})`);
  // Pagefind groups pages by <html lang>: a record whose pagefindLanguage is not what it detected would leave that
  // language's search and offline download without their index.
  for (const l of LOCALES) if (!pagefind.languages[localeRecord(l).pagefindLanguage]) throw new Error(`pagefind: no pages indexed under the pagefindLanguage "${localeRecord(l).pagefindLanguage}" of locale ${l} (it detected ${Object.keys(pagefind.languages).join(', ')})`);
  writeFiles(outDir, [
    ...(site ? [{ file: 'sitemap.xml', html: sitemapXml(glossary, base, site) }] : []),
    { file: 'robots.txt', html: robotsTxt(base, site) },
    { file: 'manifest.webmanifest', html: webManifest(base) },
  ]);
  // Rule numbers (/ru/49.4/) and old editions' (/en/lrr-1.3/49.4/): copies of the entry pages Astro wrote, with the
  // number's head and the stylesheet inline.
  const numberPages = await step('rule-number pages', () => writeNumberPages(outDir, base, [...ruleNumberPages(glossary, base, site), ...editionNumberPages(editions, base, site)]));
  console.log(`rule-number pages: ${numberPages.files.length} files, ${(numberPages.bytes / 1048576).toFixed(1)} MB on disk`);
  // The union of every page's policy, for the headers file (the moved pages' redirect script among them: they carry
  // their policy already), sorted: Astro renders two pages at a time, so the order they come in may vary.
  const csp = policy([...new Set([REDIRECT_HASH, ...rendered.scripts, ...numberPages.scripts])].sort(), [...new Set([...rendered.styles, ...numberPages.styles])].sort());
  // Every file of the site, listed once (thousands of folders take a second to walk): for the check below and the
  // service worker's lists.
  const files = siteFiles(outDir);
  // The pages Astro wrote: less the rule-number pages written here and the moved pages' redirects from the other core.
  const written = new Set([...side.movedPages, ...numberPages.files]);
  const pages = files.filter((f) => f.endsWith('.html') && !written.has(f));
  // Every page went through src/middleware.ts as Astro rendered it: it got its policy there, and the search index
  // was given it there. A page that did not would lack both, so it is an error, not something to mend here.
  const fullText = pages.filter((f) => isFullTextFile(f, LOCALES)).length;
  if (search.pages() !== fullText) throw new Error(`pagefind was given ${search.pages()} of the ${fullText} pages it indexes as Astro rendered them (src/middleware.ts)`);
  if (rendered.pages !== pages.length) throw new Error(`${pages.length - rendered.pages} of ${pages.length} pages were rendered without their Content-Security-Policy (src/middleware.ts)`);
  const sw = await step('service worker', () => writeServiceWorker(outDir, base, glossary, editionNumbers(editions), files));
  writeFiles(outDir, [{ file: '_headers', html: headersFile(csp, base, policedPaths(files, [SERVICE_WORKER, OFFLINE_SCRIPT], base)) }]);
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`service worker: shell ${sw.shell.files} files, ${kib(sw.shell.bytes)}; own language: ${LOCALES.map((l) => `${l} ${sw.languages[l].files} files, ${kib(sw.languages[l].bytes)}`).join('; ')} (raw; npm run bench gives them gzipped)`);
}
