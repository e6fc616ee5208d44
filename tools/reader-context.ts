/** A reader context over the real lrr-topics.tsv, for reading whole raw files outside the import (tests, the PDF scale check). */
import { join, resolve } from 'node:path';
import { loadTopics } from '../src/pipeline/content-loader.ts';
import { DefectLog, type ReaderContext } from '../src/lib/import/raw-entry.ts';
import type { Locale } from '../src/lib/locale/locale.ts';

const topics = loadTopics(join(resolve(import.meta.dirname, '..'), 'content'));
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
