/** A reader context over the real lrr-topics.tsv, for tests of whole raw files. */
import { join } from 'node:path';
import { loadTopics } from '../../src/pipeline/content-loader.ts';
import { DefectLog, type ReaderContext } from '../../src/lib/import/raw-entry.ts';
import type { Locale } from '../../src/lib/locale/locale.ts';
import { ROOT } from './support.ts';

const topics = loadTopics(join(ROOT, 'content'));
const english = new Map(topics.topics.map((t) => [t.titleEn.toLowerCase(), t.id]));

export function readerContext(file: string, locale: Locale): ReaderContext & { defects: DefectLog } {
  return {
    file,
    locale,
    defects: new DefectLog(),
    facts: {},
    lrrNumberOf: (id) => topics.get(id)?.number ?? undefined,
    idForEnglishTitle: (title) => english.get(title.toLowerCase()),
    isTopic: (id) => topics.has(id),
  };
}
