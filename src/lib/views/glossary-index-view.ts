/**
 * What the glossary index of a locale (/{lang}/) lists: the locale's entries in its alphabetical order, and the
 * topics it lacks that another language has ("elsewhere"), each linking to its fallback page.
 */
import type { Entry } from '../content/entry.ts';
import type { Glossary } from '../content/glossary.ts';
import { collatorFor, type Locale } from '../locale/locale.ts';
import { pageEntry } from './page-entry.ts';

/** A topic the locale lacks, as its link on the index shows it. */
export interface ElsewhereTopic {
  id: string;
  /** The topic's name in the locale when one is known, else the title its fallback page shows. */
  label: string;
  /** The language of `label` when it is not the locale's (the link's lang attribute). */
  lang?: Locale;
}

export interface GlossaryIndexView {
  entries: Entry[];
  /** In the locale's alphabetical order of their labels. */
  elsewhere: ElsewhereTopic[];
}

export function glossaryIndexView(glossary: Glossary, locale: Locale): GlossaryIndexView {
  const collator = collatorFor(locale);
  const elsewhere = glossary
    .presentTopicIds()
    .filter((id) => !glossary.get(locale, id))
    .map((id): ElsewhereTopic => {
      // Read on the locale's fallback page: named in the locale when a name is known, else as that page shows it.
      const local = glossary.nameIn(locale, id);
      const shown = pageEntry(glossary, locale, id)!.entry;
      return local ? { id, label: local } : { id, label: shown.title, lang: shown.locale };
    })
    .sort((a, b) => collator.compare(a.label, b.label));
  return { entries: glossary.alphabetical(locale), elsewhere };
}
