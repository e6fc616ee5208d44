// The one script every page loads first (Base.astro), kept small for the first visit: the service worker
// (offline.ts), the dark-mode toggle's state and "/" to the search box. The rest of the page's wiring
// (page-features.ts: the search box, the dark-mode toggle, the entry pages' copy buttons and menu, previews, graph
// and history, language links that keep the aligned sub-rule) loads on the reader's first touch, key, focus or
// pointer; a press that comes before it is in is held and replayed once it is (or once it has failed to load,
// so that a link still opens).
import './offline.ts';
import { once } from './lazy.ts';
import { showThemeState } from './theme-state.ts';

showThemeState();

let ready = false;
const features = once(() => Promise.all([import('./page-features.ts').then((m) => m.attachPageFeatures()), import('./elements.ts')]).then(() => void (ready = true)));
const start = () => void features().catch(() => {});
// toggle: a <details> opened by a link to what it holds (the graph of links), before any touch.
for (const type of ['pointerdown', 'keydown', 'focusin', 'pointerover', 'toggle']) addEventListener(type, start, { capture: true, passive: true });
// /ru/?q=истребители (the form without JavaScript, or "search in another language"): the search runs at once.
if (new URLSearchParams(location.search).get('q')?.trim()) start();

/** A copy of an event, of its kind and with its fields (key, button, detail, pointer type…), to send again. */
const copyOf = (event: Event) => new (event.constructor as new (type: string, init: Event) => Event)(event.type, event);

/** Holds a trusted event that the features answer until they are in, then sends its copy to the same target. */
function hold(event: Event): void {
  const target = event.target as Element;
  event.preventDefault();
  event.stopImmediatePropagation();
  const replay = () => target.dispatchEvent(copyOf(event));
  features().then(replay, replay);
}
const early = (event: Event, selector: string) => !ready && event.isTrusted && (event.target as Element).closest?.(selector);
// A plain press (no modifier: a new tab needs no script) of the theme toggle, a reference or a language link.
addEventListener('click', (event) => {
  const plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
  if (plain && early(event, ':not(:defined) :is(a, button)')) hold(event);
}, true);
// Space on a link (a reference opens its preview).
addEventListener('keydown', (event) => {
  if (event.key === ' ' && early(event, ':not(:defined) a')) hold(event);
}, true);

/** Whether the reader is typing there (a text field, a list, editable content): "/" then types a slash. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !/^(checkbox|radio|button|submit|reset|range|color|file|image)$/.test(target.type);
  return target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

// "/" jumps to the search box, unless the reader is typing somewhere: here, so that it works from the first key.
const searchBox = document.querySelector<HTMLInputElement>('search-box input');
document.addEventListener('keydown', (event) => {
  if (!searchBox || event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
  if (isEditable(event.target) || isEditable(document.activeElement)) return;
  event.preventDefault();
  searchBox.focus();
  searchBox.select();
});
