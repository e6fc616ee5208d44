/**
 * The per-entry graph files (/{lang}/{id}/graph.svg), and the layouts of the whole-locale graphs. Their
 * d3-force layouts are the heaviest part of a big build, so they are made in a worker thread while Astro
 * renders the pages on the other core.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { Entry } from '../lib/entry.ts';
import { Glossary } from '../lib/glossary.ts';
import { addedLocaleRecords, LOCALES, registerLocales, type LocaleRecord } from '../lib/locale.ts';
import { registerStrings, uiStrings, type UiStrings } from '../i18n/ui.ts';
import { TopicIndex, type Topic } from '../lib/topics.ts';
import { drawWithLayouts, shareLayouts, withSharedLayouts, type Position } from '../lib/graph/layout.ts';
import { entryGraphSvg, localeGraphSvg } from '../lib/views/graph-view.ts';

export interface SiteFile {
  /** Path relative to the site root, without base. */
  file: string;
  html: string;
}

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

interface GraphWork {
  /** The glossary's entries in the order the content loader read them (which orders backlinks), and topics. */
  entries: Entry[];
  topics: Topic[];
  base: string;
  /** The languages the content folder added, with their strings: a worker has its own registries to fill. */
  added: { record: LocaleRecord; strings: UiStrings }[];
}

/**
 * The worker's young generation, in MB (V8's default is a few dozen). Each tick of a d3-force layout builds
 * quadtrees that die at once; with the default size the worker spent a third of its time collecting them
 * (3 × 1,000 entries: 55 s of processor time, 35 s with this size, the same files).
 */
const GRAPH_YOUNG_GENERATION_MB = 192;

type GraphMessage = { layouts: [string, Position[]][] } | { files: SiteFile[] };

/**
 * Starts making the graph files in a worker thread; the promise gives them when it is done. The worker gets
 * the loaded entries (a structured copy, a fraction of the cost of parsing every file again there). It lays
 * out the whole-locale graphs first and sends them at once: from then on this thread's graph pages use them
 * (layout.ts shareLayouts) instead of laying them out again.
 */
export function entryGraphFilesInWorker(glossary: Glossary, base: string): Promise<SiteFile[]> {
  const entries = glossary.all().sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const added = addedLocaleRecords().map((record) => ({ record, strings: uiStrings(record.code) }));
  const work: GraphWork = { entries, topics: [...glossary.topics.topics], base, added };
  const worker = new Worker(new URL(import.meta.url), { workerData: work, resourceLimits: { maxYoungGenerationSizeMb: GRAPH_YOUNG_GENERATION_MB } });
  return new Promise((resolve, reject) => {
    worker.on('message', (message: GraphMessage) => {
      if ('layouts' in message) shareLayouts(new Map(message.layouts));
      else resolve(message.files);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`entry-graph worker stopped with code ${code}`)));
  });
}

// In the worker: rebuild the glossary from its entries, send the locale graphs' layouts, then the files.
if (!isMainThread && (workerData as GraphWork | undefined)?.entries) {
  const { entries, topics, base, added } = workerData as GraphWork;
  for (const { record, strings } of added) registerStrings(record.code, strings, 'entry-graph worker');
  registerLocales(added.map((a) => a.record));
  const glossary = new Glossary(entries, new TopicIndex(topics));
  parentPort!.postMessage({ layouts: [...localeGraphLayouts(glossary, base)] } satisfies GraphMessage);
  parentPort!.postMessage({ files: entryGraphFiles(glossary, base) } satisfies GraphMessage);
}
