/**
 * The files the build makes beside Astro's pages, on the second core while Astro renders on the first: the entry
 * graphs (src/node/entry-graphs.ts), whose whole-locale layouts are handed back to this thread for the graph pages
 * at once, and the redirect pages at the moved pages' old addresses (src/lib/redirects.ts). The rule-number pages
 * copy the rendered entry pages, so they are written after Astro (src/node/number-pages.ts). The worker writes
 * them straight into the build's folder, once Astro has emptied it and starts rendering (`write`).
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { Entry } from '../lib/entry.ts';
import { Glossary } from '../lib/glossary.ts';
import { addedLocaleRecords, registerLocales, type LocaleRecord } from '../lib/locale.ts';
import { registerStrings, uiStrings, type UiStrings } from '../i18n/ui.ts';
import { TopicIndex, type Topic } from '../lib/topics.ts';
import { shareLayouts, type Position } from '../lib/graph/layout.ts';
import { movedRedirectPages } from '../lib/redirects.ts';
import { entryGraphFiles, localeGraphLayouts } from './entry-graphs.ts';
import { writeFiles } from './write-files.ts';
import { REDIRECT_POLICY } from './csp.ts';

export interface SideFileSettings {
  base: string;
  /** The site's origin, or undefined (src/node/settings.ts). */
  site: string | undefined;
}

interface SideWork extends SideFileSettings {
  /** The glossary's entries in the order the content loader read them (which orders backlinks), and topics. */
  entries: Entry[];
  topics: Topic[];
  /** The languages the content folder added, with their strings: a worker has its own registries to fill. */
  added: { record: LocaleRecord; strings: UiStrings }[];
}

/** What the worker wrote, relative to the build's folder. */
export interface SideFilesReport {
  graphs: string[];
  /** The redirect pages at moved pages' old addresses. */
  movedPages: string[];
}

export interface SideFiles {
  /** The build's folder is ready (Astro has emptied it): the worker writes its files there. Once only. */
  write(outDir: string): void;
  /** Resolves once every file is written (rejects if the worker fails or stops first). */
  done: Promise<SideFilesReport>;
  /** Stops the worker, done or not (a build that failed). */
  stop(): Promise<void>;
}

type ToWorker = { outDir: string };
type FromWorker = { layouts: [string, Position[]][] } | { written: SideFilesReport };

/**
 * Starts the worker. It gets the loaded entries (a structured copy, a fraction of the cost of parsing every file
 * again there), lays out the whole-locale graphs first and sends them at once: from then on this thread's graph
 * pages use them (layout.ts shareLayouts) instead of laying them out again.
 */
export function sideFilesInWorker(glossary: Glossary, settings: SideFileSettings): SideFiles {
  const entries = glossary.all().sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const added = addedLocaleRecords().map((record) => ({ record, strings: uiStrings(record.code) }));
  const work: SideWork = { ...settings, entries, topics: [...glossary.topics.topics], added };
  const worker = new Worker(new URL(import.meta.url), { workerData: work });
  const done = new Promise<SideFilesReport>((resolve, reject) => {
    worker.on('message', (message: FromWorker) => {
      if ('layouts' in message) shareLayouts(new Map(message.layouts));
      else resolve(message.written);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`side-files worker stopped (code ${code}) before writing its files`)));
  });
  let asked = false;
  return {
    write(outDir) {
      if (asked) throw new Error('side files: write() was called twice');
      asked = true;
      worker.postMessage({ outDir } satisfies ToWorker);
    },
    done,
    async stop() {
      await worker.terminate();
    },
  };
}

// In the worker: rebuild the glossary, send the locale graphs' layouts, make the graphs, and write every file once
// the build's folder is ready.
if (!isMainThread && (workerData as SideWork | undefined)?.entries) {
  const { entries, topics, base, site, added } = workerData as SideWork;
  for (const { record, strings } of added) registerStrings(record.code, strings, 'side-files worker');
  registerLocales(added.map((a) => a.record));
  const glossary = new Glossary(entries, new TopicIndex(topics));
  parentPort!.postMessage({ layouts: [...localeGraphLayouts(glossary, base)] } satisfies FromWorker);
  const graphs = entryGraphFiles(glossary, base);
  parentPort!.once('message', ({ outDir }: ToWorker) => {
    writeFiles(outDir, graphs);
    // They carry their policy themselves: Astro does not render them.
    const movedPages = movedRedirectPages(glossary, base, site, REDIRECT_POLICY);
    writeFiles(outDir, movedPages);
    parentPort!.postMessage({ written: { graphs: graphs.map((g) => g.file), movedPages: movedPages.map((p) => p.file) } } satisfies FromWorker);
    parentPort!.close();
  });
}
