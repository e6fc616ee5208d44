/** Every interface string in Russian, with the keys of en.ts (tests/unit/i18n/ui-strings.test.ts). */
import type * as en from './en.ts';

/** Pages (src/components, src/layouts, src/pages): {name} marks a value to fill in (src/i18n/fill.ts). */
export const page: Record<keyof typeof en.page, string> = {
  pageMoved: 'Страница переехала',
  siteTitle: 'TI4: свод правил',
  suggested: 'по настройкам браузера',
  glossary: 'Глоссарий',
  otherLanguagesOnly: 'Пока без перевода (текст оригинала)',
  notes: 'Комментарии',
  related: 'См. также',
  referencedBy: 'Ссылаются на эту статью',
  otherLanguages: 'На других языках',
  previous: 'Предыдущая',
  next: 'Следующая',
  noEntryYet: 'статьи пока нет',
  fallbackNotice: 'Эта тема ещё не переведена на русский. Ниже — правило на {language} языке, с его номерами.',
  fallbackLanguage_en: 'английском',
  fallbackLanguage_ko: 'корейском',
  fallbackLanguage_ru: 'русском',
  fallbackSourceLink: 'Страница оригинала',
  rulings: 'Разъяснения',
  rulingsTitle: 'Разъяснения по фракциям и картам',
  rulingsIntro: 'Как способности фракций и карты работают с правилами: заметки вики сообщества, по разделу на способность или карту.',
  rulingsFactions: 'Фракции',
  rulingsComponents: 'Карты и компоненты',
  rulingsMention: 'Разъяснения, где упоминается эта тема',
  rulingsMore: 'и ещё {count} — в разъяснениях',
  rulingsFallbackNotice: 'Эти разъяснения ещё не переведены на русский. Ниже они на {language} языке.',
  rulingsParts: 'Части страницы',
  rulingsNoNotes: 'Заметок пока нет.',
  theme: 'Тёмная тема',
  notFound: 'Страница не найдена',
  didYouMean: 'Возможно, вы искали:',
  backToGlossary: 'К глоссарию',
  compare: 'Сравнить переводы',
  search: 'Поиск',
  searchPlaceholder: 'Номер, слово',
  skipToContent: 'К содержанию',
  entryNumber: 'Статья',
  compareLead: 'В каждой строке — одно и то же правило на всех языках. Каждая ячейка сохраняет свой номер и ведёт к нему.',
  compareDescription: '{title}: правило на русском, английском и корейском рядом, пункт за пунктом.',
  compareIntro: 'Вступление',
  compareSubRule: 'Пункт',
  compareNote: 'Комментарий',
  compareMissingIn: 'нет в версии {locale}',
  compareAbsent: 'пока нет статьи, столбец скрыт',
  compareRowLink: 'Ссылка на эту строку',
  compareLanguages: 'Языки',
  compareCoverageLink: 'Покрытие переводов по всем темам',
  comparePages: 'Страницы сравнения',
  coverageTitle: 'Покрытие переводов',
  coverageDescription: 'Какие темы свода правил TI4 есть на русском, английском и корейском и где переводы расходятся.',
  coverageLead: '{present} из {total} тем указателя LRR есть хотя бы на одном языке; остальных тем пока нет нигде, и они не перечислены.',
  coveragePages: 'Страницы таблицы',
  coveragePageOf: 'страница {page} из {pages}',
  coverageByLanguage: 'По языкам',
  coverageOf: '{count} из {total} тем',
  coverageDiffering: 'у {count} другое число пунктов или комментариев',
  coverageTopic: 'Тема',
  coveragePresent: 'есть',
  coverageMissing: 'нет',
  coverageDiffers: 'число отличается',
  coverageSubRules: 'пунктов',
  coverageNotes: 'комментариев',
  coverageLegend: '✓ есть · ≠ есть, но число пунктов или комментариев не такое, как на другом языке · — нет. ✓ ведёт к статье, ≠ и — к сравнению переводов.',
  moreInGraph: 'и ещё {count} — в графе связей',
  graphEntry: 'Граф связей',
  graphWhole: 'Все темы на одном графе',
  graphTitle: 'Граф глоссария',
  graphDescription: 'Все темы свода правил TI4 на русском и связи между ними.',
  graphLead: 'Каждая тема — узел: чем больше у темы связей, тем крупнее узел. Пунктиром — темы, которых на этом языке ещё нет.',
  graphZoomIn: 'Увеличить',
  graphZoomOut: 'Уменьшить',
  graphZoomReset: 'Исходный масштаб',
  graphShow: 'Показать граф',
  graphSvg: 'Граф как изображение (SVG)',
  graphJson: 'Граф в формате JSON',
  // Editions: old rule numbers, the history of a rule, the changes between editions. {edition}, {number}, {from}, {to}: filled in.
  editionCurrentText: 'текущий текст',
  editionOldNotice: 'Старая редакция: {edition}. Это не действующее правило; номера и формулировки с тех пор менялись.',
  editionNow: 'сейчас {number}',
  editionRemoved: 'удалено в {edition}',
  editionCurrentRule: 'Действующее правило',
  editionTopicRemoved: 'Этой темы больше нет в правилах (удалена в {edition}).',
  editionCurrentTopic: 'Эта тема сейчас',
  historyChanged: 'изменено в {edition}',
  historyNew: 'новое в {edition}',
  historyDiffers: 'отличается от {edition}',
  historySame: 'формулировка та же',
  historyLoading: 'Загрузка истории…',
  historyFailed: 'Историю не удалось загрузить.',
  changesIndexTitle: 'Изменения между редакциями',
  changesTitle: 'Изменения: {from} → {to}',
  changesLead: 'Каждое изменённое, перенесённое, новое и удалённое правило, тема за темой. Правила без изменений (и перенумерованные только вместе с темой) не показаны.',
  changesTopicMoved: 'тема {from} → {to}',
  changesNewTopics: 'Новые темы',
  changesRemovedTopics: 'Удалённые темы',
  changesEditionTopics: 'Темы редакции {edition}',
  change_reworded: 'изменено',
  change_moved: 'перенесено',
  change_split: 'разделено',
  change_merged: 'объединено',
  change_removed: 'удалено',
  change_new: 'новое',
};

/** The graphs (src/lib/graph/svg.ts): titles, descriptions for screen readers, and hints on nodes. */
export const graph: Record<keyof typeof en.graph, string> = {
  egoTitle: 'Связи темы «{topic}»',
  egoLinked: 'Тема «{topic}» связана с темами: {list}.',
  egoFurther: 'Через одну тему: {list}.',
  egoNone: 'У темы «{topic}» пока нет связей.',
  missing: 'Ещё не переведены: {list}.',
  localeTitle: 'Все темы глоссария',
  localeDesc: 'Тем: {topics}, связей: {links}. Размер узла показывает число связей темы.',
  notTranslated: 'нет перевода',
  listSeparator: ', ',
};

/** The copy button beneath each sub-rule number and its menu (src/components/copy-links.ts, src/client/copy.ts). */
export const copy: Record<keyof typeof en.copy, string> = {
  copyLinkLabel: 'Скопировать ссылку на',
  copyLink: 'Ссылка',
  quotePlain: 'Цитата (текст)',
  quoteMarkdown: 'Цитата (Markdown)',
  quoteBBCode: 'Цитата (BBCode)',
  copied: 'Скопировано',
  copyFailed: 'Выделено — скопируйте вручную',
};

/** The header search box (src/client/search-controller.ts, search-panel.ts). {query}, {count} mark values to fill in. */
export const search: Record<keyof typeof en.search, string> = {
  searchResults: 'Результаты поиска',
  searchInText: 'В тексте правил',
  searchSearching: 'Ищем в тексте…',
  searchCount: 'Найдено: {count}',
  searchNone: 'По запросу «{query}» ничего не найдено.',
  searchUnavailable: 'Поиск по тексту недоступен — только по названиям и номерам.',
  searchNotTranslated: 'нет перевода',
  searchAllLanguages: 'Все языки',
  searchTryIn: 'Искать на другом языке:',
};

/** The language controls of the comparison pages (src/client/compare-controls.ts). */
export const compare: Record<keyof typeof en.compare, string> = {
  compareLanguagesHelp: 'Нажмите на язык, чтобы скрыть или показать его; стрелки меняют порядок. Выбор сохраняется на этом устройстве.',
  compareNarrowHint: 'на узком экране видны первые два языка',
  compareMoveEarlier: 'Сдвинуть раньше',
  compareMoveLater: 'Сдвинуть позже',
  compareMoved: '{language}: место {position} из {total}',
  compareNoEntry: 'статьи пока нет',
};

/** The reference preview popover (src/client/previews.ts). */
export const preview: Record<keyof typeof en.preview, string> = {
  previewOpen: 'Открыть',
};

/** The prompt to reload for a new deployment (src/client/update-prompt.ts). */
export const update: Record<keyof typeof en.update, string> = {
  newVersion: 'Доступна новая версия правил.',
  reload: 'Обновить',
};

/** The service worker's page for a page not saved yet, without a network (src/service-worker/offline-worker.ts). */
export const offline: Record<keyof typeof en.offline, string> = {
  title: 'Нет сети',
  text: 'Эта страница ещё не сохранена для работы без сети. Сохранены страницы на вашем языке и те, что вы уже открывали.',
  home: 'Оглавление',
};
