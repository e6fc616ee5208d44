/**
 * The search box's behaviour, loaded by its element (src/components/search-box.ts) on the first focus.
 *
 * - Instant layer: the locale's MiniSearch index (search/{locale}.json) answers every input event at once.
 * - Full-text layer: Pagefind, once the reader pauses (full-text-pace.ts: the pause follows their typing,
 *   so the bytes of a search do not depend on its speed); its results are appended below the instant ones, never
 *   reordering them, and skip what is already shown.
 * - The ARIA combobox pattern: the input keeps focus, arrow keys move aria-activedescendant through the
 *   options, Enter opens the active option or the first, Esc clears.
 *
 * After each layer is drawn the form gets a "search:rendered" event ({ layer, query, count }), which the
 * browser tests and the bench time.
 */
import { LOCALES, isLocale, type Locale } from '../lib/locale/locale.ts';
import { loadInstantIndex, searchInstant, type InstantResult, type LoadedInstantIndex } from '../lib/search/instant-index.ts';
import { clipText } from '../lib/search/clip.ts';
import { fullTextQuery, MAX_QUERY_CHARS, parseQuery, type ParsedQuery } from '../lib/search/query.ts';
import { fullTextPause, preloadTerm } from '../lib/search/full-text-pace.ts';
import { entryPath, homePath, localePath } from '../lib/site/routes.ts';
import { fullTextItems, fullTextPlan, INSTANT_LIMIT, type FullTextHit } from './search-merge.ts';
import { FullTextSearch } from './search-pagefind.ts';
import { fullTextOption, instantOption, type RenderMessages } from './search-render.ts';
import { buildSearchPanel, type SearchPanel } from './search-panel.ts';
import { el } from './dom.ts';
import searchStyles from '../styles/search.css?inline';
import { addedRecords, strings as searchStrings } from 'virtual:strings/search';
import { searchLanguageNames } from './search-languages.ts';
import { fill } from '../i18n/fill.ts';

const languageNames = searchLanguageNames(addedRecords());
const ALL_LANGUAGES_KEY = 'search-all-languages';

export type SearchLayer = 'instant' | 'fulltext';
export interface SearchRenderedDetail {
  layer: SearchLayer;
  query: string;
  /** Options in the listbox after this layer was drawn. */
  count: number;
  /** True when the full-text layer could not run (offline before the first visit). */
  failed?: boolean;
}

function storedAllLanguages(): boolean {
  try {
    return localStorage.getItem(ALL_LANGUAGES_KEY) === '1';
  } catch {
    return false;
  }
}

// The panel's styles travel inside this chunk (no request of their own), adopted when the search loads.
const styles = new CSSStyleSheet();
styles.replaceSync(searchStyles);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, styles];

// The page's one search box, set up by attachSearch: its form and input, language, strings, panel and layers.
let form: HTMLFormElement;
let input: HTMLInputElement;
let locale: Locale;
let base: string;
let strings: (typeof searchStrings)[Locale];
let messages: RenderMessages;
let parts: SearchPanel;
let instantGroup: HTMLElement;
let fullTextGroup: HTMLElement;
let fullText: FullTextSearch;
let instantReady: Promise<LoadedInstantIndex | null>;
let instant: LoadedInstantIndex | null = null;
let numbers: Map<string, string> | undefined;
// The run of the queries: the latest's number, the times of the last input events (the reader's rhythm), the
// full-text layer's timer, the instant results shown, the active option (-1: none), how the full-text layer went.
let sequence = 0;
const keystrokes: number[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let instantShown: InstantResult[] = [];
let active = -1;
let fullTextDone = false;
let fullTextFailed = false;

/** The locale's instant index (search/{locale}.json), or null when it could not be fetched. */
function fetchInstantIndex(): Promise<LoadedInstantIndex | null> {
  return fetch(`${base}search/${locale}.json`)
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return response.text();
    })
    .then((text) => (instant = loadInstantIndex(text)))
    .catch(() => null);
}

/** The entry number of a page of the box's locale, from the instant index (Pagefind does not know it). */
function entryNumber(href: string): string | null {
  if (!numbers && instant) numbers = new Map(instant.topics.filter((t) => t.number !== null).map((t) => [entryPath(base, locale, t.id), String(t.number)]));
  return numbers?.get(href) ?? null;
}

function resultGroup(layer: SearchLayer, label?: string): HTMLElement {
  const group = el('div', '');
  group.setAttribute('role', 'group');
  if (label) group.setAttribute('aria-label', label);
  group.dataset.layer = layer;
  return group;
}

const languages = (): Locale[] => (parts.allToggle.checked ? [locale, ...LOCALES.filter((l) => l !== locale)] : [locale]);
const options = () => [...parts.list.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
const isOpen = () => !parts.panel.hidden;

function emit(detail: SearchRenderedDetail): void {
  form.dispatchEvent(new CustomEvent<SearchRenderedDetail>('search:rendered', { detail }));
}

function open(): void {
  if (isOpen()) return;
  parts.panel.hidden = false;
  input.setAttribute('aria-expanded', 'true');
}

function close(): void {
  setActive(-1);
  parts.panel.hidden = true;
  input.setAttribute('aria-expanded', 'false');
}

function setActive(index: number): void {
  const all = options();
  active = all.length === 0 ? -1 : index;
  all.forEach((o, i) => o.setAttribute('aria-selected', String(i === active)));
  const current = all[active];
  if (current) {
    input.setAttribute('aria-activedescendant', current.id);
    current.scrollIntoView({ block: 'nearest' });
  } else {
    input.removeAttribute('aria-activedescendant');
  }
}

function updateStatus(text: string): void {
  const { status, empty, emptyText, elsewhere } = parts;
  const count = options().length;
  const showEmpty = count === 0 && fullTextDone;
  empty.hidden = !showEmpty;
  if (showEmpty) {
    emptyText.textContent = fill(strings.searchNone, { query: clipText(text.trim(), 80) });
    const q = encodeURIComponent(clipText(text.trim(), MAX_QUERY_CHARS));
    for (const link of elsewhere) link.href = `${localePath(base, link.dataset.searchElsewhere as Locale)}?q=${q}`;
  }
  if (!fullTextDone) status.textContent = strings.searchSearching;
  else if (fullTextFailed) status.textContent = strings.searchUnavailable;
  else status.textContent = count > 0 ? fill(strings.searchCount, { count }) : '';
}

function showInstant(text: string): void {
  const results = instant ? searchInstant(instant, text, locale, base, { limit: INSTANT_LIMIT }) : [];
  // The same results as before, as shown (a keystroke that changes nothing): leave them, and the reader's place,
  // alone. A term's typed words are part of what is shown: "hand siz → …" becomes "hand size → …".
  const shown = (list: InstantResult[]) => list.map((r) => `${r.href} ${r.term ?? ''}`).join('\n');
  if (shown(results) !== shown(instantShown)) {
    instantGroup.replaceChildren(...results.map((r) => instantOption(r, messages)));
    instantShown = results;
  }
  updateStatus(text);
  emit({ layer: 'instant', query: text, count: results.length });
}

function showFullText(text: string, hits: FullTextHit[] | null, answerFirst = false): void {
  fullTextDone = true;
  fullTextFailed = hits === null;
  fullTextGroup.replaceChildren(...fullTextItems(hits ?? [], instantShown.map((r) => r.href), locale, { answerFirst }).map((item) => fullTextOption(item, locale, messages, entryNumber)));
  updateStatus(text);
  emit({ layer: 'fulltext', query: text, count: options().length, failed: fullTextFailed });
}

async function runFullText(seq: number, text: string, parsed: ParsedQuery): Promise<void> {
  // The instant index carries the vocabulary and the question words the plan needs; full-text results never
  // land above the instant ones either way.
  const plan = fullTextPlan(parsed, await instantReady);
  let hits: FullTextHit[] | null;
  try {
    hits = await fullText.search(plan, languages(), () => seq === sequence);
    if (hits === null) return; // replaced by a newer query
  } catch {
    hits = null;
  }
  if (seq === sequence) showFullText(text, hits, plan.answerFirst);
}

/**
 * Whatever went wrong while searching (a bug, a browser quirk), the reader gets a message, never an
 * endless "Searching the text…"; the error still reaches the console.
 */
function fail(seq: number, text: string, error: unknown): void {
  console.error(error);
  if (seq !== sequence) return;
  clearTimeout(timer);
  fullTextDone = true;
  fullTextFailed = true;
  try {
    updateStatus(text);
  } catch {
    parts.status.textContent = strings.searchUnavailable;
  }
  emit({ layer: 'fulltext', query: text, count: options().length, failed: true });
}

/** Runs the search for the box's current text and shows the panel. */
function refresh(): void {
  const text = input.value;
  const seq = ++sequence;
  try {
    search(seq, text);
  } catch (error) {
    fail(seq, text, error);
  }
}

function search(seq: number, text: string): void {
  clearTimeout(timer);
  setActive(-1);
  fullTextGroup.replaceChildren();
  fullTextDone = false;
  fullTextFailed = false;
  if (text.trim() === '') {
    instantGroup.replaceChildren();
    instantShown = [];
    close();
    return;
  }
  open();
  const parsed = parseQuery(text);
  const failed = (error: unknown) => fail(seq, text, error);
  if (instant) showInstant(text);
  else instantReady.then(() => seq === sequence && showInstant(text)).catch(failed);
  const term = fullTextQuery(parsed);
  if (term === '') {
    // Nothing a full-text index could match (only emoji or punctuation).
    instantReady.then(() => seq === sequence && showFullText(text, [])).catch(failed);
    return;
  }
  updateStatus(text);
  const finished = /[\s\p{P}]$/u.test(text);
  // The words the search will look up (question words dropped, the vocabulary's expansion), once the index is in.
  const ahead = preloadTerm(instant ? fullTextPlan(parsed, instant).words.join(' ') : term, finished);
  if (ahead !== '') fullText.preload(ahead, languages());
  const gaps = keystrokes.slice(1).map((t, i) => t - keystrokes[i]);
  timer = setTimeout(() => runFullText(seq, text, parsed).catch(failed), fullTextPause(term, finished, gaps));
}

function go(link: HTMLAnchorElement): void {
  close();
  input.blur();
  location.assign(link.href);
}

/** "All languages": the reader's choice kept; ticked, every language's engine loads ahead of the query. */
function watchAllLanguages(): void {
  const toggle = parts.allToggle;
  const warm = () => {
    if (toggle.checked) for (const l of LOCALES) fullText.instance(l).catch(() => {});
  };
  toggle.checked = storedAllLanguages();
  toggle.addEventListener('change', () => {
    try {
      localStorage.setItem(ALL_LANGUAGES_KEY, toggle.checked ? '1' : '0');
    } catch {
      /* private mode: the choice lasts for this page */
    }
    warm();
    refresh();
  });
  warm();
}

/** The combobox's keys: arrows move through the options, Enter opens the active one or the first, Esc closes then clears. */
function answerKeys(event: KeyboardEvent): void {
  // Keys that finish a Korean (or any IME) syllable belong to the IME.
  if (event.isComposing || event.keyCode === 229) return;
  const all = options();
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (!isOpen()) {
        if (input.value.trim() === '') return;
        refresh();
      }
      event.preventDefault();
      if (all.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active === -1 ? (step === 1 ? 0 : all.length - 1) : (active + step + all.length) % all.length);
      break;
    }
    case 'Enter': {
      if (input.value.trim() === '') return;
      event.preventDefault();
      const chosen = all[active] ?? all[0];
      if (chosen) go(chosen);
      else if (!instant) {
        // Typed and pressed Enter before the index arrived: open the first result once it has.
        const text = input.value;
        void instantReady.then(() => {
          if (input.value !== text) return;
          const first = options()[0];
          if (first) go(first);
        });
      }
      break;
    }
    case 'Escape': {
      // The first Esc closes the results and keeps the query (typing or ↓ brings them back); the next one clears it.
      event.preventDefault();
      if (isOpen()) close();
      else if (input.value !== '') {
        input.value = '';
        refresh();
        close();
      }
      break;
    }
  }
}

/** The panel closes when the reader moves elsewhere, picks a result, or presses Esc in its own controls. */
function closeWhenLeft(): void {
  // Esc from the panel's own controls (the language toggle) closes it and returns to the box.
  parts.panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
    input.focus();
  });
  // A tap outside the form, or focus leaving it.
  document.addEventListener('pointerdown', (event) => {
    if (isOpen() && !form.contains(event.target as Node)) close();
  });
  form.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !form.contains(next)) close();
  });
  parts.list.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[role="option"]')) close();
  });
}

/** Builds the box's results panel, starts loading both layers, and answers the reader; once per page. */
export function attachSearch(searchForm: HTMLFormElement, searchInput: HTMLInputElement): { refresh(): void } {
  [form, input] = [searchForm, searchInput];
  locale = isLocale(form.dataset.locale ?? '') ? (form.dataset.locale as Locale) : 'en';
  base = homePath(form.dataset.base || '/');
  strings = searchStrings[locale];
  messages = { notTranslated: strings.searchNotTranslated, languageNames };
  parts = buildSearchPanel(input, locale, base, { ...strings, languageNames });
  instantGroup = resultGroup('instant');
  fullTextGroup = resultGroup('fulltext', strings.searchInText);
  parts.list.setAttribute('role', 'listbox');
  parts.list.setAttribute('aria-label', strings.searchResults);
  parts.list.replaceChildren(instantGroup, fullTextGroup);
  instantReady = fetchInstantIndex();
  fullText = new FullTextSearch(base, locale);
  // Load the engine now, on focus, so the first query only fetches its index chunks.
  fullText.instance(locale).catch(() => {});
  watchAllLanguages();
  input.addEventListener('input', (event) => {
    keystrokes.push(event.timeStamp);
    if (keystrokes.length > 8) keystrokes.shift();
    refresh();
  });
  input.addEventListener('focus', () => {
    if (input.value.trim() !== '' && !isOpen()) refresh();
  });
  input.addEventListener('keydown', answerKeys);
  closeWhenLeft();
  return { refresh };
}
