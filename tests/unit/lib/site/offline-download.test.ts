/** Which files of the built site make up a language's offline download. */
import { describe, expect, it } from 'vitest';
import { languageDownload } from '../../../../src/lib/site/offline-download.ts';

const FILES = [
  '404.html',
  'index.html',
  '_astro/site.abc.css',
  'compare/producing-units/index.html',
  'translations/index.html',
  'translations/2/index.html',
  'ko/translations/index.html',
  'ko/translations/2/index.html',
  'ko/graph.svg',
  'ko/known-rules.json',
  'en/known-rules.json',
  'ko/index.html',
  'ko/404.html',
  'en/404.html',
  'ko/compare/producing-units/index.html',
  'ko/translations/index.html',
  'ko/45/index.html',
  'ko/45.5/index.html',
  'ko/producing-units/index.html',
  'ko/producing-units/graph.svg',
  'ko/producing-units/previews.json',
  'ko/compare/previews.json',
  'en/producing-units/previews.json',
  'ko/graph/index.html',
  'en/index.html',
  'en/producing-units/index.html',
  'en/compare/producing-units/index.html',
  'en/translations/index.html',
  'search/ko.json',
  'search/en.json',
  'pagefind/pagefind.js',
  'pagefind/pagefind-entry.json',
  'pagefind/pagefind.ko_83b9.pf_meta',
  'pagefind/pagefind.en_494f.pf_meta',
  'pagefind/index/ko_fa14.pf_index',
  'pagefind/index/en_aa11.pf_index',
  'pagefind/fragment/ko_30ea.pf_fragment',
  'pagefind/fragment/en_ef75.pf_fragment',
  'pagefind/wasm.en.pagefind',
  'pagefind/wasm.unknown.pagefind',
];

describe('languageDownload', () => {
  it('holds the language’s home and entry pages by folder URL with their previews, its 404 page, its instant index, its known rules (404 suggestions) and its share of Pagefind, and nothing else', () => {
    expect(languageDownload(FILES, 'ko').map((d) => d.path)).toEqual([
      'ko/',
      'ko/404.html',
      'ko/known-rules.json',
      'ko/producing-units/',
      'ko/producing-units/previews.json',
      'pagefind/fragment/ko_30ea.pf_fragment',
      'pagefind/index/ko_fa14.pf_index',
      'pagefind/pagefind-entry.json',
      'pagefind/pagefind.js',
      'pagefind/pagefind.ko_83b9.pf_meta',
      'pagefind/wasm.unknown.pagefind',
      'search/ko.json',
    ]);
  });

  it('takes the language’s own Pagefind WebAssembly where there is one', () => {
    const en = languageDownload(FILES, 'en');
    expect(en.filter((d) => d.path.includes('wasm')).map((d) => d.file)).toEqual(['pagefind/wasm.en.pagefind']);
    expect(en.find((d) => d.path === 'en/producing-units/')?.file).toBe('en/producing-units/index.html');
    // Comparison and coverage pages are saved when visited, in English as in every language.
    expect(en.filter((d) => /compare|translations/.test(d.path))).toEqual([]);
  });
});
