import { describe, expect, it } from 'vitest';
import { fill } from '../../../../src/i18n/fill.ts';
import { compareView, type CompareRowView, type CompareView } from '../../../../src/lib/views/compare-view.ts';
import { inlineGlossary } from '../../inline-glossary.ts';
import { realGlossary } from '../../support.ts';

function row(view: CompareView, key: string): CompareRowView {
  const found = view.rows.find((r) => r.key === key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
}

describe('compareView on the real content', () => {
  const glossary = realGlossary();

  it('puts ru 49.4 beside en 23.4 in row s4, each linking to its sub-rule, ko empty', () => {
    const view = compareView(glossary, 'component-limitations', '/');
    expect(view.title).toBe('Component Limitations');
    expect(view.lrrNumber).toBe(23);
    expect(view.present).toEqual(['ru', 'en']);
    expect(view.href).toBe('/en/compare/component-limitations/');
    const s4 = row(view, 's4');
    expect(s4).toMatchObject({ kind: 'sub-rule', label: '4', alignKey: '4', missing: ['ko'] });
    expect(s4.cells.ru).toMatchObject({ number: '49.4', href: '/ru/component-limitations/#49.4' });
    expect(s4.cells.en).toMatchObject({ number: '23.4', href: '/en/component-limitations/#23.4' });
    expect(s4.cells.ru?.html).toContain('ОТРЯДЫ');
    expect(s4.cells.en?.html).toContain('Units');
    expect(s4.cells.ko).toBeNull();
    const n9 = row(view, 'n9');
    expect(n9).toMatchObject({ kind: 'note', label: '9', missing: ['en', 'ko'] });
    expect(n9.cells.ru).toMatchObject({ number: '9', href: '/ru/component-limitations/#note-9' });
    expect(row(view, 'intro').cells.en?.href).toBe('/en/component-limitations/');
    expect(view.columns.map((c) => [c.locale, c.entry?.number ?? null, c.href])).toEqual([
      ['ru', 49, '/ru/component-limitations/'],
      ['en', 23, '/en/component-limitations/'],
      ['ko', null, '/ko/component-limitations/'],
    ]);
  });

  it('puts ko 45.5 beside en 67.5 in row s5 of producing-units, under a base path', () => {
    const view = compareView(glossary, 'producing-units', '/lrr/');
    const s5 = row(view, 's5');
    expect(s5.cells.ko).toMatchObject({ number: '45.5', href: '/lrr/ko/producing-units/#45.5' });
    expect(s5.cells.en).toMatchObject({ number: '67.5', href: '/lrr/en/producing-units/#67.5' });
    expect(s5.missing).toEqual(['ru']);
    expect(view.rows.filter((r) => r.kind === 'note').every((r) => r.missing.join() === 'ru,ko')).toBe(true);
  });
});

describe('compareView links', () => {
  const topics = 'number\tid\ttitle_en\n23\tcomponent-limitations\tComponent Limitations\n9\tanomalies\tAnomalies\n';
  const glossary = inlineGlossary(topics, [
    {
      locale: 'ru',
      text: `---
id: component-limitations
title: Ограничение на компоненты
number: 49
---

49.1 Кубики, см. [49.2](#49.2) и [аномалии](anomalies), но не [это](#49.9).

49.2 Жетоны.
`,
    },
    { locale: 'ko', text: '---\nid: anomalies\ntitle: 이상 현상\nnumber: 50\n---\n\n50.1 규칙.\n' },
    { locale: 'ko', text: '---\nid: not-indexed\ntitle: 색인 없음\nnumber: 99\n---\n\n99.1 규칙.\n' },
  ]);

  it('points a link within the entry at the entry page, not at this page', () => {
    const html = compareView(glossary, 'component-limitations', '/').rows[0].cells.ru!.html;
    expect(html).toContain('href="/ru/component-limitations/#49.2"');
    expect(html).toContain('href="/ru/anomalies/"');
    expect(html).not.toContain('#49.9');
    expect(html).toContain('это');
  });

  it('titles a topic by the index, else by the first entry that has it', () => {
    expect(compareView(glossary, 'anomalies', '/')).toMatchObject({ title: 'Anomalies', lrrNumber: 9, present: ['ko'] });
    expect(compareView(glossary, 'not-indexed', '/')).toMatchObject({ title: '색인 없음', lrrNumber: null });
  });
});

describe('fill', () => {
  it('fills named slots and leaves unknown ones', () => {
    expect(fill('missing in {locale}', { locale: 'ko' })).toBe('missing in ko');
    expect(fill('{count} of {total} topics', { count: 30, total: 109 })).toBe('30 of 109 topics');
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
