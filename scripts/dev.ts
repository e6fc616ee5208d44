/**
 * npm run dev: Astro's dev server over the content, on http://127.0.0.1:4321 (PORT, HOST, BASE_PATH). Editing
 * content/ reloads the open page in a moment, without a build (src/node/vite/content-reload.ts); content errors
 * show with file:line in the terminal and the page. The full-text search (Pagefind), the rule-number pages and
 * the service worker exist only in a build: `npm start`.
 */
import { resolve } from 'node:path';
import { dev } from 'astro';
import { loadContent, shareSiteGlossary } from '../src/node/content-loader.ts';
import { formatDiagnostic } from '../src/lib/diagnostics.ts';
import { siteSettings } from '../src/node/settings.ts';
import { busyPortLine, portIsFree } from '../src/node/busy-port.ts';
import { contentReload } from '../src/node/vite/content-reload.ts';

const root = resolve(import.meta.dirname, '..');
const { contentDir, port, host, basePath } = siteSettings();
process.env.CONTENT_DIR = contentDir;

if (!(await portIsFree(port, host))) {
  console.error(busyPortLine(port, host, 'npm run dev'));
  process.exit(1);
}

const { glossary, diagnostics } = loadContent(contentDir, { root, strict: false });
for (const d of diagnostics.errors) console.error(formatDiagnostic(d));
if (diagnostics.errors.length > 0) console.error(`content: ${diagnostics.errors.length} errors: fix them and save; the pages reload`);
shareSiteGlossary(contentDir, glossary);

await dev({
  root,
  logLevel: 'info',
  server: { port, host },
  vite: { plugins: [contentReload({ root, contentDir, base: basePath })], server: { strictPort: true } },
} as Parameters<typeof dev>[0]);
