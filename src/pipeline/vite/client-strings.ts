/**
 * `virtual:strings/<group>`: one client group of interface strings (copy, search, preview, update, offline) in
 * every shipped language, written into the importing script's bundle as a literal.
 *
 * The strings live in one file per language (src/i18n/en.ts, ru.ts, ko.ts), each with every group. A client script
 * importing those files would share them with every other script that does, and Vite would split them into a
 * chunk of their own: one more request before the first copy menu or preview. This module instead holds only
 * its group, so it belongs to its one script. On a page in a language a content folder added, the group comes
 * with the page (Base.astro's #site-locales), read here too; `addedRecords()` gives those languages' locale records.
 * The Vite plugin serves the site's scripts, the esbuild one the service worker's (src/pipeline/service-worker.ts).
 * Both read the strings once, when the config is loaded: `npm run dev` shows an edited client string after a restart.
 */
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';
import { CLIENT_GROUPS, shippedGroup, type ClientGroup } from '../../i18n/ui.ts';

const PREFIX = 'virtual:strings/';

function clientGroup(name: string): ClientGroup {
  if (!(CLIENT_GROUPS as readonly string[]).includes(name)) throw new Error(`${PREFIX}${name}: no such client group (${CLIENT_GROUPS.join(', ')})`);
  return name as ClientGroup;
}

/** The module's source: the group's shipped strings, merged with an added language's from the page. */
export function clientStringsSource(name: string): string {
  const group = clientGroup(name);
  return [
    `const bundled = ${JSON.stringify(shippedGroup(group))};`,
    "const added = typeof document === 'undefined' ? undefined : document.getElementById('site-locales')?.textContent;",
    `export const strings = { ...bundled, ...(added ? JSON.parse(added).groups.${group} : {}) };`,
    // A function, so that a script that never calls it carries none of it.
    'export function addedRecords() { return added ? JSON.parse(added).records : []; }',
  ].join('\n');
}

export function clientStrings(): Plugin {
  return {
    name: 'ti4:client-strings',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load: (id) => (id.startsWith(`\0${PREFIX}`) ? clientStringsSource(id.slice(PREFIX.length + 1)) : undefined),
  };
}

export function clientStringsEsbuild(): EsbuildPlugin {
  return {
    name: 'ti4:client-strings',
    setup(build) {
      build.onResolve({ filter: /^virtual:strings\// }, ({ path }) => ({ path: path.slice(PREFIX.length), namespace: 'client-strings' }));
      build.onLoad({ filter: /.*/, namespace: 'client-strings' }, ({ path }) => ({ contents: clientStringsSource(path), loader: 'js' }));
    },
  };
}
