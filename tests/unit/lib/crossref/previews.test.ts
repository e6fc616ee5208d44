import { describe, expect, it } from 'vitest';
import { buildPreviews, previewFor } from '../../../../src/lib/crossref/previews.ts';
import { trimText } from '../../../../src/lib/content/render.ts';
import { formatRef, parseRef } from '../../../../src/lib/crossref/ref.ts';
import { inlineGlossary } from '../../inline-glossary.ts';
import { realGlossary } from '../../support.ts';

const glossary = realGlossary();

describe('trimText (previews)', () => {
  it('keeps a short text, collapsing white space', () => {
    expect(trimText('  a\n b  ', 300)).toBe('a b');
  });
  it('cuts a long text at a word boundary and marks the cut', () => {
    const text = trimText('word '.repeat(100), 50);
    expect([...text].length).toBeLessThanOrEqual(50);
    expect(text).toMatch(/word…$/);
  });
  it('cuts inside a long word when there is no space near the end', () => {
    expect(trimText('x'.repeat(400), 300)).toBe(`${'x'.repeat(299)}…`);
  });
});

describe('previews', () => {
  it('an entry key gives its intro, a sub-rule key gives the sub-rule', () => {
    expect(previewFor(glossary, 'ko', 'capacity')).toEqual({ title: '수송값 (특성)', text: '수송값은 세력 시트와 기술 카드에 쓰인 유닛의 특성 중 하나입니다.' });
    expect(previewFor(glossary, 'ko', 'capacity#32.4')?.title).toBe('32.4 수송값 (특성)');
    expect(previewFor(glossary, 'ko', 'capacity#32.4')?.text).toMatch(/^수송 될 때를 제외하고/);
    expect(previewFor(glossary, 'ru', 'component-limitations#49.3')?.text).toMatch(/^Если какие-либо из перечисленных жетонов/);
  });
  it('skips keys that name nothing in the locale', () => {
    expect(previewFor(glossary, 'ko', 'transport')).toBeUndefined();
    expect(previewFor(glossary, 'ko', 'capacity#32.9')).toBeUndefined();
    expect(buildPreviews(glossary, 'ko', ['capacity', 'nope', '<script>'])).toEqual({ capacity: previewFor(glossary, 'ko', 'capacity') });
  });
  it('covers every entry and sub-rule of the locale, within 300 characters, as plain JSON', () => {
    const keys = glossary.entries('ko').flatMap((e) => [e.id, ...e.subRules.map((s) => formatRef({ id: e.id, number: s.number }))]);
    const previews = buildPreviews(glossary, 'ko', keys);
    const expected = glossary.entries('ko').reduce((n, e) => n + 1 + e.subRules.length, 0);
    expect(Object.keys(previews)).toHaveLength(expected);
    for (const p of Object.values(previews)) expect([...p.text].length).toBeLessThanOrEqual(300);
    expect(JSON.parse(JSON.stringify(previews))).toEqual(previews);
  });
  it('an entry without intro previews its first sub-rule', () => {
    const fixture = inlineGlossary('number\tid\ttitle_en\n1\talpha\tAlpha\n', [
      { locale: 'en', text: '---\nid: alpha\ntitle: Alpha\nnumber: 1\n---\n\n1.1 First *rule* text.\n\n1.2 Second.\n' },
    ]);
    expect(previewFor(fixture, 'en', 'alpha')).toEqual({ title: 'Alpha', text: 'First rule text.' });
  });
});

describe('refs', () => {
  it('formats and parses refs', () => {
    expect(parseRef('movement#48.4')).toEqual({ id: 'movement', number: '48.4' });
    expect(formatRef({ id: 'movement', number: '48.4' })).toBe('movement#48.4');
    expect(parseRef('movement')).toEqual({ id: 'movement' });
    for (const bad of ['Movement', 'movement#x', 'a#1.2#3', '', '#48.4']) expect(parseRef(bad), bad).toBeNull();
  });
});
