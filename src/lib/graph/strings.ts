/** The words the graphs say, per locale: titles, descriptions for screen readers, and hints on nodes. */
import type { Locale } from '../locale.ts';

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

export const GRAPH_STRINGS: Record<Locale, GraphStrings> = {
  ru: {
    egoTitle: (t) => `Связи темы «${t}»`,
    egoLinked: (t, l) => `Тема «${t}» связана с темами: ${l}.`,
    egoFurther: (l) => `Через одну тему: ${l}.`,
    egoNone: (t) => `У темы «${t}» пока нет связей.`,
    missing: (l) => `Ещё не переведены: ${l}.`,
    localeTitle: 'Все темы глоссария',
    localeDesc: (n, m) => `Тем: ${n}, связей: ${m}. Размер узла показывает число связей темы.`,
    notTranslated: 'нет перевода',
    listSeparator: ', ',
  },
  en: {
    egoTitle: (t) => `Topics linked to “${t}”`,
    egoLinked: (t, l) => `“${t}” is linked to: ${l}.`,
    egoFurther: (l) => `Two steps away: ${l}.`,
    egoNone: (t) => `“${t}” has no linked topics yet.`,
    missing: (l) => `Not yet translated: ${l}.`,
    localeTitle: 'All topics of the glossary',
    localeDesc: (n, m) => `${n} topics, ${m} links. The size of a node shows how many links the topic has.`,
    notTranslated: 'not translated',
    listSeparator: ', ',
  },
  ko: {
    egoTitle: (t) => `‘${t}’ 연관 주제`,
    egoLinked: (t, l) => `‘${t}’와(과) 연결된 주제: ${l}.`,
    egoFurther: (l) => `두 단계 떨어진 주제: ${l}.`,
    egoNone: (t) => `‘${t}’에는 아직 연결된 주제가 없습니다.`,
    missing: (l) => `아직 번역되지 않은 주제: ${l}.`,
    localeTitle: '용어집 전체 주제',
    localeDesc: (n, m) => `주제 ${n}개, 연결 ${m}개. 원의 크기는 주제의 연결 수를 나타냅니다.`,
    notTranslated: '번역 없음',
    listSeparator: ', ',
  },
};
