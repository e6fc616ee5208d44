/**
 * Steps that run on the site Astro wrote, before it is swapped in: every page's policy <meta>, the entry graphs
 * and the moved pages' redirects, the search indexes (Pagefind over the pages it indexes, and the instant
 * indexes), sitemap, robots and web manifest, the rule-number pages (copies of the entry pages with the number's
 * head), the headers file (the union of the pages' policies), and last the service worker (which precaches the
 * final files).
 */
import { renameSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { rewriteFiles, siteFiles, writeFiles } from './write-files.ts';
import type { Glossary } from '../lib/content/glossary.ts';
import { LOCALES, localeRecord, type Locale } from '../lib/locale/locale.ts';
import { instantEditions } from '../lib/editions/edition-search.ts';
import { buildInstantIndex, serializeInstantIndex } from '../lib/search/instant-index.ts';
import type { VocabularyTerm } from '../lib/vocabulary/vocabulary.ts';
import type { Rewording } from '../lib/vocabulary/rewordings.ts';
import { indexPages } from './pagefind-index.ts';
import { entryGraphSvg } from '../lib/views/graph-view.ts';
import { isFullTextFile } from '../lib/search/full-text-pages.ts';
import { robotsTxt, sitemapXml, webManifest } from '../lib/site/site-files.ts';
import { headersFile, newPagePolicies, policedPaths, policy, REDIRECT_HASH, REDIRECT_POLICY, withPagePolicy } from './csp.ts';
import { OFFLINE_SCRIPT, SERVICE_WORKER, writeServiceWorker } from './service-worker.ts';
import { editionNumberPages } from '../lib/editions/edition-redirects.ts';
import { movedRedirectPages, ruleNumberPages } from '../lib/site/redirects.ts';
import { writeNumberPages } from './number-pages.ts';
import { asyncModuleScripts, asyncPages } from './module-scripts.ts';
import { editionNumbers } from '../lib/editions/edition-site.ts';
import { siteEditions } from './site-editions.ts';

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
  const { outDir, glossary, vocabulary, rewordings, base, site } = ctx;
  placeLocaleNotFoundPages(outDir);
  // The pages Astro wrote: each gets its policy, and those of the full text go to Pagefind (in its own process,
  // which indexes them while the steps below run).
  const pages = siteFiles(outDir).filter((f) => f.endsWith('.html'));
  // In one pass over them: their scripts async, so that a page ends parsing (and goes to its #anchor) before its script
  // has arrived; then its policy.
  const rendered = newPagePolicies();
  const scripted = new Set(asyncPages(pages));
  await step('page scripts and policies', () => rewriteFiles(outDir, pages, (html, page) => withPagePolicy(scripted.has(page) ? asyncModuleScripts(html, page) : html, page, rendered)));
  const indexing = step('pagefind', () => indexPages(outDir, pages.filter((f) => isFullTextFile(f, LOCALES))));
  indexing.catch(() => {});
  const editions = siteEditions();
  const oldNumbers = (locale: Locale) => instantEditions(editions.find((s) => s.locale === locale)?.editions ?? []);
  // Each entry's graph beside its page: /{lang}/{id}/graph.svg.
  await step('entry graphs', () =>
    writeFiles(outDir, LOCALES.flatMap((locale) => glossary.entries(locale).map((entry) => ({ file: `${locale}/${entry.id}/graph.svg`, html: entryGraphSvg(glossary, locale, entry.id, base) })))),
  );
  // They carry their policy themselves (the redirect script's).
  writeFiles(outDir, movedRedirectPages(glossary, base, site, REDIRECT_POLICY));
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
  // their policy already), sorted.
  const csp = policy([...new Set([REDIRECT_HASH, ...rendered.scripts, ...numberPages.scripts])].sort(), [...new Set([...rendered.styles, ...numberPages.styles])].sort());
  // Every file of the site, listed once more (thousands of folders take a second to walk): the service worker's lists.
  const files = siteFiles(outDir);
  const sw = await step('service worker', () => writeServiceWorker(outDir, base, glossary, editionNumbers(editions), files));
  writeFiles(outDir, [{ file: '_headers', html: headersFile(csp, base, policedPaths(files, [SERVICE_WORKER, OFFLINE_SCRIPT], base)) }]);
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`service worker: shell ${sw.shell.files} files, ${kib(sw.shell.bytes)}; own language: ${LOCALES.map((l) => `${l} ${sw.languages[l].files} files, ${kib(sw.languages[l].bytes)}`).join('; ')} (raw; npm run bench gives them gzipped)`);
}
