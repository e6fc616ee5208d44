/**
 * Every interface string of the site, by group (the pages', the graphs' and each client script's), in one file per
 * language: en.ts, ru.ts, ko.ts beside this one. `t` serves the templates; a client script takes its group for
 * every shipped language from `virtual:strings/<group>` (src/pipeline/vite/client-strings.ts). A language a content
 * folder adds brings all its groups as strings/<code>.json there (src/pipeline/content-loader.ts registers them after
 * `missingStrings` finds none missing).
 */
import { ADDED_LOCALES, localeRecord, type Locale } from '../lib/locale/locale.ts';
import * as en from './en.ts';
import * as ko from './ko.ts';
import * as ru from './ru.ts';

const ENGLISH = en;

/** One language's strings: every group (pages, graphs, each client script's), every key of English's. */
export type UiStrings = { [G in keyof typeof ENGLISH]: Record<keyof (typeof ENGLISH)[G], string> };
export type UiGroup = keyof UiStrings;

/** The groups `t` serves to the templates (the offline and graph groups have their own readers). */
const TEMPLATE_GROUPS = ['page', 'copy', 'search', 'preview', 'update', 'compare'] as const;
export type UiKey = { [G in (typeof TEMPLATE_GROUPS)[number]]: keyof UiStrings[G] }[(typeof TEMPLATE_GROUPS)[number]] | 'languageName';

/** The languages' strings: the shipped ones, and those of the languages a content folder adds (locale.ts). */
const BUNDLED: Record<Locale, UiStrings> = { ru, en, ko };
const bundled: Record<Locale, UiStrings> = { ...BUNDLED, ...Object.fromEntries(ADDED_LOCALES.map((a) => [a.record.code, a.strings as UiStrings])) };

/** The groups client scripts need (virtual:strings/<group>): bundled for the languages above, carried by the page for an added one. */
export const CLIENT_GROUPS = ['copy', 'search', 'preview', 'update', 'offline', 'compare'] as const satisfies readonly UiGroup[];
export type ClientGroup = (typeof CLIENT_GROUPS)[number];

/** One client group in every shipped language: what `virtual:strings/<group>` bundles. */
export function shippedGroup<G extends ClientGroup>(group: G): Record<Locale, UiStrings[G]> {
  return Object.fromEntries(Object.entries(BUNDLED).map(([locale, strings]) => [locale, strings[group]]));
}

/** True for a language whose strings the client scripts bundle; an added one's come with the page (pageStrings). */
export function isBundled(locale: Locale): boolean {
  return locale in BUNDLED;
}

/** Every key `strings` lacks against English, as "group.key"; empty when it has them all. */
export function missingStrings(strings: unknown): string[] {
  const given = (typeof strings === 'object' && strings !== null ? strings : {}) as Record<string, Record<string, unknown> | undefined>;
  return Object.entries(ENGLISH).flatMap(([group, keys]) =>
    Object.keys(keys)
      .filter((key) => typeof given[group]?.[key] !== 'string' || (given[group]![key] as string).trim() === '')
      .map((key) => `${group}.${key}`),
  );
}

/** Adds a language's strings to this process; throws naming every missing key. */
export function registerStrings(locale: Locale, strings: unknown, where: string): void {
  const missing = missingStrings(strings);
  if (missing.length > 0) throw new Error(`${where}: missing interface strings for ${locale}: ${missing.join(', ')}`);
  bundled[locale] = strings as UiStrings;
}

/** A language's strings; throws for a language that has none, naming it. */
export function uiStrings(locale: Locale): UiStrings {
  const strings = bundled[locale];
  if (!strings) throw new Error(`no interface strings for locale "${locale}" (src/i18n/${locale}.ts, or the content folder's strings/${locale}.json)`);
  return strings;
}

export function t(locale: Locale, key: UiKey): string {
  if (key === 'languageName') return localeRecord(locale).name;
  const strings = uiStrings(locale);
  for (const group of TEMPLATE_GROUPS) {
    const text = (strings[group] as Record<string, string>)[key];
    if (text !== undefined) return text;
  }
  throw new Error(`no interface string "${key}" for locale "${locale}"`);
}
