/**
 * What a locale's vocabulary may point at: its topics (with the sub-rule numbers its page shows: the locale's own,
 * or the text's on a fallback page) and the rulings pages (the glossary's RulingBook) with their sections' and
 * notes' anchors, in the locale or, for its fallback page, in English.
 */
import type { Glossary } from '../content/glossary.ts';
import { LOCALES, type Locale } from '../locale/locale.ts';
import type { RulingKind, VocabularyTargets } from './vocabulary.ts';

/** The page a locale shows for a topic: its own entry, or the fallback page's text (English first). */
function shownEntry(glossary: Glossary, locale: Locale, id: string) {
  return glossary.get(locale, id) ?? glossary.get('en', id) ?? LOCALES.map((l) => glossary.get(l, id)).find((e) => e !== undefined);
}

export function vocabularyTargets(glossary: Glossary, locale: Locale): VocabularyTargets {
  const book = glossary.rulings;
  return {
    topic(id) {
      const entry = shownEntry(glossary, locale, id);
      return entry ? { numbers: entry.subRules.map((s) => s.number) } : undefined;
    },
    ...(book.size > 0
      ? {
          ruling(kind: RulingKind, id: string) {
            const page = book.get(locale, kind, id) ?? book.get('en', kind, id) ?? LOCALES.map((l) => book.get(l, kind, id)).find((p) => p !== undefined);
            return page ? { has: (anchor: string) => book.hasAnchor(page, anchor) } : undefined;
          },
        }
      : {}),
  };
}
