/**
 * The types of `virtual:strings/<group>` (src/pipeline/vite/client-strings.ts): one client group, by language. Every
 * module also has `addedRecords()`; only the search uses it, so only its module declares it.
 */
declare module 'virtual:strings/copy' { export const strings: Record<string, import('./ui.ts').UiStrings['copy']>; }
declare module 'virtual:strings/preview' { export const strings: Record<string, import('./ui.ts').UiStrings['preview']>; }
declare module 'virtual:strings/update' { export const strings: Record<string, import('./ui.ts').UiStrings['update']>; }
declare module 'virtual:strings/compare' { export const strings: Record<string, import('./ui.ts').UiStrings['compare']>; }
declare module 'virtual:strings/offline' { export const strings: Record<string, import('./ui.ts').UiStrings['offline']>; }
declare module 'virtual:strings/search' {
  export const strings: Record<string, import('./ui.ts').UiStrings['search']>;
  /** The locale records of the languages a content folder added, from the page (none on a shipped language's). */
  export function addedRecords(): import('../lib/locale/locale.ts').LocaleRecord[];
}
