/**
 * A Vite plugin for `npm run dev`: watches the content folder; on a change it reloads the content (a few
 * hundred milliseconds, no build), makes it the site's glossary, and reloads the open pages. Content errors go
 * to the terminal and to the browser's error overlay with file:line, and the pages keep the last good content.
 * It also serves the instant search indexes, which a build writes after Astro (src/pipeline/post-build.ts), and
 * a service worker that removes itself: one left by `npm start` on the same address would serve stale pages.
 */
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, RunnableDevEnvironment, ViteDevServer } from 'vite';
import type { Glossary } from '../../lib/content/glossary.ts';
import { loadContent, shareSiteGlossary, siteGlossary } from '../content-loader.ts';
import { formatDiagnostic, type Diagnostic } from '../../lib/content/diagnostics.ts';
import { LOCALES } from '../../lib/locale/locale.ts';
import { buildInstantIndex, serializeInstantIndex } from '../../lib/search/instant-index.ts';
import { loadVocabulary } from '../vocabulary-loader.ts';
import { siteEditions } from '../site-editions.ts';
import { instantEditions } from '../../lib/editions/edition-search.ts';

export interface ContentReloadOptions {
  root: string;
  contentDir: string;
  base: string;
}

/** The error overlay's payload for the first content error (Vite's and Astro's overlays read `loc`). */
function overlayError(errors: Diagnostic[], root: string) {
  const first = errors[0]!;
  const file = resolve(root, first.file);
  const message = errors.map(formatDiagnostic).join('\n');
  return { type: 'error' as const, err: { message, stack: '', id: file, plugin: 'content', loc: { file, line: first.line, column: 1 } } };
}

/** This module's content loader as the pages import it, in the dev server's own module graph. */
const CONTENT_LOADER = fileURLToPath(new URL('../content-loader.ts', import.meta.url));

/**
 * Makes `glossary` the pages' glossary: the pages run in the dev server's module runner, where content-loader.ts is a
 * module of its own (Vite's public runner API reaches it; no state is shared through globalThis).
 */
async function shareWithPages(server: ViteDevServer, contentDir: string, glossary: Glossary): Promise<void> {
  for (const [name, environment] of Object.entries(server.environments)) {
    // A runnable environment (the pages') has a runner; the client's has none.
    const runner = (environment as Partial<RunnableDevEnvironment>).runner;
    if (name === 'client' || !runner) continue;
    const loader = await runner.import<typeof import('../content-loader.ts')>(CONTENT_LOADER);
    loader.shareSiteGlossary(contentDir, glossary);
  }
}

async function reload(server: ViteDevServer, { root, contentDir }: ContentReloadOptions, changed: string): Promise<void> {
  const started = performance.now();
  const { glossary, diagnostics } = loadContent(contentDir, { root, strict: false });
  const errors = diagnostics.errors;
  if (errors.length > 0) {
    for (const d of errors) console.error(formatDiagnostic(d));
    console.error(`content: ${errors.length} errors; the pages keep the last good content`);
    server.environments.client.hot.send(overlayError(errors, root));
    return;
  }
  shareSiteGlossary(contentDir, glossary);
  await shareWithPages(server, contentDir, glossary);
  // Astro clears its route cache on this event (new or removed topics), then every open page reloads.
  for (const [name, environment] of Object.entries(server.environments)) if (name !== 'client') environment.hot.send('astro:content-changed', {});
  server.environments.client.hot.send({ type: 'full-reload', path: '*' });
  console.log(`content reloaded (${relative(root, changed)}) in ${Math.round(performance.now() - started)} ms`);
}

/**
 * Takes the place of a built site's service worker on this origin at once and unregisters itself: with no fetch
 * handler, the dev server answers every request. (Pages register it on every load; it never reloads them.)
 */
const SELF_REMOVING_SW = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.registration.unregister()));
`;

export function contentReload(options: ContentReloadOptions): Plugin {
  const { contentDir, base, root } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const inContent = (file: string) => !relative(contentDir, file).startsWith('..') && /\.(md|tsv)$/.test(file);
  return {
    name: 'ti4:content-reload',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(contentDir);
      for (const event of ['add', 'change', 'unlink'] as const)
        server.watcher.on(event, (file: string) => {
          if (!inContent(resolve(file))) return;
          // An editor's save can be several events: one reload for them.
          clearTimeout(timer);
          timer = setTimeout(() => void reload(server, options, resolve(file)).catch((error: unknown) => console.error(error)), 50);
        });
      // Before the first page renders, the pages get the content loaded at start (dev-run.ts): with its errors
      // reported and the rest shown, as after a reload, rather than each page loading it again and failing on them.
      let shared: Promise<void> | undefined;
      server.middlewares.use((_req, _res, next) => {
        shared ??= shareWithPages(server, contentDir, siteGlossary(contentDir));
        shared.then(() => next(), next);
      });
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!;
        if (path === `${base}sw.js`) {
          res.setHeader('content-type', 'text/javascript; charset=utf-8');
          res.end(SELF_REMOVING_SW);
          return;
        }
        const match = /^search\/([a-z]+)\.json$/.exec(path.slice(base.length));
        const locale = LOCALES.find((l) => l === match?.[1]);
        if (!path.startsWith(base) || !locale) return next();
        res.setHeader('content-type', 'application/json; charset=utf-8');
        // As the build writes it (post-build.ts): with the table's words, which are read again on each request.
        const glossary = siteGlossary(contentDir);
        const vocabulary = loadVocabulary(contentDir, glossary, { root });
        const oldNumbers = instantEditions(siteEditions(contentDir).find((s) => s.locale === locale)?.editions ?? []);
        res.end(serializeInstantIndex(buildInstantIndex(glossary, locale, oldNumbers, vocabulary.terms.get(locale), vocabulary.rewordings.get(locale))));
      });
    },
  };
}
