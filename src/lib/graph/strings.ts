/** The words the graphs say, per locale: titles, descriptions for screen readers, and hints on nodes. */
import { fill } from '../../i18n/fill.ts';
import { uiStrings } from '../../i18n/ui.ts';
import type { Locale } from '../locale/locale.ts';

export interface GraphStrings {
  egoTitle: (topic: string) => string;
  egoLinked: (topic: string, list: string) => string;
  egoFurther: (list: string) => string;
  egoNone: (topic: string) => string;
  missing: (list: string) => string;
  localeTitle: string;
  localeDesc: (topics: number, links: number) => string;
  /** Appended to a missing topic's tooltip. */
  notTranslated: string;
  listSeparator: string;
}

/** The graph group of the locale's interface strings, its {slots} filled by these functions. */
export function graphStrings(locale: Locale): GraphStrings {
  const s = uiStrings(locale).graph;
  return {
    egoTitle: (topic) => fill(s.egoTitle, { topic }),
    egoLinked: (topic, list) => fill(s.egoLinked, { topic, list }),
    egoFurther: (list) => fill(s.egoFurther, { list }),
    egoNone: (topic) => fill(s.egoNone, { topic }),
    missing: (list) => fill(s.missing, { list }),
    localeTitle: s.localeTitle,
    localeDesc: (topics, links) => fill(s.localeDesc, { topics, links }),
    notTranslated: s.notTranslated,
    listSeparator: s.listSeparator,
  };
}
