// Offline support: registers the service worker (src/node/service-worker.ts) and tells it this page's language;
// the first language it hears is the reader's, saved for offline use (after a deployment, only what changed is
// fetched again). When a new deployment is waiting, offers a reload (update-prompt.ts and its stylesheet,
// loaded then). The browser checks for a new sw.js on navigations by itself: no update() here, so a first visit
// fetches sw.js once.
import popupStyles from '../styles/popups.css?url';
import { withStylesheet } from './lazy.ts';

let prompted = false;

function offerReload(worker: ServiceWorker): void {
  if (prompted) return;
  prompted = true;
  withStylesheet(popupStyles, import('./update-prompt.ts')).then((m) => m.showUpdatePrompt(worker), () => (prompted = false));
}

if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  const base = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.getAttribute('href')?.replace(/manifest\.webmanifest$/, '') ?? '/';
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading || !prompted) return;
    reloading = true;
    location.reload();
  });
  addEventListener('load', async () => {
    try {
      const registration = await navigator.serviceWorker.register(`${base}sw.js`, { scope: base });
      const watch = (worker: ServiceWorker | null) => {
        if (!worker) return;
        const check = () => {
          if (worker.state === 'installed' && navigator.serviceWorker.controller) offerReload(worker);
        };
        check();
        worker.addEventListener('statechange', check);
      };
      // An update may have started with this navigation, before this script ran.
      watch(registration.waiting ?? registration.installing);
      registration.addEventListener('updatefound', () => watch(registration.installing));
      const ready = await navigator.serviceWorker.ready;
      ready.active?.postMessage({ type: 'offline-language', locale: document.documentElement.lang });
    } catch {
      /* no service worker (private mode, unsupported): the site still works online */
    }
  });
}
