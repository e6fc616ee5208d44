/** The types of `virtual:strings/<group>` (src/node/vite/client-strings.ts): one client group, by language. */
declare module 'virtual:strings/copy' {
  export const strings: Record<string, import('./ui.ts').UiStrings['copy']>;
  export function addedRecords(): import('../lib/locale.ts').LocaleRecord[];
}
declare module 'virtual:strings/search' {
  export const strings: Record<string, import('./ui.ts').UiStrings['search']>;
  export function addedRecords(): import('../lib/locale.ts').LocaleRecord[];
}
declare module 'virtual:strings/preview' {
  export const strings: Record<string, import('./ui.ts').UiStrings['preview']>;
  export function addedRecords(): import('../lib/locale.ts').LocaleRecord[];
}
declare module 'virtual:strings/update' {
  export const strings: Record<string, import('./ui.ts').UiStrings['update']>;
  export function addedRecords(): import('../lib/locale.ts').LocaleRecord[];
}
declare module 'virtual:strings/offline' {
  export const strings: Record<string, import('./ui.ts').UiStrings['offline']>;
  export function addedRecords(): import('../lib/locale.ts').LocaleRecord[];
}
