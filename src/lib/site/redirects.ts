/**
 * The rule-number URLs people paste in forums (/ru/49/, /ru/49.4/): each is its entry's page itself with the
 * number's head (canonical link to the entry and anchor, link-preview meta), made from the rendered entry page
 * after the build (rule-number-page.ts), so that the rule paints in one round trip from any static host.
 * The old addresses of moved pages (/compare/{id}/ → /en/compare/{id}/, moved-pages.ts) are small pages that
 * redirect by meta refresh, with one line of script that keeps an anchor typed after the address.
 */
import { t } from '../../i18n/ui.ts';
import type { Glossary } from '../content/glossary.ts';
import { LOCALES, type Locale } from '../locale/locale.ts';
import { numberedTitle, type Entry } from '../content/entry.ts';
import { describe, entrySummary } from '../content/render.ts';
import { entryPath, homePath, numberPath, siteHref } from './routes.ts';
import { escapeXml } from './escape.ts';
import { movedPages } from './moved-pages.ts';
import type { NumberPageHead } from './rule-number-page.ts';

export interface RedirectPage {
  /** Path relative to the site root, without base: "ru/49.4/index.html". */
  file: string;
  html: string;
}

/**
 * The one inline script of every redirect page, the same on all of them (so the Content-Security-Policy
 * needs one hash): it goes where the meta refresh points, keeping an anchor typed after the number.
 */
export const REDIRECT_SCRIPT =
  "var u=document.querySelector('meta[http-equiv=refresh]').content.replace(/^[^=]*url=/,''),h=location.hash;location.replace(h?u.replace(/#.*$/,'')+h:u)";

/** A moved page's redirect page (in English: the old addresses had no language), sending the reader to `target`. */
export function redirectHtml(o: { target: string; title: string; description: string; canonical: string; icon: string; csp?: string; lead: string }): string {
  const e = escapeXml;
  return [
    '<!DOCTYPE html>',
    // The policy's quotes stay as they are inside a double-quoted attribute (it holds no '"', '&' or '<').
    `<html lang="en"><head><meta charset="utf-8">${o.csp ? `<meta http-equiv="Content-Security-Policy" content="${o.csp.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}">` : ''}<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${e(o.title)}</title>`,
    // No <meta name="description">: the page is noindex, and link previews read og:description.
    `<link rel="canonical" href="${e(o.canonical)}">`,
    `<meta http-equiv="refresh" content="0; url=${e(o.target)}">`,
    '<meta name="robots" content="noindex">',
    `<link rel="icon" href="${e(o.icon)}" type="image/svg+xml">`,
    '<meta property="og:type" content="article">',
    `<meta property="og:site_name" content="${e(t('en', 'siteTitle'))}">`,
    `<meta property="og:title" content="${e(o.title)}">`,
    `<meta property="og:description" content="${e(o.description)}">`,
    // Twitter/X falls back to og:title and og:description.
    '<meta name="twitter:card" content="summary">',
    `<script>${REDIRECT_SCRIPT}</script>`,
    `</head><body><main lang="en"><p>${e(o.lead)}: <a href="${e(o.target)}">${e(o.title)}</a></p></main></body></html>`,
    '',
  ].join('\n');
}

/** The rule-number pages of one entry page: its file (as Astro wrote it) and each number's page and head. */
export interface NumberPagesOf {
  /** "ru/component-limitations/index.html". */
  entryFile: string;
  locale: Locale;
  pages: { file: string; head: NumberPageHead }[];
}

/**
 * The rule-number pages of one entry page at `target` (the current text's, or an old edition's): one for its number
 * and one per sub-rule, each at the address `numberAt` gives, the entry's page with the number's head
 * (rule-number-page.ts); `suffix` follows their titles (an old edition's label). With no `site`, canonical links are
 * root-relative and og:url is left out: no page names a made-up host.
 */
export function numberPagesOf(entry: Entry, target: string, numberAt: (number: string) => string, base: string, site: string | URL | undefined, suffix = ''): NumberPagesOf {
  const home = homePath(base);
  const make = (number: string, title: string, description: string, anchor?: string) => ({
    file: `${numberAt(number).slice(home.length)}index.html`,
    head: {
      title: `${title}${suffix}`,
      description,
      canonical: siteHref(anchor ? `${target}#${anchor}` : target, site),
      shortUrl: site ? new URL(numberAt(number), site).href : undefined,
    },
  });
  return {
    entryFile: `${target.slice(home.length)}index.html`,
    locale: entry.locale,
    pages: [make(String(entry.number), numberedTitle(entry), entrySummary(entry)), ...entry.subRules.map((s) => make(s.number, `${s.number} ${entry.title}`, describe(s.text), s.number))],
  };
}

/** Every rule-number page of the current text: one per entry number and one per sub-rule number, per locale. */
export function ruleNumberPages(glossary: Glossary, base: string, site: string | URL | undefined): NumberPagesOf[] {
  return LOCALES.flatMap((locale) =>
    glossary
      .entries(locale)
      .filter((entry) => entry.number !== null)
      .map((entry) => numberPagesOf(entry, entryPath(base, locale, entry.id), (number) => numberPath(base, locale, number), base, site)),
  );
}

/**
 * The redirect pages at the old addresses of moved pages (moved-pages.ts): "compare/adjacency/index.html" goes
 * to /en/compare/adjacency/, keeping an anchor (/compare/adjacency/#s4 opens that row).
 */
export function movedRedirectPages(glossary: Glossary, base: string, site: string | URL | undefined, csp?: string): RedirectPage[] {
  return Object.entries(movedPages(glossary)).map(([from, to]) => {
    const target = `${homePath(base)}${to}`;
    const id = /^compare\/([^/]+)\/$/.exec(from)?.[1];
    const topic = id === undefined ? undefined : (glossary.nameIn('en', id) ?? glossary.all().find((e) => e.id === id)?.title);
    const title = topic === undefined ? t('en', 'coverageTitle') : `${topic} · ${t('en', 'compare')}`;
    return {
      file: `${from}index.html`,
      html: redirectHtml({ target, title, description: title, canonical: siteHref(target, site), icon: `${homePath(base)}icon.svg`, csp, lead: t('en', 'pageMoved') }),
    };
  });
}
