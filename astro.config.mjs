// The Astro entry: static output, Tailwind through Vite, and the site's integration (src/integration), which
// loads the content (parsed by src/lib with unified/remark, not by Astro's Markdown pipeline) and adds search,
// rule-number pages, the security policy and the service worker to what `astro build` writes.
import { defineConfig } from 'astro/config';
import tailwindcss from '@tailwindcss/vite';
import { clientStrings } from './src/pipeline/vite/client-strings.ts';
import { leanDynamicImport } from './src/pipeline/vite/lean-dynamic-import.ts';
import { siteSettings } from './src/pipeline/settings.ts';
import lrrSite from './src/integration/index.ts';

// SITE_URL, BASE_PATH and the other settings: read and validated once, in src/lib/site/settings.ts (README: Settings).
const settings = siteSettings();

export default defineConfig({
  // No site URL, no made-up host: pages then name none (src/layouts/Base.astro).
  site: settings.site,
  base: settings.basePath,
  output: 'static',
  trailingSlash: 'always',
  // OUT_DIR; a build writes into a folder of its own beside it and swaps it in when complete (src/pipeline/build-run.ts).
  outDir: settings.outDir,
  // One stylesheet file for all pages: cached after the first page, precached once for offline use.
  build: { format: 'directory', inlineStylesheets: 'never' },
  compressHTML: true,
  server: { port: settings.port, host: settings.host },
  integrations: [lrrSite()],
  vite: {
    plugins: [tailwindcss(), leanDynamicImport(), clientStrings()],
    // Every processed script is a file (none inlined): pages then carry no inline script but the theme one,
    // which keeps the Content-Security-Policy small and lets the build find every hash in <head>.
    build: { assetsInlineLimit: 0 },
  },
});
