/**
 * The reader's choice of languages on the comparison pages (/compare/{id}/): their order and the
 * hidden ones, kept in localStorage as JSON, the same for every topic. Pure: the page script
 * (src/client/compare.ts) reads, changes and stores it through these functions.
 *
 * Wide screens show every shown language as a column. Phones (≤ 640 px) show two at most: the
 * first two shown languages that have the topic, so the order doubles as "which two".
 */
import { isLocale, LOCALES, type Locale } from '../locale/locale.ts';

export interface ComparePrefs {
  /** Every locale once, in column order. */
  order: Locale[];
  /** Locales the reader hid; never all of them. */
  hidden: Locale[];
}

export const COMPARE_PREFS_KEY = 'compare-languages';

/** How many languages a phone shows side by side (stacked within each row). */
export const NARROW_MAX = 2;

export function defaultPrefs(): ComparePrefs {
  return { order: [...LOCALES], hidden: [] };
}

/**
 * Reads stored prefs. Anything unreadable gives the defaults; unknown or repeated locales are
 * dropped, locales the stored order lacks are appended, and a list that would hide every locale
 * hides none.
 */
export function parsePrefs(raw: string | null | undefined): ComparePrefs {
  if (!raw) return defaultPrefs();
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return defaultPrefs();
  }
  if (typeof data !== 'object' || data === null) return defaultPrefs();
  const record = data as Record<string, unknown>;
  const locales = (value: unknown): Locale[] =>
    Array.isArray(value) ? [...new Set(value.filter((v): v is Locale => typeof v === 'string' && isLocale(v)))] : [];
  const stored = locales(record.order);
  const order = [...stored, ...LOCALES.filter((l) => !stored.includes(l))];
  let hidden = locales(record.hidden);
  if (hidden.length >= LOCALES.length) hidden = [];
  return { order, hidden: order.filter((l) => hidden.includes(l)) };
}

export function serializePrefs(prefs: ComparePrefs): string {
  return JSON.stringify({ order: prefs.order, hidden: prefs.hidden });
}

/** Moves a locale one place earlier (-1) or later (+1); at either end the prefs stay as they are. */
export function moveLocale(prefs: ComparePrefs, locale: Locale, delta: -1 | 1): ComparePrefs {
  const from = prefs.order.indexOf(locale);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= prefs.order.length) return prefs;
  const order = [...prefs.order];
  [order[from], order[to]] = [order[to], order[from]];
  return { order, hidden: order.filter((l) => prefs.hidden.includes(l)) };
}

/** Shows or hides a locale. Hiding the last shown one is refused: the prefs stay as they are. */
export function setHidden(prefs: ComparePrefs, locale: Locale, hidden: boolean): ComparePrefs {
  const set = new Set(prefs.hidden);
  if (hidden) set.add(locale);
  else set.delete(locale);
  if (set.size >= prefs.order.length) return prefs;
  return { order: prefs.order, hidden: prefs.order.filter((l) => set.has(l)) };
}

/** The locales not hidden, in order. */
export function visibleLocales(prefs: ComparePrefs): Locale[] {
  return prefs.order.filter((l) => !prefs.hidden.includes(l));
}

/** Whether a locale can be hidden now (it is shown, and not the only one). */
export function canHide(prefs: ComparePrefs, locale: Locale): boolean {
  return !prefs.hidden.includes(locale) && visibleLocales(prefs).length > 1;
}

/**
 * The columns a comparison of a topic shows, in order: the shown locales that have the topic (a column
 * of empty cells says nothing; the page says once which languages lack the topic). When none of the shown
 * locales has it, the ones that do are shown instead. With `max` (phones): the first `max` of them.
 */
export function displayedLocales(prefs: ComparePrefs, present: readonly Locale[], max?: number): Locale[] {
  let shown = visibleLocales(prefs).filter((l) => present.includes(l));
  if (shown.length === 0) shown = prefs.order.filter((l) => present.includes(l));
  return max === undefined ? shown : shown.slice(0, max);
}
