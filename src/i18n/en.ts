/**
 * Every interface string in English, by group: the pages', the graphs' and each client script's; ru.ts and ko.ts
 * have the same keys (the type says so, and tests/unit/i18n/ui-strings.test.ts checks missing and unused keys). A client
 * script imports only its own group, for every shipped language, as `virtual:strings/<group>`
 * (src/pipeline/vite/client-strings.ts), so that its bundle holds its own strings and shares no module.
 */

/** Pages (src/components, src/layouts, src/pages): {name} marks a value to fill in (src/i18n/fill.ts). */
export const page = {
  // The rule-number pages (src/lib/site/redirects.ts): they point to the rule while they redirect.
  pageMoved: 'This page has moved',
  siteTitle: 'TI4 Rules Reference',
  suggested: 'from your browser settings',
  glossary: 'Glossary',
  otherLanguagesOnly: 'Not yet in English (read in the original)',
  notes: 'Notes',
  related: 'Related topics',
  referencedBy: 'Referenced by',
  otherLanguages: 'In other languages',
  previous: 'Previous',
  next: 'Next',
  noEntryYet: 'no entry yet',
  // A topic the locale lacks shows another language's text. {language}: one of the fallbackLanguage_* strings.
  fallbackNotice: 'This topic has not been translated into English yet. Below is the rule in {language}, with its numbers.',
  fallbackLanguage_en: 'English',
  fallbackLanguage_ko: 'Korean',
  fallbackLanguage_ru: 'Russian',
  fallbackSourceLink: 'The original page',
  rulings: 'Rulings',
  rulingsTitle: 'Faction and card rulings',
  rulingsIntro: 'How faction abilities and cards work with the rules: the community rules wiki’s notes, one section per ability or card.',
  rulingsFactions: 'Factions',
  rulingsComponents: 'Cards and components',
  rulingsMention: 'Rulings that mention this',
  rulingsMore: 'and {count} more, in the rulings',
  rulingsFallbackNotice: 'These rulings have not been translated into English yet. Below they are in {language}.',
  rulingsParts: 'Parts of this page',
  rulingsNoNotes: 'No notes yet.',
  theme: 'Dark mode',
  notFound: 'Page not found',
  didYouMean: 'Perhaps you meant:',
  backToGlossary: 'To the glossary',
  compare: 'Compare translations',
  search: 'Search',
  // Short enough for the box on a 360 px phone (tests/e2e/thumb.test.ts measures it).
  searchPlaceholder: 'Number, word',
  skipToContent: 'Skip to content',
  entryNumber: 'Entry',
  compareLead: 'Each row holds the same rule in every language. Every cell keeps its own number and links to it.',
  compareDescription: '{title}: the rule in Russian, English and Korean side by side, sub-rule by sub-rule.',
  compareIntro: 'Introduction',
  compareSubRule: 'Sub-rule',
  compareNote: 'Note',
  compareMissingIn: 'missing in {locale}',
  compareAbsent: 'no entry yet, column hidden',
  compareRowLink: 'Link to this row',
  compareLanguages: 'Languages',
  compareCoverageLink: 'Translation coverage of all topics',
  comparePages: 'Pages of the comparison',
  coverageTitle: 'Translation coverage',
  coverageDescription: 'Which topics of the TI4 rules reference exist in Russian, English and Korean, and where the translations differ.',
  coverageLead: '{present} of the {total} topics of the LRR index exist in at least one language; the others exist in none yet and are not listed.',
  coveragePages: 'Pages of the table',
  coveragePageOf: 'page {page} of {pages}',
  coverageByLanguage: 'By language',
  coverageOf: '{count} of {total} topics',
  coverageDiffering: '{count} with different counts',
  coverageTopic: 'Topic',
  coveragePresent: 'present',
  coverageMissing: 'missing',
  coverageDiffers: 'counts differ',
  coverageSubRules: 'sub-rules',
  coverageNotes: 'notes',
  coverageLegend: '✓ present · ≠ present, but its number of sub-rules or notes differs from another language’s · — missing. ✓ links to the entry, ≠ and — to the side-by-side comparison.',
  moreInGraph: 'and {count} more, in the graph of links',
  graphEntry: 'Graph of links',
  graphWhole: 'All topics in one graph',
  graphTitle: 'Glossary graph',
  graphDescription: 'Every topic of the TI4 rules reference in English and the links between them.',
  graphLead: 'Every topic is a node: the more links a topic has, the larger its node. Dashed: topics not yet in this language.',
  graphZoomIn: 'Zoom in',
  graphZoomOut: 'Zoom out',
  graphZoomReset: 'Original size',
  graphShow: 'Show the graph',
  graphSvg: 'The graph as an image (SVG)',
  graphJson: 'The graph as JSON',
  // Editions: old rule numbers, the history of a rule, the changes between editions. {edition}, {number}, {from}, {to}: filled in.
  editionCurrentText: 'current text',
  editionOldNotice: 'Old edition: {edition}. This is not the current rule; numbers and wording have changed since.',
  editionNow: 'now {number}',
  editionRemoved: 'removed in {edition}',
  editionCurrentRule: 'The current rule',
  editionTopicRemoved: 'This topic is no longer in the rules (removed in {edition}).',
  editionCurrentTopic: 'This topic now',
  historyChanged: 'changed in {edition}',
  historyNew: 'new in {edition}',
  historyDiffers: 'differs from {edition}',
  historySame: 'same wording',
  historyLoading: 'Loading the history…',
  historyFailed: 'The history could not be loaded.',
  changesIndexTitle: 'Changes between editions',
  changesTitle: 'Changes from {from} to {to}',
  changesLead: 'Every reworded, moved, new and removed sub-rule, topic by topic. Sub-rules that stayed the same (or were renumbered only with their topic) are left out.',
  changesTopicMoved: 'topic {from} → {to}',
  changesNewTopics: 'New topics',
  changesRemovedTopics: 'Removed topics',
  changesEditionTopics: 'Topics of {edition}',
  change_reworded: 'reworded',
  change_moved: 'moved',
  change_split: 'split',
  change_merged: 'merged',
  change_removed: 'removed',
  change_new: 'new',
};

/** The graphs (src/lib/graph/svg.ts): titles, descriptions for screen readers, and hints on nodes. */
export const graph = {
  egoTitle: 'Topics linked to “{topic}”',
  egoLinked: '“{topic}” is linked to: {list}.',
  egoFurther: 'Two steps away: {list}.',
  egoNone: '“{topic}” has no linked topics yet.',
  missing: 'Not yet translated: {list}.',
  localeTitle: 'All topics of the glossary',
  localeDesc: '{topics} topics, {links} links. The size of a node shows how many links the topic has.',
  notTranslated: 'not translated',
  listSeparator: ', ',
};

/** The copy button beneath each sub-rule number and its menu (src/components/copy-links.ts, src/client/copy.ts). */
export const copy = {
  copyLinkLabel: 'Copy the link to',
  copyLink: 'Link',
  quotePlain: 'Quote (plain text)',
  quoteMarkdown: 'Quote (Markdown)',
  quoteBBCode: 'Quote (BBCode)',
  copied: 'Copied',
  copyFailed: 'Selected: copy it by hand',
};

/** The header search box (src/client/search-controller.ts, search-panel.ts). {query}, {count} mark values to fill in. */
export const search = {
  searchResults: 'Search results',
  searchInText: 'In the rule text',
  searchSearching: 'Searching the text…',
  searchCount: 'Results: {count}',
  searchNone: 'Nothing found for “{query}”.',
  searchUnavailable: 'Full-text search is unavailable: titles and numbers only.',
  searchNotTranslated: 'not translated',
  searchAllLanguages: 'All languages',
  searchTryIn: 'Search in another language:',
};

/** The language controls of the comparison pages (src/client/compare-controls.ts). */
export const compare = {
  compareLanguagesHelp: 'Tap a language to show or hide it; the arrows move it. Your choice is kept on this device.',
  compareNarrowHint: 'a narrow screen shows the first two',
  compareMoveEarlier: 'Move earlier',
  compareMoveLater: 'Move later',
  compareMoved: '{language}: place {position} of {total}',
  compareNoEntry: 'no entry yet',
};

/** The reference preview popover (src/client/previews.ts). */
export const preview = {
  previewOpen: 'Open',
};

/** The prompt to reload for a new deployment (src/client/update-prompt.ts). */
export const update = {
  newVersion: 'A new version of the rules is available.',
  reload: 'Reload',
};

/** The service worker's page for a page not saved yet, without a network (src/service-worker/offline-worker.ts). */
export const offline = {
  title: 'Offline',
  text: 'This page has not been saved for offline use yet. Pages in your language and pages you have opened are saved.',
  home: 'Contents',
};
