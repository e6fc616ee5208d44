// Every page: the header search box (page-features.ts). This part is small; the search itself (search-controller.ts,
// the instant index, Pagefind) loads on the box's first focus, so none of it weighs the first paint.
// Without JavaScript the box is a form that opens /{locale}/?q=…, and every page honours ?q= on load.

import { clipText } from '../lib/search/clip.ts';
import { reloadIfStale } from './lazy.ts';

const form = document.querySelector<HTMLFormElement>('form[data-search-form]');
const input = form?.querySelector<HTMLInputElement>('input[type="search"]');

/** Wires the box: its first focus loads the search; ?q= runs a search at once ("/" is page.ts's). */
export function attachSearchBox(): void {
  if (!form || !input) return;
  // The first focus loads the search and runs it for whatever is in the box; later ones are the controller's.
  // Offline before the first visit, the load fails: the plain form still works, and the next focus tries again.
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import('./search-controller.ts').then((m) => m.attachSearch(form, input).refresh(), () => ((started = false), reloadIfStale()));
  };
  input.addEventListener('focus', start);
  // The focus that loaded this script (page.ts) has gone by.
  if (document.activeElement === input) start();

  // /ru/?q=истребители (the form without JavaScript, or "search in another language"): run that search.
  const query = new URLSearchParams(location.search).get('q');
  if (query && query.trim() !== '') {
    input.value = clipText(query, 2000);
    input.focus({ preventScroll: true });
    // focus() does not fire the listener when the page itself has no focus yet (a background tab).
    start();
  }
}

