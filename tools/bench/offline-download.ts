/**
 * The offline download of a built site, per language, as a first visit fetches it: the shell that sw.js
 * precaches plus the language's list (offline/<locale>.json): its pages and previews in one pack
 * (offline/<locale>.pack.json), the rest one file at a time, gzipped as served.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOCALES, type Locale } from '../../src/lib/locale/locale.ts';
import { downloadListPath, downloadPackPath, isPacked } from '../../src/lib/site/offline-download.ts';

/** What a reader's first visit saves for offline use, at most, for an LRR-sized language. */
export const OFFLINE_DOWNLOAD_BUDGET_GZIP = 1024 * 1024;

export interface OfflineDownload {
  files: number;
  gzipBytes: number;
}

function gz(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

/** Per locale: files and gzipped bytes of the shell and that language's download. `base` as the site was built with. */
export function offlineDownloads(dist: string, base = '/'): Record<Locale, OfflineDownload> {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const shell = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1].slice(base.length));
  const shellBytes = shell.reduce((sum, file) => sum + gz(dist, file), 0) + gz(dist, 'sw.js');
  const out = {} as Record<Locale, OfflineDownload>;
  for (const locale of LOCALES) {
    const list = JSON.parse(readFileSync(join(dist, downloadListPath(locale)), 'utf8')) as [string, string][];
    // Pages and previews come in the pack (one file), the rest one by one.
    const files = list.filter(([path]) => !isPacked(path)).map(([path]) => path);
    out[locale] = { files: shell.length + list.length, gzipBytes: shellBytes + gz(dist, downloadPackPath(locale)) + files.reduce((sum, file) => sum + gz(dist, file), 0) };
  }
  return out;
}
