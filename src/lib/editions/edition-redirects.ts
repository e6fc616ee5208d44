/**
 * The rule-number URLs of old editions (/en/lrr-1.3/49/, /en/lrr-1.3/49.4/): small redirect pages, like the
 * current text's (src/lib/redirects.ts), to the edition's topic page and anchor, which says where the rule is now.
 */
import { numberedTitle } from '../entry.ts';
import { describe, entrySummary } from '../render.ts';
import { homePath, siteHref } from '../routes.ts';
import { redirectHtml, type RedirectPage } from '../redirects.ts';
import { editionEntryPath, editionNumberPath } from './edition-routes.ts';
import type { EditionSite } from './edition-site.ts';

export function editionRedirectPages(sites: EditionSite[], base: string, site: string | URL | undefined, csp?: string): RedirectPage[] {
  const pages: RedirectPage[] = [];
  for (const s of sites)
    for (const edition of s.editions)
      for (const entry of edition.entries) {
        if (entry.number === null) continue;
        const target = editionEntryPath(base, s.locale, edition.name, entry.id);
        const make = (number: string, title: string, description: string, anchor?: string) => ({
          file: `${s.locale}/${edition.name}/${number}/index.html`,
          html: redirectHtml({
            locale: s.locale,
            target,
            anchor,
            title: `${title} (${edition.label})`,
            description,
            canonical: siteHref(target, site),
            shortUrl: site ? new URL(editionNumberPath(base, s.locale, edition.name, number), site).href : undefined,
            icon: `${homePath(base)}icon.svg`,
            csp,
          }),
        });
        pages.push(make(String(entry.number), numberedTitle(entry), entrySummary(entry)));
        for (const sub of entry.subRules) pages.push(make(sub.number, `${sub.number} ${entry.title}`, describe(sub.text), sub.number));
      }
  return pages;
}
