// A new deployment, on a page a service worker controls (offline.ts loads this there): when the new worker has
// installed and waits, a bar at the bottom offers a Reload button, which tells it to take over; the page reloads
// when it has. Styled by popups.css, linked with the bar.
import { strings as updateStrings } from 'virtual:strings/update';
import popupStyles from '../styles/popups.css?url';
import { withStylesheet } from './lazy-styles.ts';

let prompted = false;

function showUpdatePrompt(worker: ServiceWorker): void {
  const strings = updateStrings[document.documentElement.lang as keyof typeof updateStrings] ?? updateStrings.en;
  const prompt = document.createElement('div');
  prompt.id = 'update-prompt';
  prompt.setAttribute('role', 'status');
  prompt.className = 'update-prompt raised';
  const text = document.createElement('span');
  text.textContent = strings.newVersion;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'tap';
  reload.dataset.reload = '';
  reload.textContent = strings.reload;
  reload.addEventListener(
    'click',
    () => {
      // The new worker takes over (clients.claim), then the page reloads under it, once.
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
      worker.postMessage({ type: 'SKIP_WAITING' });
    },
    { once: true },
  );
  prompt.append(text, reload);
  // Shown once the page's elements are defined too: else the tap on Reload would be the reader's first touch, and
  // the modules that touch loads (page.ts) are fetched through the old worker just as the browser stops it to let
  // the new one take over; restarted for them, it held the new one back (over 40 s, in Chromium under test).
  const defined = import('./elements.ts').catch(() => {});
  Promise.all([withStylesheet(popupStyles, Promise.resolve()), defined]).then(() => document.body.append(prompt));
}

/** Offers the reload once a new worker has installed, whether it started before this ran or starts later. */
export function watchForUpdate(registration: ServiceWorkerRegistration): void {
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller && !prompted) {
        prompted = true;
        showUpdatePrompt(worker);
      }
    };
    check();
    worker.addEventListener('statechange', check);
  };
  // An update may have started with this navigation, before this ran.
  watch(registration.waiting ?? registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}
