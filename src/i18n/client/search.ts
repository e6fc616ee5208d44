/** The header search box (src/scripts/search-controller.ts, search-panel.ts). {query}, {count} mark values to fill in. */
import { LOCALES, localeRecord, registerLocales, type Locale, type LocaleRecord } from '../../lib/locale.ts';

const bundled = {
  ru: {
    searchResults: 'Результаты поиска',
    searchInText: 'В тексте правил',
    searchSearching: 'Ищем в тексте…',
    searchCount: 'Найдено: {count}',
    searchNone: 'По запросу «{query}» ничего не найдено.',
    searchUnavailable: 'Поиск по тексту недоступен — только по названиям и номерам.',
    searchNotTranslated: 'нет перевода',
    searchAllLanguages: 'Все языки',
    searchTryIn: 'Искать на другом языке:',
  },
  en: {
    searchResults: 'Search results',
    searchInText: 'In the rule text',
    searchSearching: 'Searching the text…',
    searchCount: 'Results: {count}',
    searchNone: 'Nothing found for “{query}”.',
    searchUnavailable: 'Full-text search is unavailable: titles and numbers only.',
    searchNotTranslated: 'not translated',
    searchAllLanguages: 'All languages',
    searchTryIn: 'Search in another language:',
  },
  ko: {
    searchResults: '검색 결과',
    searchInText: '규칙 본문에서',
    searchSearching: '본문 검색 중…',
    searchCount: '결과 {count}개',
    searchNone: '“{query}”에 대한 결과가 없습니다.',
    searchUnavailable: '본문 검색을 사용할 수 없습니다. 제목과 번호만 검색합니다.',
    searchNotTranslated: '번역 없음',
    searchAllLanguages: '모든 언어',
    searchTryIn: '다른 언어로 검색:',
  },
} satisfies Record<Locale, Record<string, string>>;

/** A language a content folder added brings this group with its pages (Base.astro's #site-locales). */
const added = typeof document === 'undefined' ? undefined : document.getElementById('site-locales')?.textContent;
export const searchStrings: Record<Locale, typeof bundled.en> = { ...bundled, ...(added ? JSON.parse(added).groups.search : {}) };

// The added languages' records too, so that the search offers and names them.
if (added) registerLocales((JSON.parse(added).records as LocaleRecord[]).filter((r) => !LOCALES.includes(r.code)));

/** Each language's name in itself (the results' language badges), from the locale records. */
export const languageNames: Record<Locale, string> = Object.fromEntries(LOCALES.map((l) => [l, localeRecord(l).name]));
