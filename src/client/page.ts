// The one script every page loads first (Base.astro), kept small for the first visit: the service worker
// (offline.ts), the dark-mode toggle's state and "/" to the search box. The page's custom elements (elements.ts: each
// defined beside the component that renders it, loading its heavy part on first use) are defined on the reader's
// first touch, key, focus or pointer; a press on a link or button inside one not defined yet is held and replayed
// once it is (or once its definition has failed to load, so that a link still opens).
import './stored-theme.ts';
import './offline.ts';
import { once } from './lazy.ts';

// The dark-mode toggle's pressed state, from the theme the page shows (theme-init.js, stored-theme.ts): right from
// the first focus.
document.querySelector('theme-toggle button')?.setAttribute('aria-pressed', String(document.documentElement.classList.contains('dark')));

const define = once(() => import('./elements.ts'));
const start = () => void define().catch(() => {});
// toggle: a <details> opened by a link to what it holds (the graph of links), before any touch.
for (const type of ['pointerdown', 'keydown', 'focusin', 'pointerover', 'toggle']) addEventListener(type, start, { capture: true, passive: true });
// /ru/?q=истребители (the form without JavaScript, or "search in another language"): the search box runs it at once.
if (new URLSearchParams(location.search).get('q')?.trim()) start();
// A lazy element's <details> the browser opened before this script ran (a link's #anchor inside it: the script is
// async, src/pipeline/module-scripts.ts, and the browser goes to the anchor once the page is parsed): its toggle
// event is gone, so the element is defined now and shows what it holds.
if (document.querySelector(':not(:defined) > details[open]')) start();

/** A copy of an event, of its kind and with its fields (key, button, detail, pointer type…), to send again. */
const copyOf = (event: Event) => new (event.constructor as new (type: string, init: Event) => Event)(event.type, event);

/** Holds a trusted event on what `selector` finds inside an element not yet defined, then sends its copy to the same target. */
function hold(event: Event, selector: string): void {
  const target = event.target as Element;
  if (!event.isTrusted || !target.closest?.(`:not(:defined) :is(${selector})`)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const replay = () => target.dispatchEvent(copyOf(event));
  define().then(replay, replay);
}
// A plain press (no modifier: a new tab needs no script) of a link or button; Space on a link (a reference's preview).
addEventListener('click', (event) => {
  if (event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) hold(event, 'a, button');
}, true);
addEventListener('keydown', (event) => event.key === ' ' && hold(event, 'a'), true);

/** Whether the reader is typing there (a text field, a list, editable content): "/" then types a slash. */
const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.matches('textarea, select, input:not([type=checkbox], [type=radio], [type=button], [type=submit], [type=reset])'));

// "/" jumps to the search box, unless the reader is typing somewhere: here, so that it works from the first key.
const searchBox = document.querySelector<HTMLInputElement>('search-box input');
document.addEventListener('keydown', (event) => {
  if (!searchBox || event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
  if (isEditable(event.target) || isEditable(document.activeElement)) return;
  event.preventDefault();
  searchBox.focus();
  searchBox.select();
});
