/**
 * What a reader sees of other languages on a page: visible text, labels (aria-label, title, placeholder, alt)
 * and the document title, each judged by the language of its nearest `lang` attribute. Text in another
 * language's script, or another language's interface strings (src/i18n/, tests/e2e/ui-strings.ts), count only
 * outside elements marked with that language.
 */
import type { Page } from 'playwright-core';
import { LOCALES, type Locale } from '../../src/lib/locale/locale.ts';
import { uiPhrases } from './ui-strings.ts';

/** Letters that only a language's script has (English: none, its Latin letters are in every page's numbers and names). */
const SCRIPTS: Partial<Record<Locale, string>> = { ru: '\\p{Script=Cyrillic}', ko: '\\p{Script=Hangul}' };

export interface ForeignText {
  /** Text in another language's script outside an element marked with that language: "<p>: 유닛". */
  scripts: string[];
  /** Another language's interface strings outside elements marked with that language. */
  strings: string[];
  links: { path: string; hash: string; outside: boolean; hreflang: string | null }[];
  lang: string | null;
}

/** For a page of `locale`: the other languages' scripts, and the English interface strings (the others' show in their script). */
export function foreignOf(locale: Locale): { scripts: [string, string][]; phrases: [string, string[]][] } {
  return {
    scripts: LOCALES.filter((l) => l !== locale && SCRIPTS[l]).map((l) => [l, SCRIPTS[l]!]),
    phrases: locale === 'en' ? [] : [['en', uiPhrases('en', /[A-Za-z]{3,}/)]],
  };
}

/** Runs in the page. */
function inspect(foreign: { scripts: [string, string][]; phrases: [string, string[]][] }): ForeignText {
  const escape = (p: string) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const phrases = foreign.phrases.flatMap(([lang, ps]) => ps.map((p) => [lang, p, new RegExp(`(?<!\\p{L})${escape(p)}(?!\\p{L})`, 'u')] as const));
  const scripts = foreign.scripts.map(([lang, re]) => [lang, new RegExp(re, 'u')] as const);
  const langOf = (el: Element | null) => el?.closest('[lang]')?.getAttribute('lang') ?? '';
  const out: ForeignText = { scripts: [], strings: [], links: [], lang: document.documentElement.getAttribute('lang') };
  const check = (text: string, el: Element | null, where: string) => {
    const lang = langOf(el);
    for (const [l, re] of scripts) if (lang !== l && re.test(text)) out.scripts.push(`${where}: ${text.trim().slice(0, 80)}`);
    for (const [l, p, re] of phrases) if (lang !== l && re.test(text)) out.strings.push(`${where}: "${p}" in "${text.trim().slice(0, 80)}"`);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, template, noscript') || !(node.textContent ?? '').trim()) continue;
    if (!parent.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
    check(node.textContent!, parent, `<${parent.localName}>`);
  }
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    if (!el.checkVisibility()) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = el.getAttribute(name);
      if (value) check(value, el, `<${el.localName} ${name}>`);
    }
  }
  // The title holds the topic's title, in the language of the text shown (a fallback page's English title).
  let title = document.title;
  for (const h of document.querySelectorAll('h1[lang]')) if (langOf(h) !== langOf(document.documentElement)) title = title.replace(h.textContent!.trim(), '');
  check(title, document.documentElement, '<title>');
  // Not the language switches (a link to another language, labelled in it: hreflang and lang).
  out.links = [...document.querySelectorAll('a[href]:not([hreflang][lang])')].map((a) => {
    const u = new URL(a.getAttribute('href')!, location.href);
    return { path: u.pathname, hash: u.hash, outside: u.origin !== location.origin, hreflang: a.getAttribute('hreflang') };
  });
  return out;
}

/** The open page's text in other languages than `locale`'s, and its links (the language switch left out). */
export function foreignText(page: Page, locale: Locale): Promise<ForeignText> {
  return page.evaluate(inspect, foreignOf(locale));
}
