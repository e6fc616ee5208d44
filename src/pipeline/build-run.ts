/**
 * One build of the site, as the integration (src/integration/index.ts) runs it around Astro's own: `startBuild`
 * before Astro renders (content loaded and checked, a lock on the output folder, a temporary folder beside it for
 * Astro to write into), `finish` once Astro has written the pages (post-build.ts, then the temporary folder swapped
 * in as the output folder). A build that stops anywhere leaves the previous output as it was: the temporary folder
 * is removed and the lock released when the process ends.
 */
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { formatDiagnostic } from '../lib/content/diagnostics.ts';
import { acquireLock } from './build-lock.ts';
import { loadContent, shareSiteGlossary } from './content-loader.ts';
import { isInside, outDirProblem } from './out-dir.ts';
import { postBuild, step } from './post-build.ts';
import { NO_SITE_URL, siteSettings } from './settings.ts';
import { loadVocabulary } from './vocabulary-loader.ts';

export interface BuildRun {
  /** The folder Astro writes into, beside the output folder. */
  tmp: string;
  /** Adds what Astro does not make to the pages it wrote into `tmp`, then swaps `tmp` in as the output folder. */
  finish(): Promise<void>;
}

/** The lock of the project's .astro/ folder, where Astro bundles a build whose output is outside the project. */
async function bundleLock(cwd: string) {
  const dir = join(cwd, '.astro');
  mkdirSync(dir, { recursive: true });
  return acquireLock(join(dir, 'bundle.lock'), {
    onWait: (pid) => console.log(`waiting for another build that bundles in ${dir} (pid ${pid ?? '?'}) to finish…`),
  });
}

export async function startBuild(root: string): Promise<BuildRun> {
  const started = performance.now();
  const settings = siteSettings(root);
  const { contentDir, outDir: dist, basePath: base, site } = settings;
  // The pages load the site's glossary from here (content-loader.ts siteGlossary): the one loaded below.
  process.env.CONTENT_DIR = contentDir;
  const outProblem = outDirProblem(dist);
  if (outProblem) throw new Error(outProblem);
  mkdirSync(dirname(dist), { recursive: true });
  // One build of an output folder at a time: a second one waits here, then builds in its own temporary folder.
  const lock = await acquireLock(`${dist}.lock`, {
    onWait: (pid) => console.log(`waiting for another build of ${dist} (pid ${pid ?? '?'}) to finish…`),
  });
  // An output folder outside the project has Astro bundle the pages in the project's .astro/ (out-dir.ts), which it
  // empties when done: two such builds at once, of two output folders, share it. One of them at a time.
  const bundles = isInside(dist, process.cwd()) ? undefined : await bundleLock(process.cwd()).catch((error: unknown) => {
    lock.release();
    throw error;
  });
  let tmp: string | undefined;
  const cleanUp = () => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
    bundles?.release();
    lock.release();
  };
  // A build that stops anywhere (here, in Astro, in a page) ends the process: the temporary folder and the lock go
  // with it, and the output folder is as it was.
  const stopped = () => {
    cleanUp();
    console.error(`build failed; ${dist} left as it was.`);
  };
  process.once('exit', stopped);
  try {
    const { diagnostics, glossary } = await step('parse content', () => loadContent(contentDir, { root, strict: false }));
    for (const d of diagnostics.errors) console.error(formatDiagnostic(d));
    if (diagnostics.errors.length > 0) throw new Error(`content has ${diagnostics.errors.length} errors`);
    console.log(`content: ${diagnostics.warnings.length} warnings (npm run check lists them)`);
    // The table's words: a bad entry is reported and left out, the rest are searched.
    const vocabulary = loadVocabulary(contentDir, glossary, { root });
    for (const d of vocabulary.diagnostics.errors) console.error(formatDiagnostic(d));
    if (!site) console.warn(`\n⚠ ${NO_SITE_URL}\n`);
    shareSiteGlossary(contentDir, glossary);
    const outDir = (tmp = mkdtempSync(`${dist}.tmp-`));
    return {
      tmp: outDir,
      async finish() {
        await postBuild({ outDir, glossary, vocabulary: vocabulary.terms, rewordings: vocabulary.rewordings, base, site });
        const old = `${dist}.old`;
        await rm(old, { recursive: true, force: true });
        if (existsSync(dist)) renameSync(dist, old);
        renameSync(outDir, dist);
        tmp = undefined;
        // Node's fs.rm removes a link inside the folder, never what it points to.
        await step('remove the previous site', () => rm(old, { recursive: true, force: true }));
        process.off('exit', stopped);
        cleanUp();
        console.log(`built ${dist} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      },
    };
  } catch (error) {
    process.off('exit', stopped);
    stopped();
    throw error;
  }
}
