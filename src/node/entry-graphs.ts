/**
 * The per-entry graph files (/{lang}/{id}/graph.svg). Their d3-force layouts are the heaviest part of a big
 * build, so they are made in a worker thread while Astro renders the pages on the other core.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { Entry } from '../lib/entry.ts';
import { Glossary } from '../lib/glossary.ts';
import { LOCALES } from '../lib/locale.ts';
import { TopicIndex, type Topic } from '../lib/topics.ts';
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

interface GraphWork {
  /** The glossary's entries in the order the content loader read them (which orders backlinks), and topics. */
  entries: Entry[];
  topics: Topic[];
  base: string;
}

/**
 * Starts making the graph files in a worker thread; the promise gives them when it is done. The worker gets
 * the loaded entries (a structured copy, a fraction of the cost of parsing every file again there).
 */
export function entryGraphFilesInWorker(glossary: Glossary, base: string): Promise<SiteFile[]> {
  const entries = glossary.all().sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const work: GraphWork = { entries, topics: [...glossary.topics.topics], base };
  return runInWorker(import.meta.url, work, 'entry-graph');
}

// In the worker: rebuild the glossary from its entries and send the files back.
if (!isMainThread && (workerData as GraphWork | undefined)?.entries) {
  const { entries, topics, base } = workerData as GraphWork;
  parentPort!.postMessage(entryGraphFiles(new Glossary(entries, new TopicIndex(topics)), base));
}
