// <search-box> (SearchBox.astro): its first focus loads the search (src/client/search-controller.ts: the instant
// index, Pagefind, the results panel), so none of it weighs the first paint; an address with ?q= (the form without
// JavaScript, or "search in another language") runs that search at once. "/" to the box is the page script's, from
// the first key (src/client/page.ts). Offline before the first visit the load fails: the plain form still works.
import { clipText } from '../lib/search/clip.ts';
import { once } from '../client/lazy.ts';

customElements.define('search-box', class extends HTMLElement {
  connectedCallback(): void {
    const form = this.querySelector('form')!;
    const input = form.querySelector('input')!;
    // Run once for whatever is in the box; later focuses are the search's own.
    const search = once(() => import('../client/search-controller.ts').then((m) => m.attachSearch(form, input).refresh()));
    const start = () => void search().catch(() => {});
    input.addEventListener('focus', start);
    // The focus that brought this element in has gone by.
    if (document.activeElement === input) start();
    const query = new URLSearchParams(location.search).get('q');
    if (query?.trim()) {
      input.value = clipText(query, 2000);
      input.focus({ preventScroll: true });
      // focus() does not fire the listener when the page itself has no focus yet (a background tab).
      start();
    }
  }
});
