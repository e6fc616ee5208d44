/**
 * Every UI string of the site, in the three languages: one dictionary. The groups that client scripts bundle
 * live in client/ (one file per script, by locale, so that a script carries only its own strings).
 */
import type { Locale } from '../lib/locale.ts';
import { copyStrings } from './client/copy.ts';
import { previewStrings } from './client/preview.ts';
import { languageNames, searchStrings } from './client/search.ts';
import { updateStrings } from './client/update.ts';

/** A client group (locale → key → text) as dictionary entries (key → locale → text). */
function byKey<K extends string>(group: Record<Locale, Record<K, string>>): Record<K, Record<Locale, string>> {
  const keys = Object.keys(group.en) as K[];
  return Object.fromEntries(keys.map((k) => [k, { ru: group.ru[k], en: group.en[k], ko: group.ko[k] }])) as Record<K, Record<Locale, string>>;
}

const strings = {
  languageName: languageNames,
  ...byKey(copyStrings),
  ...byKey(searchStrings),
  ...byKey(previewStrings),
  ...byKey(updateStrings),
  siteTitle: { ru: 'TI4: свод правил', en: 'TI4 Rules Reference', ko: 'TI4 규칙 참조서' },
  suggested: { ru: 'по настройкам браузера', en: 'from your browser settings', ko: '브라우저 설정 기준' },
  glossary: { ru: 'Глоссарий', en: 'Glossary', ko: '용어 사전' },
  otherLanguagesOnly: { ru: 'Пока без перевода (текст оригинала)', en: 'Not yet in English (read in the original)', ko: '아직 번역되지 않음 (원문으로 읽기)' },
  notes: { ru: 'Комментарии', en: 'Notes', ko: '참고 사항' },
  related: { ru: 'См. также', en: 'Related topics', ko: '연관 주제' },
  referencedBy: { ru: 'Ссылаются на эту статью', en: 'Referenced by', ko: '이 항목을 참조하는 항목' },
  otherLanguages: { ru: 'На других языках', en: 'In other languages', ko: '다른 언어' },
  previous: { ru: 'Предыдущая', en: 'Previous', ko: '이전' },
  next: { ru: 'Следующая', en: 'Next', ko: '다음' },
  noEntryYet: { ru: 'статьи пока нет', en: 'no entry yet', ko: '아직 항목 없음' },
  // Fallback pages (issue 18): a topic the locale lacks shows another language's text. {language}: one of the three below.
  fallbackNotice: {
    ru: 'Эта тема ещё не переведена на русский. Ниже — правило на {language} языке, с его номерами.',
    en: 'This topic has not been translated into English yet. Below is the rule in {language}, with its numbers.',
    ko: '이 주제는 아직 한국어로 번역되지 않았습니다. 아래는 {language} 규칙과 그 번호입니다.',
  },
  fallbackLanguage_en: { ru: 'английском', en: 'English', ko: '영어' },
  fallbackLanguage_ko: { ru: 'корейском', en: 'Korean', ko: '한국어' },
  fallbackLanguage_ru: { ru: 'русском', en: 'Russian', ko: '러시아어' },
  fallbackSourceLink: { ru: 'Страница оригинала', en: 'The original page', ko: '원문 페이지' },
  copyLinkLabel: { ru: 'Скопировать ссылку на', en: 'Copy the link to', ko: '링크 복사:' },
  theme: { ru: 'Тёмная тема', en: 'Dark mode', ko: '다크 모드' },
  notFound: { ru: 'Страница не найдена', en: 'Page not found', ko: '페이지를 찾을 수 없습니다' },
  didYouMean: { ru: 'Возможно, вы искали:', en: 'Perhaps you meant:', ko: '이것을 찾으셨나요?' },
  backToGlossary: { ru: 'К глоссарию', en: 'To the glossary', ko: '용어 사전으로' },
  compare: { ru: 'Сравнить переводы', en: 'Compare translations', ko: '번역 비교' },
  search: { ru: 'Поиск', en: 'Search', ko: '검색' },
  // Short enough for the box on a 360 px phone (tests/e2e/thumb.test.ts measures it).
  searchPlaceholder: { ru: 'Номер, слово', en: 'Number, word', ko: '번호, 단어' },
  skipToContent: { ru: 'К содержанию', en: 'Skip to content', ko: '본문으로 건너뛰기' },
  entryNumber: { ru: 'Статья', en: 'Entry', ko: '항목' },
  // Comparison pages (/compare/{id}/) and translation coverage (/translations/). {name} marks a value to fill in.
  compareLead: {
    ru: 'В каждой строке — одно и то же правило на всех языках. Каждая ячейка сохраняет свой номер и ведёт к нему.',
    en: 'Each row holds the same rule in every language. Every cell keeps its own number and links to it.',
    ko: '각 행에는 모든 언어의 같은 규칙이 있습니다. 각 칸은 고유 번호를 유지하며 해당 규칙으로 연결됩니다.',
  },
  compareDescription: {
    ru: '{title}: правило на русском, английском и корейском рядом, пункт за пунктом.',
    en: '{title}: the rule in Russian, English and Korean side by side, sub-rule by sub-rule.',
    ko: '{title}: 러시아어, 영어, 한국어 규칙을 세부 규칙별로 나란히 비교합니다.',
  },
  compareIntro: { ru: 'Вступление', en: 'Introduction', ko: '도입' },
  compareSubRule: { ru: 'Пункт', en: 'Sub-rule', ko: '세부 규칙' },
  compareNote: { ru: 'Комментарий', en: 'Note', ko: '참고' },
  compareMissingIn: { ru: 'нет в версии {locale}', en: 'missing in {locale}', ko: '{locale} 버전에 없음' },
  compareAbsent: {
    ru: 'пока нет статьи, столбец скрыт',
    en: 'no entry yet, column hidden',
    ko: '아직 항목 없음, 열 숨김',
  },
  compareRowLink: { ru: 'Ссылка на эту строку', en: 'Link to this row', ko: '이 행으로 연결' },
  compareLanguages: { ru: 'Языки', en: 'Languages', ko: '언어' },
  compareLanguagesHelp: {
    ru: 'Нажмите на язык, чтобы скрыть или показать его; стрелки меняют порядок. Выбор сохраняется на этом устройстве.',
    en: 'Tap a language to show or hide it; the arrows move it. Your choice is kept on this device.',
    ko: '언어를 누르면 표시하거나 숨깁니다. 화살표로 순서를 바꿉니다. 선택은 이 기기에 저장됩니다.',
  },
  compareNarrowHint: {
    ru: 'на узком экране видны первые два языка',
    en: 'a narrow screen shows the first two',
    ko: '좁은 화면에는 처음 두 언어만 표시',
  },
  compareMoveEarlier: { ru: 'Сдвинуть раньше', en: 'Move earlier', ko: '앞으로 이동' },
  compareMoveLater: { ru: 'Сдвинуть позже', en: 'Move later', ko: '뒤로 이동' },
  compareMoved: { ru: '{language}: место {position} из {total}', en: '{language}: place {position} of {total}', ko: '{language}: {total}개 중 {position}번째' },
  compareCoverageLink: { ru: 'Покрытие переводов по всем темам', en: 'Translation coverage of all topics', ko: '전체 주제 번역 현황' },
  coverageTitle: { ru: 'Покрытие переводов', en: 'Translation coverage', ko: '번역 현황' },
  coverageDescription: {
    ru: 'Какие темы свода правил TI4 есть на русском, английском и корейском и где переводы расходятся.',
    en: 'Which topics of the TI4 rules reference exist in Russian, English and Korean, and where the translations differ.',
    ko: 'TI4 규칙 참조서의 어떤 주제가 러시아어, 영어, 한국어로 있는지, 번역이 어디서 다른지 보여 줍니다.',
  },
  coverageLead: {
    ru: '{present} из {total} тем указателя LRR есть хотя бы на одном языке; остальных тем пока нет нигде, и они не перечислены.',
    en: '{present} of the {total} topics of the LRR index exist in at least one language; the others exist in none yet and are not listed.',
    ko: 'LRR 색인의 주제 {total}개 중 {present}개가 하나 이상의 언어로 있습니다. 나머지는 아직 어느 언어에도 없어 목록에 없습니다.',
  },
  coveragePages: { ru: 'Страницы таблицы', en: 'Pages of the table', ko: '표 페이지' },
  coveragePageOf: { ru: 'страница {page} из {pages}', en: 'page {page} of {pages}', ko: '{pages}쪽 중 {page}쪽' },
  coverageByLanguage: { ru: 'По языкам', en: 'By language', ko: '언어별' },
  coverageOf: { ru: '{count} из {total} тем', en: '{count} of {total} topics', ko: '주제 {total}개 중 {count}개' },
  coverageDiffering: {
    ru: 'у {count} другое число пунктов или комментариев',
    en: '{count} with different counts',
    ko: '{count}개는 개수가 다름',
  },
  coverageTopic: { ru: 'Тема', en: 'Topic', ko: '주제' },
  coveragePresent: { ru: 'есть', en: 'present', ko: '있음' },
  coverageMissing: { ru: 'нет', en: 'missing', ko: '없음' },
  coverageDiffers: { ru: 'число отличается', en: 'counts differ', ko: '개수 다름' },
  coverageSubRules: { ru: 'пунктов', en: 'sub-rules', ko: '세부 규칙' },
  coverageNotes: { ru: 'комментариев', en: 'notes', ko: '참고 사항' },
  coverageLegend: {
    ru: '✓ есть · ≠ есть, но число пунктов или комментариев не такое, как на другом языке · — нет. ✓ ведёт к статье, ≠ и — к сравнению переводов.',
    en: '✓ present · ≠ present, but its number of sub-rules or notes differs from another language’s · — missing. ✓ links to the entry, ≠ and — to the side-by-side comparison.',
    ko: '✓ 있음 · ≠ 있지만 세부 규칙이나 참고 사항 개수가 다른 언어와 다름 · — 없음. ✓는 항목으로, ≠와 —는 번역 비교로 연결됩니다.',
  },
  // Reference previews and related-topics graphs (issue 6).
  graphEntry: { ru: 'Граф связей', en: 'Graph of links', ko: '연결 그래프' },
  graphWhole: { ru: 'Все темы на одном графе', en: 'All topics in one graph', ko: '모든 주제를 한 그래프로' },
  graphTitle: { ru: 'Граф глоссария', en: 'Glossary graph', ko: '용어 사전 그래프' },
  graphDescription: {
    ru: 'Все темы свода правил TI4 на русском и связи между ними.',
    en: 'Every topic of the TI4 rules reference in English and the links between them.',
    ko: 'TI4 규칙 참조서의 모든 한국어 주제와 그 사이의 연결.',
  },
  graphLead: {
    ru: 'Каждая тема — узел: чем больше у темы связей, тем крупнее узел. Пунктиром — темы, которых на этом языке ещё нет.',
    en: 'Every topic is a node: the more links a topic has, the larger its node. Dashed: topics not yet in this language.',
    ko: '각 주제는 원 하나입니다. 연결이 많을수록 원이 큽니다. 점선은 아직 이 언어로 없는 주제입니다.',
  },
  graphZoomIn: { ru: 'Увеличить', en: 'Zoom in', ko: '확대' },
  graphZoomOut: { ru: 'Уменьшить', en: 'Zoom out', ko: '축소' },
  graphZoomReset: { ru: 'Исходный масштаб', en: 'Original size', ko: '원래 크기' },
  graphShow: { ru: 'Показать граф', en: 'Show the graph', ko: '그래프 보기' },
  graphSvg: { ru: 'Граф как изображение (SVG)', en: 'The graph as an image (SVG)', ko: 'SVG 이미지로 보는 그래프' },
  graphJson: { ru: 'Граф в формате JSON', en: 'The graph as JSON', ko: 'JSON 형식 그래프' },
} satisfies Record<string, Record<Locale, string>>;

export type UiKey = keyof typeof strings;

export function t(locale: Locale, key: UiKey): string {
  return strings[key][locale];
}
