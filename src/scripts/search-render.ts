/**
 * The search results as DOM: one <a role="option"> per result (the listbox of the combobox pattern),
 * built with text nodes only; excerpt hits become <mark> elements (see search-excerpt.ts).
 * Class names are literal so that Tailwind finds them.
 */
import type { InstantResult } from '../lib/search/instant-index.ts';
import type { Locale } from '../lib/locale.ts';
import { excerptParts } from './search-excerpt.ts';
import type { FullTextItem } from './search-merge.ts';

const OPTION =
  'flex min-h-11 w-full min-w-0 items-center gap-3 px-3 py-2 text-stone-900 no-underline hover:bg-stone-100 aria-selected:bg-amber-100 aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-amber-600 dark:text-stone-100 dark:hover:bg-stone-800 dark:aria-selected:bg-amber-900/50 dark:aria-selected:outline-amber-400';
const NUMBER = 'w-12 shrink-0 text-end tabular-nums text-stone-600 dark:text-stone-400';
const EXCERPT = 'line-clamp-2 min-w-0 break-words text-sm text-stone-700 dark:text-stone-300';
const MARK = 'rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-700/70';

let nextId = 0;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function option(href: string): HTMLAnchorElement {
  const a = el('a', OPTION);
  a.href = href;
  a.id = `site-search-option-${nextId++}`;
  a.setAttribute('role', 'option');
  a.setAttribute('aria-selected', 'false');
  a.tabIndex = -1;
  return a;
}

/** The excerpt as text and <mark>s; a leading copy of the sub-rule's number (shown beside it) is dropped. */
function excerpt(html: string, className: string, number?: string): HTMLElement {
  const span = el('span', className);
  const parts = excerptParts(html);
  if (number && parts[0] && !parts[0].mark) {
    const text = parts[0].text.trimStart();
    if (text.startsWith(`${number}.`)) parts[0] = { text: text.slice(number.length + 1).trimStart(), mark: false };
  }
  for (const part of parts) {
    span.append(part.mark ? el('mark', MARK, part.text) : document.createTextNode(part.text));
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
  a.append(el('span', NUMBER, result.number ?? '–'), el('span', 'min-w-0 flex-1 break-words', result.label));
  if (!result.translated) a.append(el('small', 'shrink-0 text-stone-600 dark:text-stone-400', messages.notTranslated));
  return a;
}

function languageBadge(a: HTMLAnchorElement, locale: Locale, messages: RenderMessages): void {
  const badge = el('span', 'shrink-0 rounded border border-stone-300 px-1 text-xs font-semibold uppercase text-stone-600 dark:border-stone-600 dark:text-stone-300', locale);
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
  if (item.locale !== uiLocale) a.lang = item.locale;
  if (item.kind === 'page') {
    a.classList.add('flex-wrap');
    const number = item.locale === uiLocale ? entryNumber(item.href) : null;
    a.append(el('span', NUMBER, number ?? ''), el('span', 'min-w-0 flex-1 break-words font-medium', item.title));
    if (item.locale !== uiLocale) languageBadge(a, item.locale, messages);
    if (item.excerpt) a.append(excerpt(item.excerpt, `${EXCERPT} basis-full ps-15`));
  } else {
    a.append(el('span', NUMBER, item.number), excerpt(item.excerpt, `${EXCERPT} flex-1`, item.number));
    if (item.locale !== uiLocale) languageBadge(a, item.locale, messages);
  }
  return a;
}
