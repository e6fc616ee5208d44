/** The service worker's navigations, decided as the static server decides them, on the real content's numbers. */
import { describe, expect, it } from 'vitest';
import { movedPages } from '../../../../src/lib/site/moved-pages.ts';
import { resolveNavigation, ruleNumbers } from '../../../../src/lib/site/offline-navigation.ts';
import { realGlossary } from '../../support.ts';

const numbers = ruleNumbers(realGlossary());
const moved = movedPages(realGlossary());

describe('resolveNavigation', () => {
  it('sends rule numbers, with or without the slash, to their entry and anchor, dropping the query', () => {
    expect(resolveNavigation('ru/49.4/', numbers, moved)).toEqual({ kind: 'redirect', to: 'ru/component-limitations/#49.4', dropQuery: true });
    expect(resolveNavigation('ru/49.4', numbers, moved)).toEqual({ kind: 'redirect', to: 'ru/component-limitations/#49.4', dropQuery: true });
    expect(resolveNavigation('en/23', numbers, moved)).toEqual({ kind: 'redirect', to: 'en/component-limitations/', dropQuery: true });
    expect(resolveNavigation('ko/45.5/', numbers, moved)).toEqual({ kind: 'redirect', to: 'ko/producing-units/#45.5', dropQuery: true });
  });

  it('answers unknown numbers with the language’s 404 page, as the server does: an unknown entry, or a known entry’s unknown sub-rule', () => {
    expect(resolveNavigation('en/999.9/', numbers, moved)).toEqual({ kind: 'not-found', page: 'en/404.html' });
    expect(resolveNavigation('en/999/', numbers, moved)).toEqual({ kind: 'not-found', page: 'en/404.html' });
    expect(resolveNavigation('en/23.99/', numbers, moved)).toEqual({ kind: 'not-found', page: 'en/404.html' });
    expect(resolveNavigation('ru/49.9', numbers, moved)).toEqual({ kind: 'not-found', page: 'ru/404.html' });
    expect(resolveNavigation('ko/999.9/', numbers, moved)).toEqual({ kind: 'not-found', page: 'ko/404.html' });
  });

  it('adds the missing slash to a folder, keeping the query; pages are pages; files and Pagefind are left to the network', () => {
    expect(resolveNavigation('en/component-limitations', numbers, moved)).toEqual({ kind: 'redirect', to: 'en/component-limitations/', dropQuery: false });
    expect(resolveNavigation('en/component-limitations/', numbers, moved)).toEqual({ kind: 'page', path: 'en/component-limitations/' });
    expect(resolveNavigation('', numbers, moved)).toEqual({ kind: 'page', path: '' });
    expect(resolveNavigation('en/compare/producing-units/', numbers, moved)).toEqual({ kind: 'page', path: 'en/compare/producing-units/' });
    expect(resolveNavigation('no-such-page/', numbers, moved)).toEqual({ kind: 'page', path: 'no-such-page/' });
    expect(resolveNavigation('sitemap.xml', numbers, moved)).toBeNull();
    expect(resolveNavigation('pagefind/pagefind.js', numbers, moved)).toBeNull();
  });

  it('sends the old addresses of the English comparison and coverage pages to their new ones, as their redirect pages do', () => {
    expect(resolveNavigation('compare/producing-units/', numbers, moved)).toEqual({ kind: 'redirect', to: 'en/compare/producing-units/', dropQuery: true });
    expect(resolveNavigation('compare/producing-units', numbers, moved)).toEqual({ kind: 'redirect', to: 'en/compare/producing-units/', dropQuery: true });
    expect(resolveNavigation('translations/', numbers, moved)).toEqual({ kind: 'redirect', to: 'en/translations/', dropQuery: true });
    expect(resolveNavigation('translations', numbers, moved)).toEqual({ kind: 'redirect', to: 'en/translations/', dropQuery: true });
    // Only what moved: no topic, no inherited property, no file.
    expect(resolveNavigation('compare/no-such-topic/', numbers, moved)).toEqual({ kind: 'page', path: 'compare/no-such-topic/' });
    expect(resolveNavigation('constructor/', numbers, moved)).toEqual({ kind: 'page', path: 'constructor/' });
    expect(resolveNavigation('compare/producing-units/index.html', numbers, moved)).toBeNull();
    expect(Object.keys(moved)).toHaveLength(realGlossary().presentTopicIds().length + 1);
  });

  it('knows every sub-rule number of every entry', () => {
    const glossary = realGlossary();
    for (const entry of glossary.entries('ko')) {
      for (const s of entry.subRules) expect(resolveNavigation(`ko/${s.number}/`, numbers, moved)).toEqual({ kind: 'redirect', to: `ko/${entry.id}/#${s.number}`, dropQuery: true });
    }
  });
});
