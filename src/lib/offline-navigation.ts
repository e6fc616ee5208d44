/**
 * What the service worker does with a navigation, decided the way the static server decides it, so that a
 * pasted link opens the same page with the worker as without it, online and offline: a folder path without
 * its slash goes to the folder, a rule-number URL (/ru/49.4, /ru/49.4/) goes to its entry and anchor, an
 * unknown rule number (/en/999.9/, or a known topic's unknown sub-rule /en/23.99/) is the 404 page, and
 * every other path is a page (fetched, or read from the offline cache). The query string never matters.
 */
import type { Glossary } from './glossary.ts';
import { LOCALES } from './locale.ts';

/** Locale → entry number → [topic id, ...its sub-rule numbers]: every rule-number URL the site has a page for. */
export type RuleNumbers = Record<string, Record<string, string[]>>;

export function ruleNumbers(glossary: Glossary): RuleNumbers {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, Object.fromEntries(glossary.entries(locale).flatMap((e) => (e.number === null ? [] : [[String(e.number), [e.id, ...e.subRules.map((s) => s.number)]]])))]),
  );
}

/** An old edition's rule-number path (issue 21): "en/lrr-1.3/49.4/", its numbers keyed "en/lrr-1.3"; to the edition's topic page. */
const EDITION_NUMBER = /^([a-z]{2}\/[a-z][a-z0-9.-]*)\/(\d+)(?:\.(\d+))?\/?$/;

/** A rule-number path (without base), with or without its slash: "ru/49/", "ru/49.4". */
const RULE_NUMBER = /^([a-z]{2})\/(\d+)(?:\.(\d+))?\/?$/;

export type Navigation =
  /** Go there (a path without base, with the anchor if any); the query string is kept unless `dropQuery`. */
  | { kind: 'redirect'; to: string; dropQuery: boolean }
  /** The page at this folder path (without base): "ru/component-limitations/", "" for the root. */
  | { kind: 'page'; path: string }
  /** What the server answers with its 404 page. */
  | { kind: 'not-found' };

/**
 * The navigation to `path` (the URL's path without base, still percent-encoded), or null when the worker
 * should leave it to the network: files (a last segment with an extension) and Pagefind's folder.
 */
export function resolveNavigation(path: string, numbers: RuleNumbers): Navigation | null {
  if (path.startsWith('pagefind/')) return null;
  const rule = RULE_NUMBER.exec(path);
  if (rule && numbers[rule[1]]) {
    const [, locale, entryNumber, sub] = rule;
    const entry = numbers[locale][entryNumber];
    const number = sub === undefined ? entryNumber : `${entryNumber}.${sub}`;
    if (!entry || (sub !== undefined && !entry.includes(number, 1))) return { kind: 'not-found' };
    return { kind: 'redirect', to: `${locale}/${entry[0]}/${sub === undefined ? '' : `#${number}`}`, dropQuery: true };
  }
  const old = EDITION_NUMBER.exec(path);
  if (old && numbers[old[1]]) {
    const [, edition, entryNumber, sub] = old;
    const entry = numbers[edition][entryNumber];
    const number = sub === undefined ? entryNumber : `${entryNumber}.${sub}`;
    if (!entry || (sub !== undefined && !entry.includes(number, 1))) return { kind: 'not-found' };
    return { kind: 'redirect', to: `${edition}/${entry[0]}/${sub === undefined ? '' : `#${number}`}`, dropQuery: true };
  }
  if (path === '' || path.endsWith('/')) return { kind: 'page', path };
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.')) return null;
  return { kind: 'redirect', to: `${path}/`, dropQuery: false };
}
