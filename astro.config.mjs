// The Astro entry: static output, Tailwind through Vite. Content is parsed by our own build step
// (src/lib, unified/remark), not by Astro's Markdown pipeline.
import { defineConfig } from 'astro/config';
import tailwindcss from '@tailwindcss/vite';
import { clientStrings } from './src/node/vite/client-strings.ts';
import { leanDynamicImport } from './src/node/vite/lean-dynamic-import.ts';
import { siteSettings } from './src/node/settings.ts';

// SITE_URL, BASE_PATH and the other settings: read and validated once, in src/lib/settings.ts (README: Settings).
const settings = siteSettings();

export default defineConfig({
  // No site URL, no made-up host: pages then name none (src/layouts/Base.astro).
  site: settings.site,
  base: settings.basePath,
  output: 'static',
  trailingSlash: 'always',
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  // One stylesheet file for all pages: cached after the first page, precached once for offline use, and written
  // once rather than into every page (a 3 × 1,000-entry build is a third smaller and faster).
  // Two pages at a time: while one page's file is being written, the next is rendered. Astro otherwise waits for
  // each write (and its folder) before rendering the next page, and the main thread is the build's critical path
  // (3 × 1,000 topics: it spent about 8 s of 60 waiting). The output is the same: what gathers pages (the search
  // index, the policy's hashes) puts them in a fixed order.
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 2 },
  compressHTML: true,
  server: { port: settings.port, host: settings.host },
  vite: {
    plugins: [tailwindcss(), leanDynamicImport(), clientStrings()],
    // Every processed script is a file (none inlined): pages then carry no inline script but the theme one,
    // which keeps the Content-Security-Policy small and lets the build find every hash in <head>.
    build: { assetsInlineLimit: 0 },
  },
});
