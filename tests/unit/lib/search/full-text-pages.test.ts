import { describe, expect, it } from 'vitest';
import { isFullTextFile } from '../../../../src/lib/search/full-text-pages.ts';

const locales = ['ru', 'en', 'ko'];

describe('the files of a built site the full-text index reads', () => {
  it('are the pages one folder down in a locale, and the rulings pages with their parts', () => {
    for (const file of ['ru/movement/index.html', 'en/factions/nekro/index.html', 'en/components/action-cards/3/index.html'])
      expect(isFullTextFile(file, locales), file).toBe(true);
  });

  it('leave out every other file: home, locale home, 404, deeper pages, other folders, other languages', () => {
    for (const file of ['index.html', 'ru/index.html', 'ru/404.html', 'ru/404.html/index.html', 'ru/compare/x/index.html', 'ru/lrr-1.3/x/index.html', 'ru/x/graph.svg', 'pagefind/x/index.html', 'de/x/index.html', 'en/factions/nekro/x/index.html'])
      expect(isFullTextFile(file, locales), file).toBe(false);
  });
});
