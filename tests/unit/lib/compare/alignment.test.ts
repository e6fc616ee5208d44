import { describe, expect, it } from 'vitest';
import { alignTopic, compareAlignKeys, missingLocales, subRuleRowKey, type Alignment, type AlignmentRow } from '../../../../src/lib/compare/alignment.ts';
import { inlineGlossary } from '../../inline-glossary.ts';
import { realGlossary } from '../../support.ts';

const glossary = realGlossary();

function row(alignment: Alignment, key: string): AlignmentRow {
  const found = alignment.rows.find((r) => r.key === key);
  if (!found) throw new Error(`no row ${key} in ${alignment.rows.map((r) => r.key).join(' ')}`);
  return found;
}

/** Each row as "key: ru-number | en-number | ko-number", "-" for an empty cell. */
function numbers(alignment: Alignment): string[] {
  return alignment.rows.map((r) => {
    const cells = (['ru', 'en', 'ko'] as const).map((l) => {
      const cell = r.cells[l];
      if (cell === null) return '-';
      if (r.kind === 'sub-rule') return (cell as { number: string }).number;
      if (r.kind === 'note') return `${l} note ${(cell as { number: number }).number}`;
      return `${l} intro`;
    });
    return `${r.key}: ${cells.join(' | ')}`;
  });
}

describe('alignTopic on the real content', () => {
  it('aligns component-limitations: ru 49.4 beside en 23.4, no ko entry, ru note 9 alone', () => {
    const a = alignTopic(glossary, 'component-limitations');
    expect(a.entries.ru?.number).toBe(49);
    expect(a.entries.en?.number).toBe(23);
    expect(a.entries.ko).toBeNull();
    expect(a.topic?.number).toBe(23);
    expect(numbers(a)).toEqual([
      'intro: ru intro | en intro | -',
      's1: 49.1 | 23.1 | -',
      's2: 49.2 | 23.2 | -',
      's3: 49.3 | 23.3 | -',
      's4: 49.4 | 23.4 | -',
      's5: 49.5 | 23.5 | -',
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `n${n}: ru note ${n} | en note ${n} | -`),
      'n9: ru note 9 | - | -',
    ]);
    const s4 = row(a, 's4');
    expect(s4.kind).toBe('sub-rule');
    if (s4.kind !== 'sub-rule') return;
    expect(s4.cells.ru?.text).toMatch(/^ОТРЯДЫ:/);
    expect(s4.cells.en?.text).toMatch(/^Units:/);
    expect(missingLocales(s4)).toEqual(['ko']);
    const n9 = row(a, 'n9');
    expect(n9.cells.ru && 'text' in n9.cells.ru ? n9.cells.ru.text : '').toContain('49.3');
    expect(missingLocales(n9)).toEqual(['en', 'ko']);
  });

  it('aligns producing-units: ko 45.5 beside en 67.5, ko without notes', () => {
    const a = alignTopic(glossary, 'producing-units');
    expect(a.entries.ru).toBeNull();
    const s5 = row(a, 's5');
    if (s5.kind !== 'sub-rule') throw new Error('s5 is not a sub-rule row');
    expect(s5.cells.ko?.number).toBe('45.5');
    expect(s5.cells.en?.number).toBe('67.5');
    expect(s5.cells.ru).toBeNull();
    expect(a.rows.filter((r) => r.kind === 'sub-rule').map((r) => r.key)).toEqual(['s1', 's2', 's3', 's4', 's5', 's6']);
    const notes = a.rows.filter((r) => r.kind === 'note');
    expect(notes.map((r) => r.key)).toEqual(['n1', 'n2', 'n3', 'n4']);
    for (const n of notes) expect(missingLocales(n)).toEqual(['ru', 'ko']);
  });

  it('aligns a topic only one locale has, and gives every row a unique key', () => {
    const a = alignTopic(glossary, 'abilities');
    expect(a.rows.length).toBeGreaterThan(1);
    for (const r of a.rows) expect(missingLocales(r)).toEqual(['ru', 'ko']);
    for (const id of glossary.presentTopicIds()) {
      const keys = alignTopic(glossary, id).rows.map((r) => r.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('refuses a topic no locale has', () => {
    // Every topic of the index has an English entry now: an id no locale has is one the index lacks.
    expect(() => alignTopic(glossary, 'made-up-topic')).toThrow(/made-up-topic.*no entry/);
  });
});

const TOPICS = 'number\tid\ttitle_en\n23\tcomponent-limitations\tComponent Limitations\n';

describe('alignTopic with an align override', () => {
  // An older ru numbering without en 23.3: ru 49.3 and 49.4 are en 23.4 and 23.5. The ko entry
  // has an extra rule between its 2nd and 3rd, which no other locale has ("2a").
  const en = `---
id: component-limitations
title: Component Limitations
number: 23
---

23.1 Dice.

23.2 Tokens.

23.3 Substitutes.

23.4 Units.

23.5 Cards.
`;
  const ru = `---
id: component-limitations
title: Ограничение на компоненты
number: 49
align:
  "49.3": 4
  "49.4": "5"
---

Вступление.

49.1 Кубики.

49.2 Жетоны.

49.3 Отряды.

49.4 Карты.
`;
  const ko = `---
id: component-limitations
title: 구성물 제한
number: 30
align:
  "30.3": 2a
  "30.4": "3"
---

30.1 주사위.

30.2 토큰.

30.3 추가 규칙.

30.4 대체물.

## 참고 사항

1. 참고.
`;
  const g = inlineGlossary(TOPICS, [
    { locale: 'en', text: en },
    { locale: 'ru', text: ru },
    { locale: 'ko', text: ko },
  ]);

  it('joins the overridden sub-rules by their keys and orders the rows by key', () => {
    expect(numbers(alignTopic(g, 'component-limitations'))).toEqual([
      'intro: ru intro | - | -',
      's1: 49.1 | 23.1 | 30.1',
      's2: 49.2 | 23.2 | 30.2',
      's2a: - | - | 30.3',
      's3: - | 23.3 | 30.4',
      's4: 49.3 | 23.4 | -',
      's5: 49.4 | 23.5 | -',
      'n1: - | - | ko note 1',
    ]);
  });

  it('refuses two sub-rules of one entry with the same key', () => {
    const clash = ru.replace('"49.4": "5"', '"49.4": 4');
    const bad = inlineGlossary(TOPICS, [{ locale: 'ru', text: clash }]);
    expect(() => alignTopic(bad, 'component-limitations')).toThrow(/fixture\/ru\/0\.md:\d+: sub-rules 49\.3 and 49\.4 share the alignment key "4"/);
  });
});

describe('alignment keys', () => {
  it('sort numerically, with lettered keys after their number', () => {
    expect(['10', '2', '3a', '1', '3', '9', '2a'].sort(compareAlignKeys)).toEqual(['1', '2', '2a', '3', '3a', '9', '10']);
  });

  it('make row keys fit for a URL fragment', () => {
    expect(subRuleRowKey('4')).toBe('s4');
    expect(subRuleRowKey('4.1')).toBe('s4.1');
    expect(subRuleRowKey('new rule')).toBe('snew-rule');
  });
});
