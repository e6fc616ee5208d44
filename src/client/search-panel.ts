/**
 * The search box's results panel, built when the search first loads (search-controller.ts): the static page
 * carries only the form, which without JavaScript opens /{locale}/?q=…. Under the box: a status line with the
 * all-languages toggle, the listbox, and the "nothing found" block offering the other languages.
 * Styled by the component classes of src/styles/search.css, which comes inside the search code; the data-search-*
 * attributes name the parts for tests.
 */
import { LOCALES, type Locale } from '../lib/locale/locale.ts';
import { localePath } from '../lib/site/routes.ts';
import { el } from './dom.ts';

export interface PanelStrings {
  searchAllLanguages: string;
  searchTryIn: string;
  languageNames: Record<string, string>;
}

export interface SearchPanel {
  panel: HTMLElement;
  list: HTMLElement;
  status: HTMLElement;
  allToggle: HTMLInputElement;
  empty: HTMLElement;
  emptyText: HTMLElement;
  /** The "search in another language" links; their ?q= is filled in when nothing is found. */
  elsewhere: HTMLAnchorElement[];
}

/** Builds the panel after the input, with the listbox id the input's aria-controls names. */
export function buildSearchPanel(input: HTMLInputElement, locale: Locale, base: string, strings: PanelStrings): SearchPanel {
  const status = el('p', 'search-status');
  status.setAttribute('role', 'status');
  status.dataset.searchStatus = '';
  const allToggle = el('input', '');
  allToggle.type = 'checkbox';
  allToggle.dataset.searchAllLanguages = '';
  const list = el('div', 'search-results');
  list.id = `${input.id}-results`;
  list.dataset.searchResults = '';
  const emptyText = el('p', '');
  const elsewhere = LOCALES.filter((l) => l !== locale).map((l) => {
    const a = el('a', 'tap chip', strings.languageNames[l] ?? l);
    a.href = localePath(base, l);
    a.hreflang = l;
    a.lang = l;
    a.dataset.searchElsewhere = l;
    return a;
  });
  const empty = el(
    'div',
    'search-empty',
    emptyText,
    el('p', '', strings.searchTryIn),
    el('ul', 'chips', ...elsewhere.map((a) => el('li', '', a))),
  );
  empty.hidden = true;
  empty.dataset.searchEmpty = '';
  const panel = el(
    'div',
    'search-panel raised',
    el('div', 'search-bar', status, el('label', 'search-all', allToggle, ` ${strings.searchAllLanguages}`)),
    list,
    empty,
  );
  panel.hidden = true;
  panel.dataset.searchPanel = '';
  // A combobox from now on: without this code the box is a plain search field, with no list to announce.
  for (const [name, value] of [['role', 'combobox'], ['aria-autocomplete', 'list'], ['aria-expanded', 'false'], ['aria-controls', list.id]]) input.setAttribute(name, value);
  input.form?.append(panel);
  return { panel, list, status, allToggle, empty, emptyText, elsewhere };
}
