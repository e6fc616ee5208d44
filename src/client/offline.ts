// Offline support: registers the service worker (src/pipeline/service-worker.ts) and tells it this page's language;
// the first language it hears is the reader's, saved for offline use (after a deployment, only what changed is
// fetched again). The browser checks for a new sw.js on navigations by itself: no update() here, so a first
// visit fetches sw.js once. Only a page that a service worker already controls can find a new deployment
// waiting: there the watch and its reload prompt (update-prompt.ts, from that worker's copies) load, so a first
// visit carries none of it.
import { reloadIfStale } from './lazy.ts';

if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  // The site's base path ("/", "/lrr/"), as the build was configured.
  const base = import.meta.env.BASE_URL;
  addEventListener('load', async () => {
    try {
      const registration = await navigator.serviceWorker.register(`${base}sw.js`, { scope: base });
      if (navigator.serviceWorker.controller) import('./update-prompt.ts').then((m) => m.watchForUpdate(registration), reloadIfStale);
      const ready = await navigator.serviceWorker.ready;
      ready.active?.postMessage({ type: 'offline-language', locale: document.documentElement.lang });
    } catch {
      /* no service worker (private mode, unsupported): the site still works online */
    }
  });
}
