// The one script every page loads first (Base.astro), kept small for the first visit: the service worker
// (offline.ts), the dark-mode toggle and the entry pages' copy buttons. The rest of the page's wiring
// (page-features.ts: the search box, the copy menu, previews, graph and history, language links that keep the
// aligned sub-rule) loads on the reader's first touch, key, focus or pointer; a press that comes before it is
// in is held and replayed once it is (or once it has failed to load, so that a link still opens).
import './offline.ts';
import { once } from './lazy.ts';

const root = document.documentElement;
const toggle = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');
const sync = () => toggle?.setAttribute('aria-pressed', String(root.classList.contains('dark')));
sync();
toggle?.addEventListener('click', () => {
  const dark = !root.classList.contains('dark');
  root.classList.toggle('dark', dark);
  try {
    localStorage.setItem('theme', dark ? 'dark' : 'light');
  } catch {
    /* private mode: the choice lasts for this page */
  }
  sync();
});

// Copy: each sub-rule gets its button (from the page's one template) now, so nothing moves on the first touch.
const copyButton = document.querySelector<HTMLTemplateElement>('template[data-copy-button]')?.content.firstElementChild;
if (copyButton) {
  for (const place of document.querySelectorAll<HTMLElement>('.sub-rule[data-number] > .sub-rule-number')) {
    const button = copyButton.cloneNode(true) as HTMLButtonElement;
    button.setAttribute('aria-label', `${button.getAttribute('aria-label')} ${place.parentElement!.dataset.number}`);
    place.append(button);
  }
}

let ready = false;
let touch = false;
const features = once(() => import('./page-features.ts').then((m) => m.attachPageFeatures(touch)).then(() => void (ready = true)));
const start = () => void features().catch(() => {});
addEventListener('pointerdown', (event) => ((touch = event.pointerType !== 'mouse'), start()), { capture: true, passive: true });
for (const type of ['keydown', 'focusin', 'pointerover']) addEventListener(type, start, { capture: true, passive: true });
// /ru/?q=истребители (the form without JavaScript, or "search in another language"): the search runs at once.
if (new URLSearchParams(location.search).get('q')?.trim()) start();

/** Holds a trusted event that the features answer until they are in, then sends its copy to the same target. */
function hold(event: Event, copy: () => Event): void {
  const target = event.target as Element;
  event.preventDefault();
  event.stopImmediatePropagation();
  const replay = () => target.dispatchEvent(copy());
  features().then(replay, replay);
}
// A plain press (no modifier: a new tab needs no script) of a copy button, a reference or a language link.
addEventListener('click', (event) => {
  const plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
  if (ready || !event.isTrusted || !plain || !(event.target as Element).closest?.('button[data-copy-open], main a[data-ref], a[data-number], a[data-compare-link]')) return;
  hold(event, () => new MouseEvent('click', { bubbles: true, cancelable: true, detail: event.detail }));
}, true);
// "/" jumps to the search box (page-features.ts), unless the reader is typing somewhere.
addEventListener('keydown', (event) => {
  if (ready || !event.isTrusted || event.key !== '/' || (event.target as Element).closest?.('input, textarea, select, [contenteditable]')) return;
  hold(event, () => new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true }));
}, true);
