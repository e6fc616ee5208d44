// Every page: the header search box. This part is small; the search itself (search-controller.ts, the
// instant index, Pagefind) loads on the box's first focus, so none of it weighs the first paint.
// Without JavaScript the box is a form that opens /{locale}/?q=…, and every page honours ?q= on load.
import type { SearchController } from './search-controller.ts';

const form = document.querySelector<HTMLFormElement>('form[data-search-form]');
const input = form?.querySelector<HTMLInputElement>('input[type="search"]');

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}

if (form && input) {
  let loading: Promise<SearchController> | undefined;
  const load = (): Promise<SearchController> => {
    loading ??= import('./search-controller.ts').then((m) => m.attachSearch(form, input));
    // Offline before the first visit: the plain form still works; try again on the next focus.
    loading.catch(() => (loading = undefined));
    return loading;
  };

  // The first focus loads the search and runs it for whatever is in the box; later ones are the controller's.
  const start = () => {
    if (!loading) load().then((c) => c.refresh(), () => {});
  };
  input.addEventListener('focus', start);

  // "/" jumps to the box, unless the reader is typing somewhere.
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    if (isEditable(event.target) || isEditable(document.activeElement)) return;
    event.preventDefault();
    input.focus();
    input.select();
  });

  // /ru/?q=истребители (the form without JavaScript, or "search in another language"): run that search.
  const query = new URLSearchParams(location.search).get('q');
  if (query && query.trim() !== '') {
    input.value = query.slice(0, 2000);
    input.focus({ preventScroll: true });
    // focus() does not fire the listener when the page itself has no focus yet (a background tab).
    start();
  }
}
