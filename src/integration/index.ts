/**
 * The site's Astro integration, which astro.config.mjs adds: `astro build` (what `npm run build` runs) makes the
 * whole site, search, rule-number pages, security policy and service worker included (src/node/build-run.ts).
 * `astro dev` serves the pages alone, over the content as it is edited (src/node/vite/content-reload.ts).
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { startBuild, type BuildRun } from '../node/build-run.ts';

export default function lrrSite(): AstroIntegration {
  let run: BuildRun | undefined;
  return {
    name: 'ti4-lrr',
    hooks: {
      'astro:config:setup': async ({ command, config, updateConfig }) => {
        if (command !== 'build') return;
        // A production build whatever the shell says: under NODE_ENV=test or development (a test runner, a shell
        // profile) Vite would build the pages as a development build.
        process.env.NODE_ENV = 'production';
        run = await startBuild(fileURLToPath(config.root));
        // Astro writes into the build's own folder, swapped in as the output folder once the site is complete.
        updateConfig({ outDir: pathToFileURL(`${run.tmp}/`) });
      },
      'astro:build:done': async () => {
        await run?.finish();
        run = undefined;
      },
    },
  };
}
