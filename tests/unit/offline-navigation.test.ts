/** The service worker's navigations, decided as the static server decides them, on the real content's numbers. */
import { describe, expect, it } from 'vitest';
import { resolveNavigation, ruleNumbers } from '../../src/lib/offline-navigation.ts';
import { realGlossary } from './support.ts';

const numbers = ruleNumbers(realGlossary());

describe('resolveNavigation', () => {
  it('sends rule numbers, with or without the slash, to their entry and anchor, dropping the query', () => {
    expect(resolveNavigation('ru/49.4/', numbers)).toEqual({ kind: 'redirect', to: 'ru/component-limitations/#49.4', dropQuery: true });
    expect(resolveNavigation('ru/49.4', numbers)).toEqual({ kind: 'redirect', to: 'ru/component-limitations/#49.4', dropQuery: true });
    expect(resolveNavigation('en/23', numbers)).toEqual({ kind: 'redirect', to: 'en/component-limitations/', dropQuery: true });
    expect(resolveNavigation('ko/45.5/', numbers)).toEqual({ kind: 'redirect', to: 'ko/producing-units/#45.5', dropQuery: true });
  });

  it('answers unknown numbers with the 404 page, as the server does: an unknown entry, or a known entry’s unknown sub-rule', () => {
    expect(resolveNavigation('en/999.9/', numbers)).toEqual({ kind: 'not-found' });
    expect(resolveNavigation('en/999/', numbers)).toEqual({ kind: 'not-found' });
    expect(resolveNavigation('en/23.99/', numbers)).toEqual({ kind: 'not-found' });
    expect(resolveNavigation('ru/49.9', numbers)).toEqual({ kind: 'not-found' });
  });

  it('adds the missing slash to a folder, keeping the query; pages are pages; files and Pagefind are left to the network', () => {
    expect(resolveNavigation('en/component-limitations', numbers)).toEqual({ kind: 'redirect', to: 'en/component-limitations/', dropQuery: false });
    expect(resolveNavigation('en/component-limitations/', numbers)).toEqual({ kind: 'page', path: 'en/component-limitations/' });
    expect(resolveNavigation('', numbers)).toEqual({ kind: 'page', path: '' });
    expect(resolveNavigation('compare/producing-units/', numbers)).toEqual({ kind: 'page', path: 'compare/producing-units/' });
    expect(resolveNavigation('no-such-page/', numbers)).toEqual({ kind: 'page', path: 'no-such-page/' });
    expect(resolveNavigation('sitemap.xml', numbers)).toBeNull();
    expect(resolveNavigation('pagefind/pagefind.js', numbers)).toBeNull();
  });

  it('knows every sub-rule number of every entry', () => {
    const glossary = realGlossary();
    for (const entry of glossary.entries('ko')) {
      for (const s of entry.subRules) expect(resolveNavigation(`ko/${s.number}/`, numbers)).toEqual({ kind: 'redirect', to: `ko/${entry.id}/#${s.number}`, dropQuery: true });
    }
  });
});
