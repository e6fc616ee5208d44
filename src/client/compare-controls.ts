// The language controls of a comparison page, inserted by compare.ts when the reader opens them or a choice is
// stored: links compare-controls.css, then builds the controls (help, one item per language, status) and applies
// the reader's order and hidden languages (kept in localStorage) to every row; phones show the first two shown
// languages that have the topic.
import {
  COMPARE_PREFS_KEY,
  NARROW_MAX,
  canHide,
  displayedLocales,
  moveLocale,
  parsePrefs,
  serializePrefs,
  setHidden,
  type ComparePrefs,
} from '../lib/compare/compare-prefs.ts';
import { LOCALES, isLocale, localeRecord, type Locale } from '../lib/locale/locale.ts';
import { fill } from '../i18n/fill.ts';
import { strings as compareStrings } from 'virtual:strings/compare';
import controlsStyles from '../styles/compare-controls.css?url';

const strings = compareStrings[document.documentElement.lang] ?? compareStrings.en;

function load(): ComparePrefs {
  try {
    return parsePrefs(localStorage.getItem(COMPARE_PREFS_KEY));
  } catch {
    return parsePrefs(null);
  }
}

function store(prefs: ComparePrefs): void {
  try {
    localStorage.setItem(COMPARE_PREFS_KEY, serializePrefs(prefs));
  } catch {
    /* private mode: the choice lasts for this page */
  }
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/** An arrow button: ↑/↓ on a phone (the list is a column), ←/→ wider. */
function arrow(delta: -1 | 1, label: string, name: string): HTMLButtonElement {
  const button = el('button', 'tap cmp-btn', el('span', 'cmp-narrow', delta < 0 ? '↑' : '↓'), el('span', 'cmp-wide', delta < 0 ? '←' : '→'));
  button.type = 'button';
  button.dataset.move = String(delta);
  button.setAttribute('aria-label', `${label}: ${name}`);
  for (const glyph of button.children) glyph.setAttribute('aria-hidden', 'true');
  return button;
}

/** One item of the list: the toggle (name, code, the narrow-screen hint or "no entry yet") and the two arrows. */
function item(locale: Locale, present: boolean): HTMLElement {
  const name = localeRecord(locale).name;
  const label = el('span', '', name);
  label.lang = locale;
  const box = el('span', 'cmp-box');
  box.setAttribute('aria-hidden', 'true');
  const note = present ? el('span', 'cmp-hint', strings.compareNarrowHint) : el('span', 'cmp-absent', strings.compareNoEntry);
  if (!present) note.dataset.absent = '';
  const toggle = el('button', 'tap cmp-btn cmp-toggle', box, el('span', 'cmp-name', el('span', '', label, ' ', el('b', '', locale)), note));
  toggle.type = 'button';
  toggle.dataset.toggle = '';
  const li = el('li', 'cmp-lang', toggle, arrow(-1, strings.compareMoveEarlier, name), arrow(1, strings.compareMoveLater, name));
  li.dataset.langItem = locale;
  li.dataset.name = name;
  return li;
}

/** The controls and the rows they act on: the page's languages that have the topic, each language's item, each row's cells. */
interface Controls {
  root: HTMLElement;
  present: Locale[];
  items: Map<Locale, HTMLElement>;
  list: HTMLElement;
  status: HTMLElement;
  groups: { group: HTMLElement; cells: Map<Locale, HTMLElement> }[];
}

function buildControls(root: HTMLElement): Controls {
  const present = (root.dataset.present ?? '').split(' ').filter(isLocale);
  const items = new Map<Locale, HTMLElement>(LOCALES.map((locale) => [locale, item(locale, present.includes(locale))]));
  const list = el('ul', 'cmp-langs', ...items.values());
  const status = el('p', 'sr-only');
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  root.querySelector('[data-lang-panel]')?.append(el('p', 'cmp-help', strings.compareLanguagesHelp), list, status);
  const groups = [...root.querySelectorAll<HTMLElement>('.cmp-cells')].map((group) => {
    const cells = new Map<Locale, HTMLElement>();
    for (const cell of group.children) {
      const locale = (cell as HTMLElement).lang;
      if (isLocale(locale)) cells.set(locale, cell as HTMLElement);
    }
    return { group, cells };
  });
  return { root, present, items, list, status, groups };
}

/** Shows the reader's choice: the rows' cells in its order, the hidden ones hidden, and the list's state. */
function apply({ root, present, items, list, groups }: Controls, prefs: ComparePrefs): void {
  const wide = displayedLocales(prefs, present);
  const narrow = displayedLocales(prefs, present, NARROW_MAX);
  root.style.setProperty('--cols', String(wide.length));
  for (const { group, cells } of groups) {
    for (const locale of prefs.order) {
      const cell = cells.get(locale);
      if (!cell) continue;
      if (group.lastElementChild !== cell) group.append(cell);
      // A phone shows the first two cells not hidden (compare.css), which are the narrow ones.
      cell.hidden = !wide.includes(locale);
    }
  }
  const focused = document.activeElement;
  prefs.order.forEach((locale, index) => {
    const li = items.get(locale);
    if (!li) return;
    if (list.lastElementChild !== li) list.append(li);
    const shown = !prefs.hidden.includes(locale);
    const toggle = li.querySelector<HTMLButtonElement>('[data-toggle]')!;
    toggle.setAttribute('aria-pressed', String(shown));
    toggle.disabled = shown && !canHide(prefs, locale);
    li.querySelector<HTMLButtonElement>('[data-move="-1"]')!.disabled = index === 0;
    li.querySelector<HTMLButtonElement>('[data-move="1"]')!.disabled = index === prefs.order.length - 1;
    li.dataset.narrow = shown && present.includes(locale) && !narrow.includes(locale) ? 'off' : 'on';
  });
  // Moving an element drops its focus: give it back, or to the other arrow when this one is now disabled.
  if (focused instanceof HTMLButtonElement && focused !== document.activeElement && root.contains(focused)) {
    const target = focused.disabled ? focused.closest('li')?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)') : focused;
    target?.focus();
  }
  const codes = (locales: Locale[]) => locales.join(' · ');
  for (const el of root.querySelectorAll<HTMLElement>('[data-summary]'))
    el.textContent = codes(el.dataset.summary === 'narrow' ? narrow : wide);
}

function attachControls(root: HTMLElement): void {
  const controls = buildControls(root);
  let prefs = load();
  controls.list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button');
    const locale = button?.closest<HTMLElement>('[data-lang-item]')?.dataset.langItem ?? '';
    if (!button || !isLocale(locale)) return;
    if (button.hasAttribute('data-toggle')) {
      prefs = setHidden(prefs, locale, !prefs.hidden.includes(locale));
    } else {
      prefs = moveLocale(prefs, locale, Number(button.dataset.move) < 0 ? -1 : 1);
      controls.status.textContent = fill(strings.compareMoved, {
        language: controls.items.get(locale)?.dataset.name ?? locale,
        position: prefs.order.indexOf(locale) + 1,
        total: prefs.order.length,
      });
    }
    store(prefs);
    apply(controls, prefs);
  });

  // Another tab changed the choice.
  addEventListener('storage', (event) => {
    if (event.key !== COMPARE_PREFS_KEY) return;
    prefs = parsePrefs(event.newValue);
    apply(controls, prefs);
  });

  apply(controls, prefs);
}

// Once the list's stylesheet has loaded (or failed: the controls then work unstyled).
const root = document.querySelector<HTMLElement>('[data-compare]');
if (root) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = controlsStyles;
  link.onload = link.onerror = () => attachControls(root);
  document.head.append(link);
}
