// Comparison pages, on every visit: a row's address on another page of the comparison (/{lang}/compare/{id}/#s12,
// as the entry page links it) goes to the page that holds the row; the language controls are shown, and their
// script (compare-controls.ts, in the page's inert template) runs when the reader opens them, or at once when a
// choice is stored. A phone's two languages are compare.css's. Without scripts the page shows every language.
import { hashId } from './address.ts';

const root = document.querySelector<HTMLElement>('[data-compare]');

/** On the first page, which names every page's rows: leaves for the page holding the row in the address bar when this page lacks it; true when it does. */
function toRow(): boolean {
  const key = hashId();
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
  const controls = root.querySelector<HTMLDetailsElement>('[data-compare-controls]');
  const template = root.querySelector<HTMLTemplateElement>('template[data-controls-script]');
  let loaded = false;
  // The controls' script: a copy of the template's, which runs once inserted (tried again if it failed to load).
  const load = () => {
    if (loaded || !template) return;
    loaded = true;
    const script = template.content.querySelector('script')!.cloneNode() as HTMLScriptElement;
    script.onerror = () => {
      loaded = false;
      script.remove();
    };
    document.body.append(script);
  };
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(template?.dataset.key ?? '');
  } catch {
    /* storage refused: the default choice */
  }
  if (stored) load();
  else controls?.addEventListener('toggle', load);
  if (controls) controls.hidden = false;
}
