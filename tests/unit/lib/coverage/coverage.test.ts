import { describe, expect, it } from 'vitest';
import { translationCoverage, type CoverageRow } from '../../../../src/lib/coverage/coverage.ts';
import { inlineGlossary } from '../../inline-glossary.ts';
import { realGlossary } from '../../support.ts';

const glossary = realGlossary();
const coverage = translationCoverage(glossary);

function rowOf(rows: CoverageRow[], id: string): CoverageRow {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`no coverage row for ${id}`);
  return row;
}

describe('translationCoverage on the real content', () => {
  it('sums up each locale against the 109 topics of the index', () => {
    expect(coverage.totalTopics).toBe(109);
    expect(coverage.summary).toEqual([
      { locale: 'ru', present: 1, differs: 1, total: 109 },
      { locale: 'en', present: 109, differs: 27, total: 109 },
      { locale: 'ko', present: 30, differs: 26, total: 109 },
    ]);
  });

  it('has one row per topic present anywhere, in the order of the index', () => {
    expect(coverage.rows.map((r) => r.id)).toEqual(glossary.presentTopicIds());
    expect(coverage.rows).toHaveLength(109);
    expect(coverage.rows.map((r) => r.id)).toContain('synergy');
  });

  it('marks component-limitations as differing in its note counts (ru 9, en 8) and missing in ko', () => {
    const row = rowOf(coverage.rows, 'component-limitations');
    expect(row.lrrNumber).toBe(23);
    expect(row.titleEn).toBe('Component Limitations');
    expect(row.cells.ru).toMatchObject({ status: 'differs', number: 49, counts: { subRules: 5, notes: 9 }, differs: ['notes'] });
    expect(row.cells.en).toMatchObject({ status: 'differs', number: 23, counts: { subRules: 5, notes: 8 }, differs: ['notes'] });
    expect(row.cells.ko).toEqual({ locale: 'ko', status: 'missing', number: null, title: null, counts: null, differs: [] });
  });

  it('marks producing-units as differing in notes only: ko 45 has none, en 67 has 4', () => {
    const row = rowOf(coverage.rows, 'producing-units');
    expect(row.cells.ko).toMatchObject({ status: 'differs', number: 45, title: '유닛 생산', counts: { subRules: 6, notes: 0 }, differs: ['notes'] });
    expect(row.cells.en).toMatchObject({ status: 'differs', number: 67, counts: { subRules: 6, notes: 4 }, differs: ['notes'] });
    expect(row.cells.ru.status).toBe('missing');
  });

  it('marks a topic only en has as present there, and one without an LRR number too', () => {
    const row = rowOf(coverage.rows, 'abilities');
    expect(row.cells.en).toMatchObject({ status: 'present', number: 1, differs: [] });
    expect([row.cells.ru.status, row.cells.ko.status]).toEqual(['missing', 'missing']);
    const unnumbered = rowOf(coverage.rows, 'synergy');
    expect(unnumbered.lrrNumber).toBeNull();
    expect(unnumbered.cells.en).toMatchObject({ status: 'present', number: null, title: 'Synergy', counts: { subRules: 0, notes: 6 } });
  });

  it('marks space-combat as differing in notes: ko 39 has none, en 78 has 14', () => {
    const row = rowOf(coverage.rows, 'space-combat');
    expect(row.cells.ko).toMatchObject({ status: 'differs', number: 39, counts: { subRules: 10, notes: 0 }, differs: ['notes'] });
    expect(row.cells.en).toMatchObject({ number: 78, counts: { subRules: 10, notes: 14 } });
  });
});

describe('translationCoverage on a fixture', () => {
  const entry = (id: string, title: string, number: number, subRules: number, notes: number, notesHeading: string) =>
    [
      `---\nid: ${id}\ntitle: ${title}\nnumber: ${number}\n---\n`,
      ...Array.from({ length: subRules }, (_, i) => `${number}.${i + 1} Rule.\n`),
      notes > 0 ? `## ${notesHeading}\n\n${Array.from({ length: notes }, (_, i) => `${i + 1}. Note.`).join('\n')}\n` : '',
    ].join('\n');
  const g = inlineGlossary('number\tid\ttitle_en\n1\tabilities\tAbilities\n2\taction-cards\tAction Cards\n3\taction-phase\tAction Phase\n', [
    { locale: 'en', text: entry('abilities', 'Abilities', 1, 4, 2, 'Notes') },
    { locale: 'ru', text: entry('abilities', 'Способности', 1, 4, 2, 'Комментарии') },
    { locale: 'ko', text: entry('abilities', '능력', 1, 6, 1, '참고 사항') },
    { locale: 'en', text: entry('action-cards', 'Action Cards', 2, 3, 1, 'Notes') },
    { locale: 'ru', text: entry('action-cards', 'Карты действий', 2, 3, 1, 'Комментарии') },
  ]);
  const { rows, summary } = translationCoverage(g);

  it('records which counts differ, for every locale that differs from another', () => {
    const abilities = rowOf(rows, 'abilities');
    expect(abilities.cells.ko).toMatchObject({ status: 'differs', counts: { subRules: 6, notes: 1 }, differs: ['subRules', 'notes'] });
    expect(abilities.cells.en).toMatchObject({ status: 'differs', differs: ['subRules', 'notes'] });
    expect(abilities.cells.ru).toMatchObject({ status: 'differs', differs: ['subRules', 'notes'] });
  });

  it('calls entries with equal counts present, and skips topics no locale has', () => {
    const cards = rowOf(rows, 'action-cards');
    expect([cards.cells.ru.status, cards.cells.en.status, cards.cells.ko.status]).toEqual(['present', 'present', 'missing']);
    expect(rows.map((r) => r.id)).toEqual(['abilities', 'action-cards']);
    expect(summary).toEqual([
      { locale: 'ru', present: 2, differs: 1, total: 3 },
      { locale: 'en', present: 2, differs: 1, total: 3 },
      { locale: 'ko', present: 1, differs: 1, total: 3 },
    ]);
  });
});
