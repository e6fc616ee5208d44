/**
 * What the service worker does with a navigation, decided the way the static server decides it, so that a
 * pasted link opens the same page with the worker as without it, online and offline: a folder path without
 * its slash goes to the folder, a rule-number URL (/ru/49.4, /ru/49.4/) goes to its entry and anchor (answered by the
 * worker itself, then the entry from the network or its saved copy: no copy per number is saved), an
 * unknown rule number (/en/999.9/, or a known topic's unknown sub-rule /en/23.99/) is the 404 page, the old
 * address of a moved page (/compare/{id}/, moved-pages.ts) goes to its new one, as its redirect page does, and
 * every other path is a page (fetched, or read from the offline cache). The query string never matters.
 */
import type { Glossary } from '../content/glossary.ts';
import { LOCALES } from '../locale/locale.ts';
import type { MovedPages } from './moved-pages.ts';

/** Locale (or "en/lrr-1.3" for an old edition) → entry number → [topic id, ...its sub-rule numbers]: every rule-number URL the site has a page for. */
export type RuleNumbers = Record<string, Record<string, string[]>>;

export function ruleNumbers(glossary: Glossary): RuleNumbers {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, Object.fromEntries(glossary.entries(locale).flatMap((e) => (e.number === null ? [] : [[String(e.number), [e.id, ...e.subRules.map((s) => s.number)]]])))]),
  );
}

/**
 * A rule-number path (without base), with or without its slash: "ru/49/", "ru/49.4"; or an old edition's,
 * "en/lrr-1.3/49.4/", whose numbers are keyed "en/lrr-1.3" and lead to the edition's topic page.
 */
const RULE_NUMBER = /^([a-z]{2}(?:\/[a-z][a-z0-9.-]*)?)\/(\d+)(?:\.(\d+))?\/?$/;

export type Navigation =
  /** Go there (a path without base, with the anchor if any); the query string is kept unless `dropQuery`. */
  | { kind: 'redirect'; to: string; dropQuery: boolean }
  /** The page at this folder path (without base): "ru/component-limitations/", "" for the root. */
  | { kind: 'page'; path: string }
  /** What the server answers with its 404 page: the language's own (`page`, "ru/404.html"), as the server picks it. */
  | { kind: 'not-found'; page: string };

/**
 * The navigation to `path` (the URL's path without base, still percent-encoded), or null when the worker
 * should leave it to the network: files (a last segment with an extension) and Pagefind's folder.
 */
export function resolveNavigation(path: string, numbers: RuleNumbers, moved: MovedPages): Navigation | null {
  if (path.startsWith('pagefind/')) return null;
  const rule = RULE_NUMBER.exec(path);
  if (rule && Object.hasOwn(numbers, rule[1])) {
    const [, key, entryNumber, sub] = rule;
    const entry = Object.hasOwn(numbers[key], entryNumber) ? numbers[key][entryNumber] : undefined;
    const number = sub === undefined ? entryNumber : `${entryNumber}.${sub}`;
    if (!entry || (sub !== undefined && !entry.includes(number, 1))) return { kind: 'not-found', page: `${key.split('/')[0]}/404.html` };
    return { kind: 'redirect', to: `${key}/${entry[0]}/${sub === undefined ? '' : `#${number}`}`, dropQuery: true };
  }
  // Own property only: a path such as "constructor/" is no moved page.
  const folder = path.endsWith('/') ? path : `${path}/`;
  if (Object.hasOwn(moved, folder)) return { kind: 'redirect', to: moved[folder], dropQuery: true };
  if (path === '' || path.endsWith('/')) return { kind: 'page', path };
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.')) return null;
  return { kind: 'redirect', to: `${path}/`, dropQuery: false };
}
