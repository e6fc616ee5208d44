/** Sizes of the instant indexes as shipped, for `npm run bench` and the tests (Node only: uses zlib). */
import { gzipSync } from 'node:zlib';
import type { Glossary } from '../../src/lib/content/glossary.ts';
import { LOCALES, type Locale } from '../../src/lib/locale/locale.ts';
import { buildInstantIndex, serializeInstantIndex } from '../../src/lib/search/instant-index.ts';

/** The budget of the instant index of one locale, gzipped. */
export const INSTANT_INDEX_BUDGET_GZIP = 30 * 1024;

export interface IndexSize {
  locale: Locale;
  bytes: number;
  gzipBytes: number;
}

export function jsonSize(locale: Locale, json: string): IndexSize {
  return { locale, bytes: Buffer.byteLength(json), gzipBytes: gzipSync(json, { level: 9 }).length };
}

export function instantIndexSizes(glossary: Glossary): IndexSize[] {
  return LOCALES.map((locale) => jsonSize(locale, serializeInstantIndex(buildInstantIndex(glossary, locale))));
}

export function formatSizes(sizes: IndexSize[]): string {
  return sizes
    .map((s) => `${s.locale}: ${(s.bytes / 1024).toFixed(1)} KB, ${(s.gzipBytes / 1024).toFixed(1)} KB gzipped`)
    .join('\n');
}
