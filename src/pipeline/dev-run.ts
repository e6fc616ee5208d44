/**
 * `astro dev` (npm run dev), as the integration (src/integration/index.ts) sets it up: a busy port said in one
 * line, the content loaded once with its errors in the terminal (the pages show the last good content, and the
 * error overlay the file:line), and the content folder watched (src/pipeline/vite/content-reload.ts).
 */
import type { Plugin } from 'vite';
import { formatDiagnostic } from '../lib/content/diagnostics.ts';
import { busyPortLine, portIsFree } from '../server/busy-port.ts';
import { loadContent, shareSiteGlossary } from './content-loader.ts';
import { siteSettings } from './settings.ts';
import { contentReload } from './vite/content-reload.ts';

/** The Vite plugins the dev server needs; ends the process with one line when the port is taken. */
export async function startDev(root: string): Promise<Plugin[]> {
  const { contentDir, port, host, basePath } = siteSettings(root);
  process.env.CONTENT_DIR = contentDir;
  if (!(await portIsFree(port, host))) {
    console.error(busyPortLine(port, host, 'npm run dev'));
    process.exit(1);
  }
  const { glossary, diagnostics } = loadContent(contentDir, { root, strict: false });
  for (const d of diagnostics.errors) console.error(formatDiagnostic(d));
  if (diagnostics.errors.length > 0) console.error(`content: ${diagnostics.errors.length} errors: fix them and save; the pages reload`);
  shareSiteGlossary(contentDir, glossary);
  return [contentReload({ root, contentDir, base: basePath })];
}
