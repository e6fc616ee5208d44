/**
 * A Vite plugin: dynamic import() without Vite's preload helper.
 *
 * Vite wraps every dynamic import() in a client bundle with `__vitePreload`, a 0.7 KB (gzipped) helper that
 * adds <link rel="modulepreload"> for the imported chunk's own imports and its CSS. This site loads its
 * heavier scripts (search, copy menu, previews, graph) on the reader's first use; they import no CSS module
 * (the search inlines its styles, the pop-ups' stylesheet is linked by src/client/lazy.ts) and a service
 * worker precaches them all, so the helper would buy nothing, and it would be the largest part of the one
 * script every page loads first.
 * This plugin gives the helper a body that just calls the import, and leaves it no dependency list to carry.
 */
import type { Plugin } from 'vite';

const PRELOAD_HELPER = '\0vite/preload-helper.js';

export function leanDynamicImport(): Plugin {
  return {
    name: 'ti4:lean-dynamic-import',
    enforce: 'pre',
    // Nothing to preload: no list of each lazy chunk's dependencies in the bundle either.
    configEnvironment(name, config) {
      if (name === 'client') return { build: { modulePreload: { polyfill: false, resolveDependencies: () => [] } } };
      return undefined;
    },
    load(id) {
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined;
    },
  };
}
