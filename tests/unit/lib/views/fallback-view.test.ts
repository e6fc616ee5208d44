/** A topic a locale lacks gets a fallback page carrying the English rule (real content). */
import { describe, expect, it } from 'vitest';
import { alignedNumber } from '../../../../src/lib/views/aligned-numbers.ts';
import { entryView } from '../../../../src/lib/views/entry-view.ts';
import { numberOnPage, pageEntry } from '../../../../src/lib/views/page-entry.ts';
import { realGlossary } from '../../support.ts';

const glossary = realGlossary();
const SITE = 'https://example.org';

/** Every href of rendered HTML. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
}

describe('pageEntry', () => {
  it('is the locale\'s own entry when it has one', () => {
    expect(pageEntry(glossary, 'ko', 'producing-units')).toMatchObject({ locale: 'ko', fallback: false, entry: { locale: 'ko' } });
  });

  it('is the English entry for a topic the locale lacks', () => {
    expect(pageEntry(glossary, 'ru', 'producing-units')).toMatchObject({ locale: 'ru', fallback: true, entry: { locale: 'en', id: 'producing-units' } });
  });

  it('falls back to English, and is undefined for a topic nobody has', () => {
    expect(pageEntry(glossary, 'ru', 'movement')).toMatchObject({ fallback: true, entry: { locale: 'en' } });
    expect(pageEntry(glossary, 'ru', 'no-such-topic')).toBeUndefined();
  });
});

describe('numberOnPage', () => {
  it('maps a sub-rule number to the one the target page shows, through the alignment', () => {
    expect(numberOnPage(glossary, 'en', '67.5', 'ko', 'producing-units')).toBe('45.5');
    expect(numberOnPage(glossary, 'en', '67.5', 'ru', 'producing-units')).toBe('67.5');
    expect(numberOnPage(glossary, 'en', '67.5', 'ru', 'component-limitations')).toBeUndefined();
  });
});

describe('a fallback page (ru, producing-units: the English entry)', () => {
  const english = glossary.get('en', 'producing-units')!;
  const view = entryView(glossary, english, '/', SITE, 'ru');

  it('is in the reader\'s interface language and says whose text it carries, with links to it and to the coverage page', () => {
    expect(view.locale).toBe('ru');
    expect(view.fallback).toEqual({ textLocale: 'en', sourceHref: '/en/producing-units/', coverageHref: '/ru/translations/' });
  });

  it('carries every sub-rule and note with the English numbers', () => {
    expect(view.subRules.map((s) => s.number)).toEqual(english.subRules.map((s) => s.number));
    expect(view.subRules[0].number).toBe('67.1');
    expect(view.notes).toHaveLength(english.notes.length);
    expect(view.subRules.every((s) => s.html.length > 0)).toBe(true);
  });

  it('links only within the reader\'s locale, the language switch excepted', () => {
    const all = [view.introHtml, ...view.subRules.map((s) => s.html), ...view.notes.map((n) => n.html)].flatMap(hrefs);
    for (const href of [...all, ...view.related.map((r) => r.href), ...view.backlinks.map((b) => b.href)]) {
      if (href !== null) expect(href).toMatch(/^(\/ru\/|#)/);
    }
    expect(view.related).toHaveLength(english.related.length);
  });

  it('short links stay on the page: rule-number URLs keep meaning the locale\'s own numbers', () => {
    expect(view.shortUrlBase).toBe('https://example.org/ru/producing-units/#');
  });

  it('language switch: the English page and the Korean entry, each with its own numbers by alignment', () => {
    const en = view.otherLanguages.find((o) => o.locale === 'en')!;
    const ko = view.otherLanguages.find((o) => o.locale === 'ko')!;
    expect(en).toMatchObject({ href: '/en/producing-units/', title: '67 Producing Units' });
    expect(ko).toMatchObject({ href: '/ko/producing-units/', title: '45 유닛 생산' });
    expect(ko.titleLang).toBeUndefined();
    expect(alignedNumber(ko.numbers, view.subRules[4].alignKey)).toBe('45.5');
  });

  it('has no graph (the locale graph links the topic instead)', () => {
    expect(view.graph).toBeUndefined();
  });
});

describe('a fallback page whose other languages lack the topic too (ko, component-limitations)', () => {
  const view = entryView(glossary, glossary.get('en', 'component-limitations')!, '/', SITE, 'ko');

  it('switches to the Russian entry and to the English page', () => {
    expect(view.otherLanguages.map((o) => o.href)).toEqual(['/ru/component-limitations/', '/en/component-limitations/']);
  });

  it('names related topics as the Korean pages show them: Korean titles, or English ones marked lang="en"', () => {
    const producing = view.related.find((r) => r.href === '/ko/producing-units/');
    expect(producing).toMatchObject({ label: '유닛 생산' });
    expect(producing?.lang).toBeUndefined();
    for (const r of view.related) if (r.href) expect(r.href).toMatch(/^\/ko\//);
  });
});

describe('an entry of the locale itself', () => {
  it('is no fallback, and its language links include the fallback pages of the locales that lack it', () => {
    const view = entryView(glossary, glossary.get('ko', 'movement')!, '/', SITE);
    expect(view.fallback).toBeUndefined();
    expect(view.locale).toBe('ko');
    expect(view.otherLanguages.map((o) => [o.locale, o.href, o.titleLang])).toEqual([
      ['ru', '/ru/movement/', 'en'],
      ['en', '/en/movement/', undefined],
    ]);
  });
});

describe('one language per page: compare and coverage links', () => {
  it('lead to the page\'s language: /ru/compare/{id}/, /ru/translations/, English under /en/ too', () => {
    const ru = entryView(glossary, glossary.get('ru', 'component-limitations')!, '/', SITE);
    expect(ru.compareHref).toBe('/ru/compare/component-limitations/');
    const en = entryView(glossary, glossary.get('en', 'component-limitations')!, '/', SITE);
    expect(en.compareHref).toBe('/en/compare/component-limitations/');
    expect(ru.subRules.find((s) => s.number === '49.4')?.compareRow).toBe('s4');
  });
});
