/**
 * The search results as DOM: one <a role="option"> per result (the listbox of the combobox pattern),
 * built with text nodes only; excerpt hits become <mark> elements (see search-excerpt.ts).
 * Styled by the component classes of src/styles/search.css.
 */
import type { InstantResult } from '../lib/search/instant-index.ts';
import type { Locale } from '../lib/locale/locale.ts';
import { el } from './dom.ts';
import { excerptParts, fromWordBoundary } from './search-excerpt.ts';
import type { FullTextItem } from './search-merge.ts';

let nextId = 0;

function option(href: string): HTMLAnchorElement {
  const a = el('a', 'search-option');
  a.href = href;
  a.id = `site-search-option-${nextId++}`;
  a.setAttribute('role', 'option');
  a.setAttribute('aria-selected', 'false');
  a.tabIndex = -1;
  return a;
}

/** The excerpt as text and <mark>s; a leading copy of the sub-rule's number (shown beside it) is dropped. */
function excerpt(html: string, number?: string): HTMLElement {
  const span = el('span', 'search-excerpt');
  const parts = excerptParts(html);
  if (number && parts[0] && !parts[0].mark) {
    const text = parts[0].text.trimStart();
    if (text.startsWith(`${number}.`)) parts[0] = { text: text.slice(number.length + 1).trimStart(), mark: false };
  }
  for (const part of fromWordBoundary(parts)) {
    span.append(part.mark ? el('mark', '', part.text) : document.createTextNode(part.text));
  }
  return span;
}

export interface RenderMessages {
  notTranslated: string;
  languageNames: Record<string, string>;
}

/** The entry number of a page of the site's own locale, from the instant index (Pagefind does not know it). */
export type EntryNumber = (href: string) => string | null;

/** An instant result: number, then title; a topic without an entry here says so. */
export function instantOption(result: InstantResult, messages: RenderMessages): HTMLAnchorElement {
  const a = option(result.href);
  a.dataset.layer = 'instant';
  const title = el('span', 'search-title', result.label);
  if (result.term !== undefined) {
    // A word of the table's vocabulary: "AFB → Anti-Fighter Barrage".
    a.classList.add('search-term');
    title.prepend(el('span', 'search-typed', result.term), ' → ');
  }
  a.append(el('span', 'search-number', result.number ?? (result.kind === 'term' ? '' : '–')), title);
  if (!result.translated) a.append(el('small', 'search-missing', messages.notTranslated));
  // A fallback page: its title and badge marked with the language of the text it shows.
  if (result.textLocale) {
    title.lang = result.textLocale;
    languageBadge(a, result.textLocale, messages);
  }
  return a;
}

function languageBadge(a: HTMLAnchorElement, locale: Locale, messages: RenderMessages): void {
  const badge = el('span', 'search-badge', locale);
  // The language's name in itself ("English"), as the language switch and the coverage page show it: marked so.
  badge.lang = locale;
  badge.title = messages.languageNames[locale] ?? locale;
  a.append(badge);
}

/**
 * A full-text item: a page (title, with its excerpt when none of its sub-rules is shown) or a sub-rule
 * deep-linked to #number with its excerpt. Results in another language than the page's carry their
 * language as `lang` and a badge.
 */
export function fullTextOption(item: FullTextItem, uiLocale: Locale, messages: RenderMessages, entryNumber: EntryNumber): HTMLAnchorElement {
  const a = option(item.href);
  a.dataset.layer = 'fulltext';
  // A fallback page of the site's locale carries another language's text: marked with that language.
  const textLocale = item.textLocale;
  if (textLocale !== uiLocale) a.lang = textLocale;
  if (item.kind === 'page') {
    a.classList.add('search-page');
    const number = item.locale === uiLocale && textLocale === uiLocale ? entryNumber(item.href) : null;
    a.append(el('span', 'search-number', number ?? ''), el('span', 'search-title', item.title));
    if (textLocale !== uiLocale) languageBadge(a, textLocale, messages);
    if (item.excerpt) a.append(excerpt(item.excerpt));
  } else {
    a.classList.add('search-sub');
    a.append(el('span', 'search-number', item.number), el('span', 'search-title', item.title), excerpt(item.excerpt, item.number));
    if (textLocale !== uiLocale) languageBadge(a, textLocale, messages);
  }
  return a;
}
