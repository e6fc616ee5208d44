/**
 * npm run build: validate content, build the site into a temporary folder of its own, add the search
 * indexes, then swap it in as dist/. A failed build leaves the previous dist/ as it was; a second build of
 * the same dist/ waits for the first (dist.lock).
 */
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { build } from 'astro';
import { loadContentInParallel, shareSiteGlossary } from '../src/node/content-loader.ts';
import { loadVocabulary } from '../src/node/vocabulary-loader.ts';
import { formatDiagnostic } from '../src/lib/diagnostics.ts';
import { NO_SITE_URL, siteSettings } from '../src/node/settings.ts';
import { acquireLock, type Lock } from '../src/node/build-lock.ts';
import { sideFilesInWorker, type SideFiles } from '../src/node/side-files.ts';
import { postBuild, step } from '../src/node/post-build.ts';
import { collectRenderedCsp } from '../src/node/csp.ts';
import { removeTree } from '../src/node/remove-tree.ts';
import { outDirProblem } from '../src/node/out-dir.ts';
import { pagefindFeed, type PagefindFeed } from '../src/node/pagefind-index.ts';
import { listenToRenderedPages } from '../src/node/rendered-pages.ts';
import { renderOrder } from '../src/node/render-order.ts';
import { fullTextSourceFile } from '../src/lib/search/full-text-pages.ts';
import { LOCALES } from '../src/lib/locale.ts';

const root = resolve(import.meta.dirname, '..');
// A production build whatever the shell says: under NODE_ENV=test or development (a test runner, a shell profile)
// Vite would build Astro's pages as a development build, and the pages would skip src/middleware.ts.
process.env.NODE_ENV = 'production';
// CONTENT_DIR and OUT_DIR let the bench build synthetic corpora, and tests build broken fixtures, elsewhere.
const settings = siteSettings();
const contentDir = settings.contentDir;
process.env.CONTENT_DIR = contentDir;
const dist = settings.outDir;
const old = `${dist}.old`;
const started = performance.now();
/** This build's own temporary folder, beside dist/ (so that the swap is a rename); set once made. */
let tmp: string | undefined;
let lock: Lock | undefined;
/** The full-text index, fed as Astro renders; closed here if the build stops before writing it. */
let search: PagefindFeed | undefined;
/** The worker making the graphs and rule-number pages; stopped here if the build stops before they are written. */
let side: SideFiles | undefined;
let failed = false;

try {
  const outProblem = outDirProblem(dist);
  if (outProblem) throw new Error(outProblem);
  mkdirSync(dirname(dist), { recursive: true });
  // One build of a dist/ at a time: a second one waits here, then builds in its own temporary folder.
  lock = await acquireLock(`${dist}.lock`, {
    onWait: (pid) => console.log(`waiting for another build of ${dist} (pid ${pid ?? '?'}) to finish…`),
  });
  // The entry files are parsed on both cores (a big content folder takes seconds).
  const { diagnostics, glossary } = await step('parse content', () => loadContentInParallel(contentDir, { root, strict: false }));
  for (const d of diagnostics.errors) console.error(formatDiagnostic(d));
  if (diagnostics.errors.length > 0) throw new Error(`content has ${diagnostics.errors.length} errors`);
  console.log(`content: ${diagnostics.warnings.length} warnings (npm run check lists them)`);
  // The table's words: a bad entry is reported and left out, the rest are searched.
  const vocabulary = loadVocabulary(contentDir, glossary, { root });
  for (const d of vocabulary.diagnostics.errors) console.error(formatDiagnostic(d));
  if (!settings.site) console.warn(`\n⚠ ${NO_SITE_URL}\n`);
  shareSiteGlossary(contentDir, glossary);
  tmp = mkdtempSync(`${dist}.tmp-`);
  const base = settings.basePath;
  // The entry graphs and the rule-number pages are made on the second core while Astro renders the pages, and
  // written once Astro has emptied its folder and starts rendering.
  side = sideFilesInWorker(glossary, { base, site: settings.site });
  side.done.catch(() => {});
  const sideFiles = side;
  const outDir = tmp;
  // The pages get their Content-Security-Policy as they are rendered (src/middleware.ts); the hashes are collected here.
  const rendered = collectRenderedCsp();
  // Pagefind, in its own process, indexes the entry pages on the other core as Astro renders them; Astro renders
  // them first, so that the index is written while it renders the rest.
  const feed = (search = pagefindFeed());
  const fullText = (pathname: string) => fullTextSourceFile(pathname, base, LOCALES);
  listenToRenderedPages((pathname, html) => {
    const file = fullText(pathname);
    if (file) feed.add(file, html);
  });
  const order = renderOrder({
    first: (p) => fullText(p) !== undefined,
    planned: (paths) => {
      feed.expect(paths.map((p) => fullText(p)!), outDir);
      sideFiles.write(outDir);
    },
  });
  await step('astro build', () => build({ root, outDir, logLevel: settings.astroLog, integrations: [order] } as Parameters<typeof build>[0]));
  listenToRenderedPages(undefined);
  await postBuild({ outDir: tmp, glossary, vocabulary: vocabulary.terms, rewordings: vocabulary.rewordings, base, site: settings.site, side: side.done, rendered, search: feed });
  search = undefined;
  side = undefined;
  await removeTree(old);
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(tmp, dist);
  tmp = undefined;
  await step('remove the previous site', () => removeTree(old));
  console.log(`built ${dist} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  failed = true;
  console.error(`build failed; dist/ left as it was.\n${(error as Error).message}`);
  await search?.close().catch(() => {});
  await side?.stop().catch(() => {});
} finally {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
  lock?.release();
}
if (failed) process.exit(1);
