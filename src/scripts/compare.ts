// Comparison pages: the reader's order and hidden languages (kept in localStorage), applied to every
// row; phones show the first two shown languages that have the topic. Without this script the page
// shows every language.
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
} from '../lib/compare-prefs.ts';
import { isLocale, type Locale } from '../lib/locale.ts';
import { fill } from '../i18n/fill.ts';

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

function init(root: HTMLElement): void {
  const present = (root.dataset.present ?? '').split(' ').filter(isLocale);
  const controls = root.querySelector<HTMLDetailsElement>('[data-compare-controls]');
  const list = root.querySelector<HTMLElement>('[data-lang-list]');
  const status = root.querySelector<HTMLElement>('[data-compare-status]');
  const items = new Map<Locale, HTMLElement>();
  for (const li of root.querySelectorAll<HTMLElement>('[data-lang-item]')) {
    const locale = li.dataset.langItem ?? '';
    if (isLocale(locale)) items.set(locale, li);
  }
  const groups = [...root.querySelectorAll<HTMLElement>('[data-cells]')].map((group) => {
    const cells = new Map<Locale, HTMLElement>();
    for (const cell of group.children) {
      const locale = (cell as HTMLElement).dataset.locale ?? '';
      if (isLocale(locale)) cells.set(locale, cell as HTMLElement);
    }
    return { group, cells };
  });
  let prefs = load();

  function apply(): void {
    const wide = displayedLocales(prefs, present);
    const narrow = displayedLocales(prefs, present, NARROW_MAX);
    root.style.setProperty('--cols', String(wide.length));
    for (const { group, cells } of groups) {
      for (const locale of prefs.order) {
        const cell = cells.get(locale);
        if (!cell) continue;
        if (group.lastElementChild !== cell) group.append(cell);
        cell.hidden = !wide.includes(locale);
        cell.dataset.narrow = narrow.includes(locale) ? 'on' : 'off';
      }
    }
    const focused = document.activeElement;
    prefs.order.forEach((locale, index) => {
      const li = items.get(locale);
      if (!li || !list) return;
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

  list?.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button');
    const locale = button?.closest<HTMLElement>('[data-lang-item]')?.dataset.langItem ?? '';
    if (!button || !isLocale(locale)) return;
    if (button.hasAttribute('data-toggle')) {
      prefs = setHidden(prefs, locale, !prefs.hidden.includes(locale));
    } else {
      prefs = moveLocale(prefs, locale, Number(button.dataset.move) < 0 ? -1 : 1);
      if (status) {
        const name = items.get(locale)?.dataset.name ?? locale;
        status.textContent = fill(status.dataset.template ?? '{language}: {position}/{total}', {
          language: name,
          position: prefs.order.indexOf(locale) + 1,
          total: prefs.order.length,
        });
      }
    }
    store(prefs);
    apply();
  });

  // Another tab changed the choice.
  addEventListener('storage', (event) => {
    if (event.key !== COMPARE_PREFS_KEY) return;
    prefs = parsePrefs(event.newValue);
    apply();
  });

  apply();
  if (controls) controls.hidden = false;
}

const root = document.querySelector<HTMLElement>('[data-compare]');
if (root) init(root);
