/**
 * Steps that run on the built site before it is swapped in: rule-number redirects, sitemap, robots, web
 * manifest, search indexes, the Content-Security-Policy, the headers file, and last the service worker
 * (which precaches the final files).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Glossary } from '../lib/glossary.ts';
import { redirectPages } from '../lib/redirects.ts';
import { robotsTxt, sitemapXml, webManifest } from '../lib/site-files.ts';
import { applyCsp, headersFile } from './csp.ts';
import { writeServiceWorker } from './service-worker.ts';

export interface PostBuildContext {
  root: string;
  outDir: string;
  glossary: Glossary;
  base: string;
  site: string;
}

export function writeFiles(outDir: string, files: { file: string; html: string }[]): void {
  for (const { file, html } of files) {
    const path = join(outDir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, html);
  }
}

export async function postBuild(ctx: PostBuildContext): Promise<void> {
  const { outDir, glossary, base, site } = ctx;
  writeFiles(outDir, redirectPages(glossary, base, site));
  writeFiles(outDir, [
    { file: 'sitemap.xml', html: sitemapXml(glossary, base, site) },
    { file: 'robots.txt', html: robotsTxt(base, site) },
    { file: 'manifest.webmanifest', html: webManifest(base) },
  ]);
  const csp = applyCsp(outDir);
  writeFiles(outDir, [{ file: '_headers', html: headersFile(csp, base) }]);
  const sw = await writeServiceWorker(outDir, base);
  for (const w of sw.warnings) console.warn(`service worker: ${w}`);
  console.log(`service worker: ${sw.count} files precached, ${(sw.size / 1024).toFixed(0)} KiB`);
}
