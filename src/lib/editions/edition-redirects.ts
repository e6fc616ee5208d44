/**
 * The rule-number URLs of old editions (/en/lrr-1.3/49/, /en/lrr-1.3/49.4/): like the current text's
 * (src/lib/site/redirects.ts), each is the edition's topic page itself, which says where the rule is now, with the
 * number's head (canonical link to the topic page and anchor).
 */
import { numberPagesOf, type NumberPagesOf } from '../site/redirects.ts';
import { editionEntryPath, editionNumberPath } from './edition-routes.ts';
import type { EditionSite } from './edition-site.ts';

export function editionNumberPages(sites: EditionSite[], base: string, site: string | URL | undefined): NumberPagesOf[] {
  return sites.flatMap((s) =>
    s.editions.flatMap((edition) =>
      edition.entries
        .filter((entry) => entry.number !== null)
        .map((entry) => numberPagesOf(entry, editionEntryPath(base, s.locale, edition.name, entry.id), (number) => editionNumberPath(base, s.locale, edition.name, number), base, site, ` (${edition.label})`)),
    ),
  );
}
