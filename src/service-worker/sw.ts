/**
 * sw.js, the service worker itself (bundled by src/pipeline/service-worker.ts with Workbox's precaching modules): it
 * imports our own part first (offline-worker.ts, whose fetch handler answers navigations, so it comes before
 * Workbox's), precaches the shell that the build lists as PRECACHE, and takes over when the page asks
 * (src/client/update-prompt.ts) rather than on its own.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

declare const PRECACHE: PrecacheEntry[];
/** offline-worker.ts's address, with its revision in the query so that sw.js changes whenever it does. */
declare const OFFLINE_SCRIPT_URL: string;
declare function importScripts(...urls: string[]): void;
declare function skipWaiting(): Promise<void>;

importScripts(OFFLINE_SCRIPT_URL);

addEventListener('message', (event) => {
  const data = (event as MessageEvent).data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void skipWaiting();
});

clientsClaim();
// Query strings never select a file; a folder's address is its index.html.
precacheAndRoute(PRECACHE, { directoryIndex: 'index.html', ignoreURLParametersMatching: [/./] });
cleanupOutdatedCaches();
