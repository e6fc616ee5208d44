/** Every interface string in Korean, with the keys of en.ts (tests/unit/i18n/ui-strings.test.ts). */
import type * as en from './en.ts';

/** Pages (src/components, src/layouts, src/pages): {name} marks a value to fill in (src/i18n/fill.ts). */
export const page: Record<keyof typeof en.page, string> = {
  pageMoved: '페이지가 이동했습니다',
  siteTitle: 'TI4 규칙 참조서',
  suggested: '브라우저 설정 기준',
  glossary: '용어 사전',
  otherLanguagesOnly: '아직 번역되지 않음 (원문으로 읽기)',
  notes: '참고 사항',
  related: '연관 주제',
  referencedBy: '이 항목을 참조하는 항목',
  otherLanguages: '다른 언어',
  previous: '이전',
  next: '다음',
  noEntryYet: '아직 항목 없음',
  fallbackNotice: '이 주제는 아직 한국어로 번역되지 않았습니다. 아래는 {language} 규칙과 그 번호입니다.',
  fallbackLanguage_en: '영어',
  fallbackLanguage_ko: '한국어',
  fallbackLanguage_ru: '러시아어',
  fallbackSourceLink: '원문 페이지',
  rulings: '판정',
  rulingsTitle: '세력 및 카드 판정',
  rulingsIntro: '세력 능력과 카드가 규칙과 어떻게 작용하는지: 커뮤니티 규칙 위키의 참고 사항, 능력과 카드마다 한 절.',
  rulingsFactions: '세력',
  rulingsComponents: '카드 및 구성품',
  rulingsMention: '이 항목을 언급하는 판정',
  rulingsMore: '외 {count}개는 판정 목록에',
  rulingsFallbackNotice: '이 판정은 아직 한국어로 번역되지 않았습니다. 아래는 {language} 원문입니다.',
  rulingsParts: '이 페이지의 부분',
  rulingsNoNotes: '아직 참고 사항이 없습니다.',
  theme: '다크 모드',
  notFound: '페이지를 찾을 수 없습니다',
  didYouMean: '이것을 찾으셨나요?',
  backToGlossary: '용어 사전으로',
  compare: '번역 비교',
  search: '검색',
  searchPlaceholder: '번호, 단어',
  skipToContent: '본문으로 건너뛰기',
  entryNumber: '항목',
  compareLead: '각 행에는 모든 언어의 같은 규칙이 있습니다. 각 칸은 고유 번호를 유지하며 해당 규칙으로 연결됩니다.',
  compareDescription: '{title}: 러시아어, 영어, 한국어 규칙을 세부 규칙별로 나란히 비교합니다.',
  compareIntro: '도입',
  compareSubRule: '세부 규칙',
  compareNote: '참고',
  compareMissingIn: '{locale} 버전에 없음',
  compareAbsent: '아직 항목 없음, 열 숨김',
  compareRowLink: '이 행으로 연결',
  compareLanguages: '언어',
  compareCoverageLink: '전체 주제 번역 현황',
  comparePages: '비교 페이지',
  coverageTitle: '번역 현황',
  coverageDescription: 'TI4 규칙 참조서의 어떤 주제가 러시아어, 영어, 한국어로 있는지, 번역이 어디서 다른지 보여 줍니다.',
  coverageLead: 'LRR 색인의 주제 {total}개 중 {present}개가 하나 이상의 언어로 있습니다. 나머지는 아직 어느 언어에도 없어 목록에 없습니다.',
  coveragePages: '표 페이지',
  coveragePageOf: '{pages}쪽 중 {page}쪽',
  coverageByLanguage: '언어별',
  coverageOf: '주제 {total}개 중 {count}개',
  coverageDiffering: '{count}개는 개수가 다름',
  coverageTopic: '주제',
  coveragePresent: '있음',
  coverageMissing: '없음',
  coverageDiffers: '개수 다름',
  coverageSubRules: '세부 규칙',
  coverageNotes: '참고 사항',
  coverageLegend: '✓ 있음 · ≠ 있지만 세부 규칙이나 참고 사항 개수가 다른 언어와 다름 · — 없음. ✓는 항목으로, ≠와 —는 번역 비교로 연결됩니다.',
  moreInGraph: '외 {count}개는 연결 그래프에',
  graphEntry: '연결 그래프',
  graphWhole: '모든 주제를 한 그래프로',
  graphTitle: '용어 사전 그래프',
  graphDescription: 'TI4 규칙 참조서의 모든 한국어 주제와 그 사이의 연결.',
  graphLead: '각 주제는 원 하나입니다. 연결이 많을수록 원이 큽니다. 점선은 아직 이 언어로 없는 주제입니다.',
  graphZoomIn: '확대',
  graphZoomOut: '축소',
  graphZoomReset: '원래 크기',
  graphShow: '그래프 보기',
  graphSvg: 'SVG 이미지로 보는 그래프',
  graphJson: 'JSON 형식 그래프',
  // Editions: old rule numbers, the history of a rule, the changes between editions. {edition}, {number}, {from}, {to}: filled in.
  editionCurrentText: '현재 텍스트',
  editionOldNotice: '이전 판: {edition}. 현재 규칙이 아닙니다. 그 뒤로 번호와 문구가 바뀌었습니다.',
  editionNow: '현재 {number}',
  editionRemoved: '{edition}에서 삭제됨',
  editionCurrentRule: '현재 규칙',
  editionTopicRemoved: '이 주제는 더 이상 규칙에 없습니다({edition}에서 삭제됨).',
  editionCurrentTopic: '이 주제의 현재 내용',
  historyChanged: '{edition}에서 변경',
  historyNew: '{edition}에서 추가',
  historyDiffers: '{edition}과 다름',
  historySame: '문구 동일',
  historyLoading: '변경 이력 불러오는 중…',
  historyFailed: '변경 이력을 불러오지 못했습니다.',
  changesIndexTitle: '판 사이의 변경 사항',
  changesTitle: '변경 사항: {from} → {to}',
  changesLead: '바뀐 문구, 옮겨진 규칙, 새 규칙, 삭제된 규칙을 주제별로 모두 보여 줍니다. 그대로인 규칙(주제 번호만 바뀐 것 포함)은 빠져 있습니다.',
  changesTopicMoved: '주제 {from} → {to}',
  changesNewTopics: '새 주제',
  changesRemovedTopics: '삭제된 주제',
  changesEditionTopics: '{edition}의 주제',
  change_reworded: '문구 변경',
  change_moved: '이동',
  change_split: '분할',
  change_merged: '병합',
  change_removed: '삭제',
  change_new: '신규',
};

/** The graphs (src/lib/graph/svg.ts): titles, descriptions for screen readers, and hints on nodes. */
export const graph: Record<keyof typeof en.graph, string> = {
  egoTitle: '‘{topic}’ 연관 주제',
  egoLinked: '‘{topic}’와(과) 연결된 주제: {list}.',
  egoFurther: '두 단계 떨어진 주제: {list}.',
  egoNone: '‘{topic}’에는 아직 연결된 주제가 없습니다.',
  missing: '아직 번역되지 않은 주제: {list}.',
  localeTitle: '용어집 전체 주제',
  localeDesc: '주제 {topics}개, 연결 {links}개. 원의 크기는 주제의 연결 수를 나타냅니다.',
  notTranslated: '번역 없음',
  listSeparator: ', ',
};

/** The copy button beneath each sub-rule number and its menu (src/components/copy-links.ts, src/client/copy.ts). */
export const copy: Record<keyof typeof en.copy, string> = {
  copyLinkLabel: '링크 복사:',
  copyLink: '링크',
  quotePlain: '인용 (일반 텍스트)',
  quoteMarkdown: '인용 (Markdown)',
  quoteBBCode: '인용 (BBCode)',
  copied: '복사됨',
  copyFailed: '선택됨: 직접 복사하세요',
};

/** The header search box (src/client/search-controller.ts, search-panel.ts). {query}, {count} mark values to fill in. */
export const search: Record<keyof typeof en.search, string> = {
  searchResults: '검색 결과',
  searchInText: '규칙 본문에서',
  searchSearching: '본문 검색 중…',
  searchCount: '결과 {count}개',
  searchNone: '“{query}”에 대한 결과가 없습니다.',
  searchUnavailable: '본문 검색을 사용할 수 없습니다. 제목과 번호만 검색합니다.',
  searchNotTranslated: '번역 없음',
  searchAllLanguages: '모든 언어',
  searchTryIn: '다른 언어로 검색:',
};

/** The language controls of the comparison pages (src/client/compare-controls.ts). */
export const compare: Record<keyof typeof en.compare, string> = {
  compareLanguagesHelp: '언어를 누르면 표시하거나 숨깁니다. 화살표로 순서를 바꿉니다. 선택은 이 기기에 저장됩니다.',
  compareNarrowHint: '좁은 화면에는 처음 두 언어만 표시',
  compareMoveEarlier: '앞으로 이동',
  compareMoveLater: '뒤로 이동',
  compareMoved: '{language}: {total}개 중 {position}번째',
  compareNoEntry: '아직 항목 없음',
};

/** The reference preview popover (src/client/previews.ts). */
export const preview: Record<keyof typeof en.preview, string> = {
  previewOpen: '열기',
};

/** The prompt to reload for a new deployment (src/client/update-prompt.ts). */
export const update: Record<keyof typeof en.update, string> = {
  newVersion: '새 버전의 규칙이 있습니다.',
  reload: '새로 고침',
};

/** The service worker's page for a page not saved yet, without a network (src/service-worker/offline-worker.ts). */
export const offline: Record<keyof typeof en.offline, string> = {
  title: '오프라인',
  text: '이 페이지는 아직 오프라인용으로 저장되지 않았습니다. 사용하는 언어의 페이지와 이미 연 페이지는 저장되어 있습니다.',
  home: '목차',
};
