import { describe, expect, it } from 'vitest';
import { fullTextSourceFile, isFullTextFile } from '../../../../src/lib/search/full-text-pages.ts';

const locales = ['ru', 'en', 'ko'];

describe('the pages the full-text index reads', () => {
  it('are the pages one folder down in a locale, as the files Pagefind would read', () => {
    expect(fullTextSourceFile('/en/space-combat/', '/', locales)).toBe('en/space-combat/index.html');
    expect(fullTextSourceFile('/lrr/ko/speaker/', '/lrr/', locales)).toBe('ko/speaker/index.html');
    expect(fullTextSourceFile('/lrr/ko/speaker/', '/lrr', locales)).toBe('ko/speaker/index.html');
  });

  it('leave out every other page: home, locale home, 404, deeper pages, other folders, another base', () => {
    for (const path of ['/', '/en/', '/en/404.html/', '/en/compare/space-combat/', '/en/lrr-1.3/space-combat/', '/compare/x/', '/de/x/', '/en/x', '/lrr/en/x/'])
      expect(fullTextSourceFile(path, '/', locales), path).toBeUndefined();
    expect(fullTextSourceFile('/en/x/', '/lrr/', locales)).toBeUndefined();
  });

  it('match the files of a built site the same way', () => {
    expect(isFullTextFile('ru/movement/index.html', locales)).toBe(true);
    for (const file of ['ru/index.html', 'ru/404.html', 'ru/404.html/index.html', 'ru/compare/x/index.html', 'ru/x/graph.svg', 'pagefind/x/index.html'])
      expect(isFullTextFile(file, locales), file).toBe(false);
  });
});
