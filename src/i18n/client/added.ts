/**
 * The languages a content folder added: the client scripts bundle only the shipped languages' strings, so a page
 * in an added language carries its records and its client string groups as JSON (Base.astro, #site-locales),
 * and this module registers them on the page.
 */
import { LOCALES, registerLocales, type LocaleRecord } from '../../lib/locale.ts';

export interface PageLocales {
  /** The records of every added language. */
  records: LocaleRecord[];
  /** The page language's client groups, when it is an added one. */
  locale?: string;
  strings?: Record<string, Record<string, string>>;
}

function fromPage(): PageLocales | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById('site-locales')?.textContent;
  return text ? (JSON.parse(text) as PageLocales) : null;
}

const page = fromPage();
if (page) registerLocales(page.records.filter((r) => !LOCALES.includes(r.code)));

/** An added language's group from the page, as `{ [locale]: strings }`, or nothing. */
export function addedGroup<T>(group: string): Record<string, T> {
  return page?.locale && page.strings?.[group] ? { [page.locale]: page.strings[group] as T } : {};
}
