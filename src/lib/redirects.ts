/**
 * The rule-number URLs people paste in forums (/ru/49/, /ru/49.4/): small static pages that redirect to
 * the entry and anchor by meta refresh, with a canonical link, link-preview meta, and one line of script
 * that keeps an anchor typed after the number. Written as plain files after the build: there are many,
 * and they need none of the site's CSS.
 */
import type { Glossary } from './glossary.ts';
import { LOCALES, type Locale } from './locale.ts';
import { numberedTitle } from './entry.ts';
import { describe, entrySummary } from './render.ts';
import { entryPath, homePath, numberPath, siteHref } from './routes.ts';

export interface RedirectPage {
  /** Path relative to the site root, without base: "ru/49.4/index.html". */
  file: string;
  html: string;
}

const REDIRECTING: Record<Locale, string> = { ru: 'Переход к правилу', en: 'Going to the rule', ko: '규칙으로 이동' };
const SITE_NAME: Record<Locale, string> = { ru: 'TI4: свод правил', en: 'TI4 Rules Reference', ko: 'TI4 규칙 참조서' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The one inline script of every redirect page, the same on all of them (so the Content-Security-Policy
 * needs one hash): it goes where the meta refresh points, keeping an anchor typed after the number.
 */
export const REDIRECT_SCRIPT =
  "var u=document.querySelector('meta[http-equiv=refresh]').content.replace(/^[^=]*url=/,''),h=location.hash;location.replace(h?u.replace(/#.*$/,'')+h:u)";

export function redirectHtml(o: { locale: Locale; target: string; anchor?: string; title: string; description: string; canonical: string; shortUrl?: string; icon: string; csp?: string }): string {
  const to = o.anchor ? `${o.target}#${o.anchor}` : o.target;
  const e = escapeHtml;
  return [
    '<!DOCTYPE html>',
    `<html lang="${o.locale}"><head><meta charset="utf-8">${o.csp ? `<meta http-equiv="Content-Security-Policy" content="${e(o.csp)}">` : ''}<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${e(o.title)}</title>`,
    `<meta name="description" content="${e(o.description)}">`,
    `<link rel="canonical" href="${e(o.canonical)}">`,
    `<meta http-equiv="refresh" content="0; url=${e(to)}">`,
    '<meta name="robots" content="noindex">',
    `<link rel="icon" href="${e(o.icon)}" type="image/svg+xml">`,
    '<meta property="og:type" content="article">',
    `<meta property="og:site_name" content="${e(SITE_NAME[o.locale])}">`,
    `<meta property="og:title" content="${e(o.title)}">`,
    `<meta property="og:description" content="${e(o.description)}">`,
    ...(o.shortUrl ? [`<meta property="og:url" content="${e(o.shortUrl)}">`] : []),
    // Twitter/X falls back to og:title and og:description.
    '<meta name="twitter:card" content="summary">',
    `<script>${REDIRECT_SCRIPT}</script>`,
    `</head><body><main lang="${o.locale}"><p>${e(REDIRECTING[o.locale])}: <a href="${e(to)}">${e(o.title)}</a></p></main></body></html>`,
    '',
  ].join('\n');
}

/** Every rule-number page of the site: one per entry number and one per sub-rule number, per locale. */
/** With no `site`, canonical links are root-relative and og:url is left out: no page names a made-up host. */
export function redirectPages(glossary: Glossary, base: string, site: string | URL | undefined, csp?: string): RedirectPage[] {
  const pages: RedirectPage[] = [];
  for (const locale of LOCALES) {
    for (const entry of glossary.entries(locale)) {
      const target = entryPath(base, locale, entry.id);
      const canonical = siteHref(target, site);
      const make = (number: string, title: string, description: string, anchor?: string) => ({
        file: `${locale}/${number}/index.html`,
        html: redirectHtml({
          locale,
          target,
          anchor,
          title,
          description,
          canonical,
          shortUrl: site ? new URL(numberPath(base, locale, number), site).href : undefined,
          icon: `${homePath(base)}icon.svg`,
          csp,
        }),
      });
      if (entry.number !== null) pages.push(make(String(entry.number), numberedTitle(entry), entrySummary(entry)));
      for (const s of entry.subRules) pages.push(make(s.number, `${s.number} ${entry.title}`, describe(s.text), s.number));
    }
  }
  return pages;
}
