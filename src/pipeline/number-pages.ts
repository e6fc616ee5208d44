/**
 * Writes the rule-number pages (/ru/49.4/, /en/lrr-1.3/49.4/) into the built site once Astro has written the entry
 * pages they copy (src/lib/site/rule-number-page.ts): each entry page is read and parsed once, its numbers' pages spliced
 * from it, with the entry page's stylesheet inline. Returns the files written and their bytes on disk (the cost of
 * answering a pasted link in one round trip from a static host, which the build prints).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { t } from '../i18n/ui.ts';
import type { NumberPagesOf } from '../lib/site/redirects.ts';
import { numberPages } from '../lib/site/rule-number-page.ts';
import { writeFiles, type SiteFile } from './write-files.ts';
import { inlineHashes, policy } from './csp.ts';

export interface NumberPagesWritten {
  files: string[];
  bytes: number;
  /** The hashes their policies name (the inlined stylesheets'), for the headers file's union. */
  scripts: Set<string>;
  styles: Set<string>;
}

/**
 * `base`: the site's base path, which the stylesheets' hrefs begin with. Each page carries the entry page's
 * stylesheet inline (read once per file), and its policy allows it by hash.
 */
export function writeNumberPages(outDir: string, base: string, all: NumberPagesOf[]): NumberPagesWritten {
  const written: NumberPagesWritten = { files: [], bytes: 0, scripts: new Set(), styles: new Set() };
  const sheets = new Map<string, string | undefined>();
  const stylesheet = (href: string) => {
    if (!sheets.has(href)) sheets.set(href, href.startsWith(base) && href.endsWith('.css') && !href.includes('..') ? readFileSync(join(outDir, href.slice(base.length)), 'utf8') : undefined);
    return sheets.get(href);
  };
  const pagePolicy = (page: string, file: string) => {
    const { scripts, styles } = inlineHashes(page, file);
    scripts.forEach((h) => written.scripts.add(h));
    styles.forEach((h) => written.styles.add(h));
    return policy(scripts, styles);
  };
  for (const of of all) {
    const path = join(outDir, of.entryFile);
    let html: string;
    try {
      html = readFileSync(path, 'utf8');
    } catch (error) {
      throw new Error(`${path}: the entry page of ${of.pages.map((p) => p.file.replace(/index\.html$/, '')).join(', ')} was not written (${(error as Error).message})`);
    }
    const make = numberPages(html, path, t(of.locale, 'siteTitle'), { stylesheet, policy: (page) => pagePolicy(page, path) });
    const files: SiteFile[] = of.pages.map((p) => ({ file: p.file, html: make(p.head) }));
    writeFiles(outDir, files);
    for (const f of files) {
      written.files.push(f.file);
      written.bytes += Buffer.byteLength(f.html);
    }
  }
  return written;
}
