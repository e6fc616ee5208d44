/**
 * The rule-number URLs of old editions (/en/lrr-1.3/49/, /en/lrr-1.3/49.4/): like the current text's
 * (src/lib/site/redirects.ts), each is the edition's topic page itself, which says where the rule is now, with the
 * number's head (canonical link to the topic page and anchor).
 */
import { numberedTitle } from '../content/entry.ts';
import { describe, entrySummary } from '../content/render.ts';
import { homePath, siteHref } from '../site/routes.ts';
import type { NumberPagesOf } from '../site/redirects.ts';
import { editionEntryPath, editionNumberPath } from './edition-routes.ts';
import type { EditionSite } from './edition-site.ts';

export function editionNumberPages(sites: EditionSite[], base: string, site: string | URL | undefined): NumberPagesOf[] {
  const pages: NumberPagesOf[] = [];
  for (const s of sites)
    for (const edition of s.editions)
      for (const entry of edition.entries) {
        if (entry.number === null) continue;
        const target = editionEntryPath(base, s.locale, edition.name, entry.id);
        const make = (number: string, title: string, description: string, anchor?: string) => ({
          file: `${s.locale}/${edition.name}/${number}/index.html`,
          head: {
            title: `${title} (${edition.label})`,
            description,
            canonical: siteHref(anchor ? `${target}#${anchor}` : target, site),
            shortUrl: site ? new URL(editionNumberPath(base, s.locale, edition.name, number), site).href : undefined,
          },
        });
        pages.push({
          entryFile: `${target.slice(homePath(base).length)}index.html`,
          locale: s.locale,
          pages: [make(String(entry.number), numberedTitle(entry), entrySummary(entry)), ...entry.subRules.map((sub) => make(sub.number, `${sub.number} ${entry.title}`, describe(sub.text), sub.number))],
        });
      }
  return pages;
}
