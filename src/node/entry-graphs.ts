/**
 * The per-entry graph files (/{lang}/{id}/graph.svg). Their d3-force layouts are the heaviest part of a big
 * build, so they are made in a worker thread while Astro renders the pages on the other core.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { loadContent } from './content-loader.ts';
import type { Glossary } from '../lib/glossary.ts';
import { LOCALES } from '../lib/locale.ts';
import { entryGraphSvg } from '../lib/views/graph-view.ts';
import { runInWorker } from './worker.ts';

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
  return runInWorker(import.meta.url, { contentDir, base }, 'entry-graph');
}

// In the worker: load the content and send the files back.
if (!isMainThread && workerData?.contentDir) {
  const { glossary } = loadContent(workerData.contentDir, { strict: false });
  parentPort!.postMessage(entryGraphFiles(glossary, workerData.base));
}
