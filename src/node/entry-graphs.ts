/**
 * The per-entry graph files (/{lang}/{id}/graph.svg). Their d3-force layouts are the heaviest part of a big
 * build, so they are made in a worker thread while Astro renders the pages on the other core.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { loadContent } from '../lib/content-loader.ts';
import type { Glossary } from '../lib/glossary.ts';
import { LOCALES } from '../lib/locale.ts';
import { entryGraphSvg } from '../lib/views/graph-view.ts';

export interface SiteFile {
  /** Path relative to the site root, without base. */
  file: string;
  html: string;
}

export function entryGraphFiles(glossary: Glossary, base: string): SiteFile[] {
  return LOCALES.flatMap((locale) =>
    glossary.entries(locale).map((entry) => ({ file: `${locale}/${entry.id}/graph.svg`, html: entryGraphSvg(glossary, locale, entry.id, base) })),
  );
}

/** Starts making the graph files in a worker thread; the promise gives them when it is done. */
export function entryGraphFilesInWorker(contentDir: string, base: string): Promise<SiteFile[]> {
  const worker = new Worker(new URL(import.meta.url), { workerData: { contentDir, base } });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`entry-graph worker stopped with code ${code}`)));
  });
}

// In the worker: load the content and send the files back.
if (!isMainThread && workerData?.contentDir) {
  const { glossary } = loadContent(workerData.contentDir, { strict: false });
  parentPort!.postMessage(entryGraphFiles(glossary, workerData.base));
}
