// Comparison pages, on every visit: a row's address on another page of the comparison (/{lang}/compare/{id}/#s12,
// as the entry page links it) goes to the page that holds the row; the language controls are shown, and their
// script (compare-controls.ts) loads when the reader opens them, or at once when a choice is stored. A phone's
// two languages are compare.css's. Without scripts the page shows every language.
import { COMPARE_PREFS_KEY } from '../lib/compare-prefs-key.ts';
import controlsStyles from '../styles/compare-controls.css?url';

const root = document.querySelector<HTMLElement>('[data-compare]');

/** On the first page, which names every page's rows: leaves for the page holding the row in the address bar when this page lacks it; true when it does. */
function toRow(): boolean {
  const key = decodeURIComponent(location.hash.slice(1));
  if (!root || !key || document.getElementById(key)) return false;
  const page = [...root.querySelectorAll<HTMLAnchorElement>('a[data-rows]')].find((a) => a.dataset.rows!.split(' ').includes(key));
  if (!page) return false;
  location.replace(`${page.href}${location.hash}`);
  return true;
}

if (root && !toRow()) {
  addEventListener('hashchange', toRow);
  const present = (root.dataset.present ?? '').split(' ').length;
  // As wide as the languages that have the topic need, until the controls apply the reader's choice.
  root.style.setProperty('--cols', String(present));
  let loading: Promise<void> | undefined;
  // The controls once their stylesheet has loaded too (or failed: they then work unstyled); a failed import
  // (offline, before the service worker had the chunk) is tried again on the next use.
  const load = () =>
    (loading ??= Promise.all([
      import('./compare-controls.ts'),
      new Promise((done) => {
        const link = document.head.appendChild(document.createElement('link'));
        link.onload = link.onerror = done;
        link.rel = 'stylesheet';
        link.href = controlsStyles;
      }),
    ]).then(
      ([m]) => m.attachControls(root),
      () => (loading = undefined),
    ));
  const controls = root.querySelector<HTMLDetailsElement>('[data-compare-controls]');
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(COMPARE_PREFS_KEY);
  } catch {
    /* storage refused: the default choice */
  }
  if (stored) void load();
  else controls?.addEventListener('toggle', () => void load());
  if (controls) controls.hidden = false;
}
