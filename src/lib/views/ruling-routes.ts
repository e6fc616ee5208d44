/** The static paths of the rulings pages, their parts and their previews, in every locale. */
import type { Glossary } from '../content/glossary.ts';
import { LOCALES } from '../locale/locale.ts';
import { rulingParts, shownRuling } from './ruling-parts.ts';
import { rulingPreviews } from './ruling-view.ts';

export function rulingRoutes(glossary: Glossary) {
  return LOCALES.flatMap((locale) =>
    glossary.rulings.present().flatMap(({ kind, id }) =>
      rulingParts(shownRuling(glossary, locale, kind, id)!).map((_, i) => ({
        params: { lang: locale, kind, page: i === 0 ? id : `${id}/${i + 1}` },
        props: { locale, kind, id, part: i + 1 },
      })),
    ),
  );
}

export function rulingPreviewRoutes(glossary: Glossary) {
  return LOCALES.flatMap((locale) =>
    glossary.rulings.present().flatMap(({ kind, id }) => {
      const previews = rulingPreviews(glossary, shownRuling(glossary, locale, kind, id)!);
      return Object.keys(previews).length > 0 ? [{ params: { lang: locale, kind, id }, props: { previews } }] : [];
    }),
  );
}
