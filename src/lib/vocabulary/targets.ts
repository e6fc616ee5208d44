/**
 * What a locale's vocabulary may point at: its topics (with the sub-rule numbers its page shows: the locale's own,
 * or the text's on a fallback page) and, once the site has them, the rulings pages and their anchors.
 */
import type { Glossary } from '../glossary.ts';
import { LOCALES, type Locale } from '../locale.ts';
import type { RulingKind, VocabularyTargets } from './vocabulary.ts';

/** A rulings page as far as a vocabulary target needs it: its sections' and notes' anchors. */
export interface RulingAnchors {
  kind: 'faction' | 'component';
  id: string;
  sections: { anchor: string; notes: { anchor: string }[] }[];
}

const PAGES: Record<RulingAnchors['kind'], RulingKind> = { faction: 'factions', component: 'components' };

/** The page a locale shows for a topic: its own entry, or the fallback page's text (English first). */
function shownEntry(glossary: Glossary, locale: Locale, id: string) {
  return glossary.get(locale, id) ?? glossary.get('en', id) ?? LOCALES.map((l) => glossary.get(l, id)).find((e) => e !== undefined);
}

export function vocabularyTargets(glossary: Glossary, locale: Locale, rulings?: readonly RulingAnchors[]): VocabularyTargets {
  const pages = new Map<string, Set<string>>();
  for (const page of rulings ?? []) {
    const anchors = new Set<string>();
    for (const section of page.sections) {
      anchors.add(section.anchor);
      for (const note of section.notes) anchors.add(note.anchor);
    }
    pages.set(`${PAGES[page.kind]}/${page.id}`, anchors);
  }
  return {
    topic(id) {
      const entry = shownEntry(glossary, locale, id);
      return entry ? { numbers: entry.subRules.map((s) => s.number) } : undefined;
    },
    ...(rulings
      ? {
          ruling(kind: RulingKind, id: string) {
            const anchors = pages.get(`${kind}/${id}`);
            return anchors ? { anchors } : undefined;
          },
        }
      : {}),
  };
}
