/** One reader per raw format, each on a small fixture that has the defects of its format. */
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../../src/lib/locale/locale.ts';
import { DefectLog, type RawEntry, type ReaderContext } from '../../../../../src/lib/import/raw-entry.ts';
import { READERS } from '../../../../../src/lib/import/readers/index.ts';
import type { Format } from '../../../../../src/lib/import/manifest.ts';
import { FIXTURES, ROOT, readProjectFile } from '../../../support.ts';
import { loadTopics } from '../../../../../src/pipeline/content-loader.ts';

const topics = loadTopics(`${ROOT}/content`);

function read(format: Format, locale: Locale, facts: ReaderContext['facts'] = {}) {
  const file = `${FIXTURES}/raw/${format}.txt`;
  const defects = new DefectLog();
  const lrr: Record<string, number> = { 'component-limitations': 23, 'producing-units': 67 };
  const entries = READERS[format](readProjectFile(file), {
    file,
    locale,
    defects,
    facts,
    lrrNumberOf: (id) => lrr[id],
    idForEnglishTitle: (title) => (title === 'Component Limitations' ? 'component-limitations' : undefined),
    isTopic: (id) => topics.has(id),
  });
  const log = defects.items.map((d) => `${d.line} ${d.kind}: ${d.message}`);
  return { entries, log };
}

const text = (nodes: { type: string }[]) => nodes.map((n) => toString(n as never)).join(' | ');
const numbers = (e: RawEntry) => e.subRules.map((s) => s.number);

describe('gitbook-markdown (ru GitBook export)', () => {
  const { entries, log } = read('gitbook-markdown', 'ru');
  const [entry] = entries;

  it('reads number, title (out of capitals), intro, sub-rules, notes', () => {
    expect(entries).toHaveLength(1);
    expect(entry).toMatchObject({ number: 49, title: 'Ограничение на компоненты' });
    expect(text(entry.intro)).toBe('Если компоненты заканчиваются, игроки придерживаются правил:');
    expect(numbers(entry)).toEqual(['49.1', '49.2', '49.3']);
    expect(entry.notes.map((n) => text(n))).toEqual(['Первая заметка.', 'Вторая заметка.']);
  });

  it('nests the items written at the sub-rules’ level under 49.2, and the lettered items under 49.3', () => {
    expect(text(entry.subRules[1].children)).toBe('жетоны контроля;жетоны пехоты.');
    const lettered = entry.subRules[2].children[0];
    expect(lettered.type === 'list' && lettered.children.map((i) => toString(i))).toEqual([
      'а) Когда игрок размещает отряды, он может вернуть их в снабжение.',
      'б) Когда игрок производит пехоту, он может использовать жетоны пехоты.',
    ]);
  });

  it('takes ids from linked file names and keeps plain names for the importer', () => {
    expect(entry.related).toEqual([
      { name: 'Жетоны пехоты', id: 'infantry-tokens', line: 18 },
      { name: 'Производство отрядов', line: 18 },
    ]);
  });

  it('reports each defect with its line', () => {
    expect(log).toEqual([
      '1 title: title in capitals "ОГРАНИЧЕНИЕ НА КОМПОНЕНТЫ" written as "Ограничение на компоненты"',
      '7 structure: item "жетоны контроля;" stands at the sub-rules\' list level; nested under 49.2',
      '8 structure: item "жетоны пехоты." stands at the sub-rules\' list level; nested under 49.2',
      '9 structure: 2 lettered items (а) б)) run into 49.3\'s paragraph; made a nested list',
      '5 number-normalised: trailing dot removed from 3 sub-rule numbers (49.1, 49.2, 49.3)',
    ]);
  });
});

describe('gitbook-text (ru GitBook page scraped as text)', () => {
  const { entries, log } = read('gitbook-text', 'ru');
  const [entry] = entries;

  it('reads the same entry as the Markdown export', () => {
    expect(entry).toMatchObject({ number: 49, title: 'Ограничение на компоненты' });
    expect(numbers(entry)).toEqual(['49.1', '49.2', '49.3']);
    expect(text(entry.subRules[1].children)).toBe('жетоны контроля;жетоны пехоты.');
    expect(entry.subRules[2].children[0].type === 'list' && entry.subRules[2].children[0].children).toHaveLength(2);
    expect(entry.notes).toHaveLength(2);
  });

  it('drops the repeated title and the page noise, and says so', () => {
    expect(log.filter((l) => l.includes('noise'))).toEqual([
      '2 noise: the title repeated ("49 ОГРАНИЧЕНИЕ НА КОМПОНЕНТЫ") dropped',
      '12 noise: page noise "Last updated" dropped',
      '13 noise: page noise "Was this helpful?" dropped',
    ]);
    expect(entry.notes.map((n) => text(n))).not.toContain('Last updated');
  });
});

describe('wiki-markdown (en wiki page)', () => {
  const { entries } = read('wiki-markdown', 'en');
  const [entry] = entries;

  it('numbers the items by their written numbers, after the LRR number of the title', () => {
    expect(entry).toMatchObject({ id: 'component-limitations', number: 23, title: 'Component Limitations' });
    expect(numbers(entry)).toEqual(['23.1', '23.2', '23.3']);
    expect(text(entry.intro)).toBe('If a component type is depleted during the game, players obey the following rules:');
  });

  it('keeps nested lists, notes, and turns r_ page names into ids', () => {
    expect(entry.subRules[2].children[0].type === 'list' && entry.subRules[2].children[0].children).toHaveLength(2);
    expect(entry.notes).toHaveLength(1);
    expect(entry.related.map((r) => [r.name, r.id])).toEqual([
      ['Infantry Tokens', 'infantry-tokens'],
      ['Units', 'units'],
    ]);
  });
});

describe('pdf-list (en PDF text as one flat bullet list)', () => {
  const facts = { id: 'producing-units', title: 'Producing Units', number: 67, subRuleStarts: [1, 3, 4, 5, 6] };
  const { entries, log } = read('pdf-list', 'en', facts);
  const [entry] = entries;

  it('rebuilds the sub-rules from the manifest’s starts, with the bullets between them nested', () => {
    expect(numbers(entry)).toEqual(['67.1', '67.2', '67.3', '67.4', '67.5']);
    expect(text(entry.subRules[0].children)).toBe('Any resources spent in excess of a unit’s cost are lost.');
    expect(entry.subRules.slice(1).every((s) => s.children.length === 0)).toBe(true);
  });

  it('marks the cut-off intro […], joins the wrapped line, splits the run-in bullet, mends the glued words', () => {
    expect(text(entry.intro)).toBe('The primary way that a player produces new units is by resolving the […]');
    expect(text([{ type: 'paragraph', children: entry.subRules[2].content } as never])).toBe(
      'When a player produces a unit through their units’ Production abilities, that player follows the rules of the Production ability.',
    );
    expect(toString({ type: 'paragraph', children: entry.subRules[3].content })).toBe('When a player produces a unit through another ability, that ability says where.');
    expect(log).toEqual(
      expect.arrayContaining([
        '2 truncated: text is cut off ("… new units is by resolving the"); marked […], not completed',
        '7 structure: 2 bullets run into one line; split at " - "',
        '7 structure: line wrapped inside a bullet; joined to line 6',
        '6 spacing: "theProduction" is two words glued together; a space put back ("the Production")',
        '11 noise: page noise "Was this helpful?" dropped',
      ]),
    );
  });

  it('refuses to guess the structure without the manifest’s facts', () => {
    expect(() => read('pdf-list', 'en')).toThrow(/tests\/fixtures\/raw\/pdf-list\.txt:1: this format needs id, title, number and subRuleStarts/);
  });
});

describe('pdf-glossary (ko glossary out of a PDF)', () => {
  const { entries, log } = read('pdf-glossary', 'ko');

  it('splits the text into its entries', () => {
    expect(entries.map((e) => [e.number, e.title])).toEqual([
      [41, '우주포 (유닛 능력)'],
      [42, '원자재'],
    ]);
  });

  it('reads 413 as 41.3, drops the trailing dot of 41.4., and leaves 42.1 absent', () => {
    expect(numbers(entries[0])).toEqual(['41.1', '41.2', '41.3', '41.4']);
    expect(numbers(entries[1])).toEqual(['42.2']);
    expect(log).toEqual(
      expect.arrayContaining([
        '17 number-normalised: "413" read as sub-rule 41.3 (the dot is missing; 41.3 is the next number)',
        '1 number-normalised: trailing dot removed from 1 sub-rule numbers: 41.4. (line 23)',
        '34 number-missing: sub-rule 42.1 is absent (the text has no sub-rule 42.1 before 42.2); left absent, not invented',
        '1 noise: "용어 사전" stands before the first entry; dropped',
      ]),
    );
  });

  it('keeps a section-title sub-rule with the paragraph under it, and •• nested under •', () => {
    const [, s412, s413] = entries[0].subRules;
    expect(toString({ type: 'paragraph', children: s412.content })).toBe('우주포 공격');
    expect(text(s412.children)).toBe('작전 행동 동안, 플레이어들은 다음과 같이 진행합니다:');
    const list = s413.children[0];
    expect(list.type === 'list' && list.children).toHaveLength(1);
    expect(list.type === 'list' && list.children[0].children[1].type).toBe('list');
  });

  it('reads the counter 기 that came out as "71" back, only below an item that counts with 기', () => {
    const list = entries[1].subRules[0].children[0];
    expect(list.type === 'list' && list.children.map((item) => toString(item))).toEqual(['우주 항만 3기', 'PDS 6기', '보병 12개', '전투기 171']);
    expect(log.filter((l) => l.includes('misread'))).toEqual([
      '36 misread: "PDS 671" read as "PDS 6기": the counter 기 came out of the PDF as "71" (ㄱ as 7, ㅣ as 1); the item above is "우주 항만 3기"',
    ]);
  });

  it('splits the related-topic lines at commas, leaving repairs to the importer', () => {
    expect(entries[0].related.map((r) => r.name)).toEqual(['공격자', '활성 성']);
    expect(entries[1].related.map((r) => r.name)).toEqual(['거래 무역품', '작전 단계']);
  });
});
