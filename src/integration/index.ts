/**
 * The site's Astro integration, which astro.config.mjs adds; the npm scripts run Astro's own commands:
 * - `astro build` (npm run build) makes the whole site, search, rule-number pages, security policy and service
 *   worker included (src/pipeline/build-run.ts), so `npx astro build` makes the same site;
 * - `astro dev` (npm run dev) serves the pages over the content as it is edited (src/pipeline/dev-run.ts);
 * - `astro preview` (npm start, npm run serve) serves the built site as a static host does (src/server/preview.ts),
 *   through the preview entry of an adapter set for that command only.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { startBuild, type BuildRun } from '../pipeline/build-run.ts';
import { startDev } from '../pipeline/dev-run.ts';
import { addedLocaleRecords } from '../lib/locale/locale.ts';
import { uiStrings } from '../i18n/ui.ts';

/**
 * The languages the content folder added, as this process registered them while loading it, for the bundles Astro
 * builds (locale.ts ADDED_LOCALES): Vite's `define`, so a module sees them from its first line, whatever the order
 * the bundles' modules are evaluated in.
 */
function addedLocales() {
  return { __ADDED_LOCALES__: JSON.stringify(addedLocaleRecords().map((record) => ({ record, strings: uiStrings(record.code) }))) };
}

export default function lrrSite(): AstroIntegration {
  let run: BuildRun | undefined;
  let command: string | undefined;
  return {
    name: 'ti4-lrr',
    hooks: {
      'astro:config:setup': async (options) => {
        command = options.command;
        const root = fileURLToPath(options.config.root);
        if (command === 'dev') {
          const plugins = await startDev(root);
          options.updateConfig({ vite: { plugins, server: { strictPort: true }, define: addedLocales() } });
        }
        if (command === 'build') {
          // A production build whatever the shell says: under NODE_ENV=test or development (a test runner, a shell
          // profile) Vite would build the pages as a development build.
          process.env.NODE_ENV = 'production';
          run = await startBuild(root);
          // Astro writes into the build's own folder, swapped in as the output folder once the site is complete.
          options.updateConfig({ outDir: pathToFileURL(`${run.tmp}/`), vite: { define: addedLocales() } });
        }
      },
      'astro:config:done': ({ setAdapter }) => {
        if (command !== 'preview') return;
        setAdapter({
          name: 'ti4-lrr-preview',
          previewEntrypoint: fileURLToPath(new URL('../server/preview.ts', import.meta.url)),
          // It serves files only: no image service of its own is asked for.
          supportedAstroFeatures: { staticOutput: 'stable', sharpImageService: 'stable' },
          adapterFeatures: { buildOutput: 'static' },
          entrypointResolution: 'auto',
        });
      },
      'astro:build:done': async () => {
        await run?.finish();
        run = undefined;
      },
    },
  };
}
