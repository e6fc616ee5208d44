/** The Glossary: look-ups by id and by number, backlinks, alignment across locales, coverage. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../../src/pipeline/content-loader.ts';
import { parseRuleNumber } from '../../../../src/lib/content/glossary.ts';
import { FIXTURES, listing, ROOT, realGlossary, SIX_TOPICS } from '../../support.ts';

describe('Glossary on the real content', () => {
  it('finds entries by locale and id', () => {
    const g = realGlossary();
    expect(g.get('ru', 'component-limitations')!.number).toBe(49);
    expect(g.get('en', 'component-limitations')!.number).toBe(23);
    expect(g.get('ko', 'producing-units')!.title).toBe('유닛 생산');
    expect(g.get('ru', 'producing-units')).toBeUndefined();
  });

  it('finds entries and sub-rules by the locale’s own numbers', () => {
    const g = realGlossary();
    const hit = g.byNumber('ru', '49.4')!;
    expect(hit.entry.id).toBe('component-limitations');
    expect(hit.subRule!.number).toBe('49.4');
    expect(g.byNumber('ko', '45.5')!.subRule!.number).toBe('45.5');
    expect(g.byNumber('ko', '32')).toMatchObject({ entry: { id: 'capacity' } });
    expect(g.byNumber('ko', '32')!.subRule).toBeUndefined();
    expect(g.byNumber('en', '67.6.')!.subRule!.number).toBe('67.6');
    // ru 49 and ko 49 are different topics: numbers are per locale.
    expect(g.byNumber('ko', '49')!.entry.id).toBe('move');
    expect(g.byNumber('ko', '48.1')).toBeUndefined();
    expect(g.byNumber('en', '49')!.entry.id).toBe('invasion');
    expect(g.byNumber('en', '58.3')!.subRule!.text.startsWith('Step 1 – Move Ships:')).toBe(true);
    expect(g.byNumber('en', '102')).toBeUndefined();
    expect(g.byNumber('ru', 'forty-nine')).toBeUndefined();
  });

  it('lists entries in number order and in the locale’s alphabetical order', () => {
    const g = realGlossary();
    const numbers = g.entries('en').map((e) => e.number);
    expect(numbers.slice(0, 3)).toEqual([1, 2, 3]);
    // The topics without an LRR number come last, in title order.
    expect(numbers.slice(-9)).toEqual([101, ...Array(8).fill(null)]);
    expect(g.entries('en').slice(-8).map((e) => e.title)).toEqual([...g.entries('en').slice(-8).map((e) => e.title)].sort((a, b) => a.localeCompare(b)));
    const titles = g.alphabetical('ko').map((e) => e.title);
    expect(titles.slice(0, 3)).toEqual(['수송값 (특성)', '수호자 토큰', '승점']);
    expect(g.all()).toHaveLength(140);
  });

  it('names the entries of a locale that list a topic among their related topics', () => {
    const g = realGlossary();
    expect(listing(g, 'ko', 'producing-units').map((e) => e.number).sort()).toEqual([40, 53, 54, 61]);
    expect(listing(g, 'ru', 'producing-units').map((e) => e.id)).toEqual(['component-limitations']);
    expect(listing(g, 'ko', 'active-system').map((e) => e.number).sort()).toEqual([37, 41, 48, 54]);
    expect(listing(g, 'en', 'active-system').map((e) => e.number).sort((a, b) => a! - b!)).toEqual([32, 58, 59, 77, 88, 89]);
    expect(listing(g, 'ru', 'active-system')).toEqual([]);
  });

  it('aligns sub-rules across locales by ordinal: ru 49.4 ↔ en 23.4, ko 45.5 ↔ en 67.5', () => {
    const g = realGlossary();
    const ru = g.get('ru', 'component-limitations')!;
    expect(g.counterpart(ru, ru.subRules[3], 'en')!.number).toBe('23.4');
    const ko = g.get('ko', 'producing-units')!;
    const ko455 = g.byNumber('ko', '45.5')!.subRule!;
    expect(g.counterpart(ko, ko455, 'en')!.number).toBe('67.5');
    const en = g.get('en', 'producing-units')!;
    expect(g.counterpart(en, en.subRules[0], 'ko')!.number).toBe('45.1');
    expect(g.counterpart(ru, ru.subRules[0], 'ko')).toBeUndefined();
  });

  it('knows which topics exist in which locales', () => {
    const g = realGlossary();
    expect(g.localesOf('component-limitations')).toEqual(['ru', 'en']);
    expect(g.localesOf('producing-units')).toEqual(['en', 'ko']);
    expect(g.localesOf('capacity')).toEqual(['en', 'ko']);
    expect(g.localesOf('active-system')).toEqual(['en']);
    expect(g.localesOf('synergy')).toEqual(['en']);
    expect(g.presentTopicIds()).toHaveLength(109);
    expect(g.localesOf('fighter-tokens')).toEqual(['en', 'ko']);
  });

  it('names a topic in a locale from its entry or from the related topics that name it', () => {
    const g = realGlossary();
    expect(g.nameIn('ko', 'capacity')).toBe('수송값 (특성)');
    expect(g.nameIn('ko', 'active-system')).toBe('활성 성계');
    expect(g.nameIn('ru', 'fighter-tokens')).toBe('Жетоны истребителей');
    expect(g.nameIn('en', 'capacity')).toBe('Capacity (Attribute)');
    expect(g.nameIn('ru', 'capacity')).toBeUndefined();
  });
});

describe('Glossary with an align override (fixture)', () => {
  const g = loadContent(join(ROOT, FIXTURES, 'content/sets/aligned'), { root: ROOT, topicsFile: SIX_TOPICS }).glossary;

  it('joins sub-rules by the keys the frontmatter gives, not by ordinal', () => {
    const ru = g.get('ru', 'component-limitations')!;
    const en = g.get('en', 'component-limitations')!;
    expect(ru.subRules.map((s) => s.alignKey)).toEqual(['1', '2', 'ru-only', '3']);
    expect(g.counterpart(ru, ru.subRules[3], 'en')!.number).toBe('23.3');
    expect(g.counterpart(ru, ru.subRules[2], 'en')).toBeUndefined();
    expect(g.counterpart(en, en.subRules[2], 'ru')!.number).toBe('49.4');
  });

  it('resolves plain related names through titles and aliases, and so joins the topics', () => {
    const ru = g.get('ru', 'component-limitations')!;
    expect(ru.related).toEqual([expect.objectContaining({ title: 'Отряды', id: 'units', resolved: true })]);
    expect(g.get('ru', 'units')!.related[0]).toMatchObject({ title: 'Лимит компонентов', id: 'component-limitations', resolved: true });
    expect(listing(g, 'ru', 'units').map((e) => e.id)).toEqual(['component-limitations']);
    expect(listing(g, 'ru', 'component-limitations').map((e) => e.id)).toEqual(['units']);
  });
});

describe('parseRuleNumber', () => {
  it('reads numbers as people type them', () => {
    expect(parseRuleNumber('49')).toEqual({ entry: 49, sub: undefined });
    expect(parseRuleNumber(' 49.4 ')).toEqual({ entry: 49, sub: 4 });
    expect(parseRuleNumber('40.4.')).toEqual({ entry: 40, sub: 4 });
    expect(parseRuleNumber('49,4')).toBeNull();
    expect(parseRuleNumber('')).toBeNull();
  });
});
