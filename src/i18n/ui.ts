/** Every UI string of the site, in the three languages: one dictionary. */
import type { Locale } from '../lib/locale.ts';

const strings = {
  siteTitle: { ru: 'TI4: свод правил', en: 'TI4 Rules Reference', ko: 'TI4 규칙 참조서' },
  languageName: { ru: 'Русский', en: 'English', ko: '한국어' },
  chooseLanguage: { ru: 'Выберите язык', en: 'Choose a language', ko: '언어를 선택하세요' },
  suggested: { ru: 'по настройкам браузера', en: 'from your browser settings', ko: '브라우저 설정 기준' },
  glossary: { ru: 'Глоссарий', en: 'Glossary', ko: '용어 사전' },
  filter: { ru: 'Фильтр по названию или номеру', en: 'Filter by title or number', ko: '제목 또는 번호로 거르기' },
  noMatches: { ru: 'Ничего не найдено', en: 'No matches', ko: '일치하는 항목 없음' },
  otherLanguagesOnly: { ru: 'Есть только на других языках', en: 'Only in other languages', ko: '다른 언어로만 있음' },
  notes: { ru: 'Комментарии', en: 'Notes', ko: '참고 사항' },
  related: { ru: 'См. также', en: 'Related topics', ko: '연관 주제' },
  referencedBy: { ru: 'Ссылаются на эту статью', en: 'Referenced by', ko: '이 항목을 참조하는 항목' },
  otherLanguages: { ru: 'На других языках', en: 'In other languages', ko: '다른 언어' },
  previous: { ru: 'Предыдущая', en: 'Previous', ko: '이전' },
  next: { ru: 'Следующая', en: 'Next', ko: '다음' },
  noEntryYet: { ru: 'статьи пока нет', en: 'no entry yet', ko: '아직 항목 없음' },
  notTranslated: {
    ru: 'Эта тема ещё не переведена на русский.',
    en: 'This topic has not been translated into English yet.',
    ko: '이 주제는 아직 한국어로 번역되지 않았습니다.',
  },
  availableIn: { ru: 'Она есть на этих языках:', en: 'It is available in:', ko: '다음 언어로 볼 수 있습니다:' },
  copyLink: { ru: 'Ссылка', en: 'Link', ko: '링크' },
  copyLinkLabel: { ru: 'Скопировать ссылку на', en: 'Copy the link to', ko: '링크 복사:' },
  quote: { ru: 'Цитата', en: 'Quote', ko: '인용' },
  quoteMarkdown: { ru: 'Цитата (Markdown)', en: 'Quote (Markdown)', ko: '인용 (Markdown)' },
  quoteBBCode: { ru: 'Цитата (BBCode)', en: 'Quote (BBCode)', ko: '인용 (BBCode)' },
  copied: { ru: 'Скопировано', en: 'Copied', ko: '복사됨' },
  copyFailed: { ru: 'Выделено — скопируйте вручную', en: 'Selected: copy it by hand', ko: '선택됨: 직접 복사하세요' },
  theme: { ru: 'Тёмная тема', en: 'Dark mode', ko: '다크 모드' },
  redirecting: { ru: 'Переход к правилу', en: 'Going to the rule', ko: '규칙으로 이동' },
  notFound: { ru: 'Страница не найдена', en: 'Page not found', ko: '페이지를 찾을 수 없습니다' },
  didYouMean: { ru: 'Возможно, вы искали:', en: 'Perhaps you meant:', ko: '이것을 찾으셨나요?' },
  backToGlossary: { ru: 'К глоссарию', en: 'To the glossary', ko: '용어 사전으로' },
  compare: { ru: 'Сравнить переводы', en: 'Compare translations', ko: '번역 비교' },
  search: { ru: 'Поиск', en: 'Search', ko: '검색' },
  searchPlaceholder: { ru: 'Номер или слово', en: 'Number or word', ko: '번호 또는 단어' },
  skipToContent: { ru: 'К содержанию', en: 'Skip to content', ko: '본문으로 건너뛰기' },
  ruleNumber: { ru: 'Правило', en: 'Rule', ko: '규칙' },
  entryNumber: { ru: 'Статья', en: 'Entry', ko: '항목' },
} satisfies Record<string, Record<Locale, string>>;

export type UiKey = keyof typeof strings;

export function t(locale: Locale, key: UiKey): string {
  return strings[key][locale];
}

/** The UI strings a client script needs, for one locale. */
export function pick(locale: Locale, keys: UiKey[]): Record<string, string> {
  return Object.fromEntries(keys.map((k) => [k, strings[k][locale]]));
}
