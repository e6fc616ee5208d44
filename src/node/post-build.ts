/**
 * Steps that run on the built site before it is swapped in, in this order: the search indexes (Pagefind, which was
 * given its pages as Astro rendered them, first of all, and has written its index meanwhile or now does, and the instant
 * indexes, the rule-number pages (and the moved pages' old addresses) and the pages' script hashes), sitemap,
 * robots and web manifest, the Content-Security-Policy, the headers file, the files made meanwhile on the other
 * core (entry graphs), and last the service worker (which precaches the final files).
 */
import { mkdirSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Glossary } from '../lib/glossary.ts';
import { LOCALES, localeRecord, type Locale } from '../lib/locale.ts';
import { instantEditions } from '../lib/editions/edition-search.ts';
import { movedRedirectPages, REDIRECT_SCRIPT, redirectPages } from '../lib/redirects.ts';
import { buildInstantIndex, serializeInstantIndex } from '../lib/search/instant-index.ts';
import { writePagefindIndex, type PagefindFeed } from './pagefind-index.ts';
import { isFullTextFile } from '../lib/search/full-text-pages.ts';
import { robotsTxt, sitemapXml, webManifest } from '../lib/site-files.ts';
import { headersFile, htmlFiles, planCsp, policy, sha256, writeCsp, type CspPlan, type RenderedCsp } from './csp.ts';
import { writeServiceWorker } from './service-worker.ts';
import { editionRedirectPages } from '../lib/editions/edition-redirects.ts';
import { editionNumbers } from '../lib/editions/edition-site.ts';
import { siteEditions } from './site-editions.ts';
import { t } from '../i18n/ui.ts';

export interface PostBuildContext {
  outDir: string;
  glossary: Glossary;
  base: string;
  /** The site's origin, or undefined: then no sitemap (its URLs must be absolute) and no page names a host. */
  site: string | undefined;
  /**
   * Files still being made elsewhere (the entry graphs, on the other core): written once they come, before the
   * service worker (which lists every file); the steps before it need only the pages.
   */
  pending?: Promise<{ file: string; html: string }[]>;
  /**
   * The policies Astro's pages got as they were rendered (src/middleware.ts); the pages without one, if any, get
   * theirs here, read back from the files.
   */
  rendered?: RenderedCsp;
  /**
   * The full-text index, given the pages it reads as Astro rendered them (src/lib/search/full-text-pages.ts): it
   * then reads no file, so the rule-number pages are written while it writes its own.
   */
  search: PagefindFeed;
}

export function writeFiles(outDir: string, files: { file: string; html: string }[]): void {
  for (const { file, html } of files) {
    const path = join(outDir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, html);
  }
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
  const { outDir, glossary, base, site, pending, rendered, search } = ctx;
  placeLocaleNotFoundPages(outDir);
  // Redirect pages carry their policy already: one shared script, one hash.
  const redirectHash = sha256(REDIRECT_SCRIPT);
  const editions = siteEditions((l) => t(l, 'editionCurrentText'));
  const oldNumbers = (locale: Locale) => instantEditions(editions.find((s) => s.locale === locale)?.editions ?? []);
  // The pages as Astro wrote them, listed before Pagefind writes its files among them.
  const pages = htmlFiles(outDir);
  // Pagefind was given the pages it reads as they were rendered, and then reads no file: the rule-number pages are
  // written while it writes its index. Only when it was not given them all (a build without the middleware, as
  // under Vitest) does it read the pages, before the rule-number pages are written among them.
  const fullText = pages.filter((f) => isFullTextFile(relative(outDir, f).split(sep).join('/'), LOCALES)).length;
  const fed = search.pages() === fullText;
  if (!fed) console.log(`  pagefind was given ${search.pages()} of the ${fullText} pages it reads as they were rendered: reading them`);
  const glob = `{${LOCALES.join(',')}}/*/index.html`;
  const indexing = step('pagefind', async () => (fed ? search.write(outDir) : search.close().then(() => writePagefindIndex(outDir, { glob }))));
  indexing.catch(() => {});
  const numberPages = () =>
    step('rule-number pages', () => {
      const redirectPolicy = policy([redirectHash], []);
      writeFiles(outDir, [...redirectPages(glossary, base, site, redirectPolicy), ...movedRedirectPages(glossary, base, site, redirectPolicy)]);
    });
  await step('instant indexes', () =>
    writeFiles(outDir, LOCALES.map((locale) => ({ file: `search/${locale}.json`, html: serializeInstantIndex(buildInstantIndex(glossary, locale, oldNumbers(locale))) }))),
  );
  // Pages rendered with their policy need no reading back: only when some page was not (a build without the
  // middleware) are the pages read, and those without a policy planned.
  const allRendered = rendered !== undefined && rendered.pages === pages.length;
  const none: CspPlan = { pages: [], scripts: [], styles: [] };
  if (rendered && !allRendered) console.log(`  ${pages.length - rendered.pages} of ${pages.length} pages rendered without their policy: reading every page`);
  const planned = allRendered ? Promise.resolve(none) : step('content security policy: hashes', () => planCsp(outDir, pages));
  planned.catch(() => {});
  // Listed out of `pages` (the policy step need not read these thousands of small pages: they carry their policy).
  if (fed) await numberPages();
  const pagefind = await indexing;
  if (!fed) await numberPages();
  console.log(`pagefind: ${pagefind.pages} pages (${Object.entries(pagefind.languages).map(([l, n]) => `${l} ${n}`).join(', ')})`);
  // Pagefind groups pages by <html lang>: a record whose pagefindLanguage is not what it detected would leave that
  // language's search and offline download without their index.
  for (const l of LOCALES) if (!pagefind.languages[localeRecord(l).pagefindLanguage]) throw new Error(`pagefind: no pages indexed under the pagefindLanguage "${localeRecord(l).pagefindLanguage}" of locale ${l} (it detected ${Object.keys(pagefind.languages).join(', ')})`);
  writeFiles(outDir, [
    ...(site ? [{ file: 'sitemap.xml', html: sitemapXml(glossary, base, site) }] : []),
    { file: 'robots.txt', html: robotsTxt(base, site) },
    { file: 'manifest.webmanifest', html: webManifest(base) },
  ]);
  const plan = await planned;
  const known = [redirectHash, ...(rendered?.scripts ?? [])];
  const csp = await step('content security policy', () => writeCsp({ ...plan, styles: [...(rendered?.styles ?? []), ...plan.styles] }, known));
  // Old editions' rule numbers (/en/lrr-1.3/49.4/), to the edition's topic page.
  await step('old-edition number pages', () => writeFiles(outDir, editionRedirectPages(editions, base, site, policy([redirectHash], []))));
  writeFiles(outDir, [{ file: '_headers', html: headersFile(csp, base) }]);
  if (pending) {
    const waited = performance.now();
    writeFiles(outDir, await pending);
    console.log(`  entry graphs (waited ${((performance.now() - waited) / 1000).toFixed(1)} s for them)`);
  }
  const sw = await step('service worker', () => writeServiceWorker(outDir, base, glossary, editionNumbers(editions)));
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`service worker: shell ${sw.shell.files} files, ${kib(sw.shell.bytes)}; own language: ${LOCALES.map((l) => `${l} ${sw.languages[l].files} files, ${kib(sw.languages[l].bytes)}`).join('; ')} (raw; npm run bench gives them gzipped)`);
}
