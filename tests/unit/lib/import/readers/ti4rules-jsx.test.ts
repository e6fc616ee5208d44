/** The ti4rules site's JSX data, read whole with the TypeScript parser, and compared with the wiki pages of the same topics. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../../../src/lib/import/detect-format.ts';
import type { RawEntry } from '../../../../../src/lib/import/raw-entry.ts';
import { readTi4rulesJsx } from '../../../../../src/lib/import/readers/ti4rules-jsx.ts';
import { readWikiMarkdown } from '../../../../../src/lib/import/readers/wiki-markdown.ts';
import { compareSources, renderSourceDiff } from '../../../../../src/lib/import/source-diff.ts';
import { readerContext } from '../../../../../tools/reader-context.ts';
import { ROOT, readProjectFile } from '../../../support.ts';

const JSX_DIR = '../shared/real-sources/ti4rules-jsx';
const WIKI_DIR = '../shared/real-sources/tirules-wiki';

function readJsx(name: string) {
  const file = `${JSX_DIR}/${name}`;
  const ctx = readerContext(file, 'en');
  const entries = readTi4rulesJsx(readProjectFile(file), ctx);
  return { entries, log: ctx.defects.items.map((d) => `${d.line} ${d.kind}: ${d.message}`) };
}

const subRuleCount = (entries: RawEntry[]) => entries.reduce((n, e) => n + e.subRules.length, 0);
const own = (nodes: unknown[]) => toString({ type: 'paragraph', children: nodes } as never);

describe('ti4rules-jsx: lrr-2.0.jsx', () => {
  const { entries, log } = readJsx('lrr-2.0.jsx');
  const movement = entries.find((e) => e.id === 'movement')!;

  it('is detected as its format', () => {
    expect(detectFormat(readProjectFile(`${JSX_DIR}/lrr-2.0.jsx`))).toBe('ti4rules-jsx');
  });

  it('gives 101 topics and 511 numbered sub-rules, each topic with its id from lrr-topics.tsv', () => {
    expect(entries).toHaveLength(101);
    expect(subRuleCount(entries)).toBe(511);
    expect(new Set(entries.map((e) => e.id)).size).toBe(101);
  });

  it('reads a topic: number, title, intro, section titles, sub-rules with their lists, related topics', () => {
    expect(movement).toMatchObject({ number: 58, title: 'Movement', line: 1073 });
    expect(toString(movement.intro[0])).toMatch(/^A player can move their ships by resolving a tactical action/);
    expect(movement.subRules.map((s) => s.number)).toEqual(['58.2', '58.3', '58.4', '58.5', '58.6', '58.7', '58.8', '58.9']);
    expect(own(movement.subRules[0].content)).toBe('Tactical Action Movement');
    const step1 = movement.subRules[2];
    expect(own(step1.content)).toMatch(/^STEP 1 — MOVE SHIPS: A player can move/);
    expect(step1.children[0]).toMatchObject({ type: 'list', ordered: false });
    expect((step1.children[0] as { children: unknown[] }).children.length).toBeGreaterThan(3);
    expect(movement.related.map((r) => r.name)).toEqual(['Action Phase', 'Active System', 'Capacity', 'Space Cannon', 'Tactical Action', 'Transport']);
    // A section title that has text of its own: the title in bold before it.
    const planetCard = entries.find((e) => e.id === 'planets')!.subRules.find((s) => s.number === '64.6')!;
    expect(planetCard.content[0]).toEqual({ type: 'strong', children: [{ type: 'text', value: 'Planet Card' }] });
    expect(own(planetCard.content)).toMatch(/^Planet Card Each planet has a corresponding planet card/);
  });

  it('drops images and reports them; maps titles that differ from the index only by a dash or a tail, and says so', () => {
    expect(log).toContain('246 noise: 9 Anomalies 9.3: image block (Asteroid Field, Nebula, Supernova, Gravity Rift) dropped: the content format has no images');
    expect(log).toContain('257 title: "Anti-Fighter Barrage (Unit Ability)" is not a title of lrr-topics.tsv; read as "Anti–Fighter Barrage (Unit Ability)" (anti-fighter-barrage)');
    expect(log).toContain('1687 title: "Sustain Damage (Unit Ability)" is not a title of lrr-topics.tsv; read as "Sustain Damage" (sustain-damage)');
    expect(log).toContain('1508 structure: 78 Space Combat 78.5: a <ul> straight inside a list; nested under the item above it');
    expect(log).toContain('564 structure: 28 Deals: related topic "Trade Goods" is listed twice; kept once');
    expect(log).toHaveLength(8);
  });
});

describe('ti4rules-jsx: the older editions', () => {
  it.each([
    ['lrr-1.3.jsx', 89, 440],
    ['rr-2020-base.jsx', 89, 433],
  ])('%s gives %i topics and %i numbered sub-rules; its unnumbered sections are reported', (name, topics, subRules) => {
    const { entries, log } = readJsx(name);
    expect(entries).toHaveLength(topics);
    expect(subRuleCount(entries)).toBe(subRules);
    expect(entries.find((e) => e.id === 'movement')!.number).toBe(49);
    expect(log.filter((l) => /a RuleSection without a whole number/.test(l)).map((l) => /, title (.*)\); skipped/.exec(l)![1])).toEqual(['Golden Rules', 'Timing']);
  });
});

describe('ti4rules-jsx: bad input', () => {
  const read = (text: string) => {
    const ctx = readerContext('bad.jsx', 'en');
    return { entries: readTi4rulesJsx(text, ctx), log: ctx.defects.items.map((d) => `${d.line} ${d.kind}: ${d.message}`) };
  };
  it('stops at JSX that does not parse, with file and line', () => {
    expect(() => read("export default () => (\n  <RuleSection number='1' title='Abilities'>\n    <RuleText number='1.1'>text</RuleSection>\n);\n")).toThrow(/^bad\.jsx:3: not valid JSX/);
  });
  it('skips and reports a title that is not in the index, and a sub-rule numbered for another topic', () => {
    const { entries, log } = read("export default () => (<div>\n<RuleSection number='1' title='Abilities'>\n<RuleText number='1.1'>One.</RuleText>\n<RuleText number='2.1'>Stray.</RuleText>\n</RuleSection>\n<RuleSection number='2' title='No Such Topic'></RuleSection>\n</div>);\n");
    expect(entries.map((e) => e.subRules.map((s) => s.number))).toEqual([['1.1']]);
    expect(log).toEqual([
      '4 structure: 1 Abilities 2.1: the number "2.1" does not belong to topic 1; kept as a paragraph of the sub-rule above',
      '6 title: "No Such Topic" matches no title of lrr-topics.tsv; the topic is skipped',
    ]);
  });
});

describe('source-diff: lrr-2.0.jsx against the wiki pages', () => {
  const jsx = readJsx('lrr-2.0.jsx').entries as (RawEntry & { id: string })[];
  const wiki = new Map<string, RawEntry>();
  const unreadable: string[] = [];
  for (const name of readdirSync(join(ROOT, WIKI_DIR)).sort()) {
    const file = `${WIKI_DIR}/${name}`;
    try {
      for (const e of readWikiMarkdown(readProjectFile(file), readerContext(file, 'en'))) wiki.set(e.id!, e);
    } catch (error) {
      unreadable.push((error as Error).message.split(':')[0]);
    }
  }
  const comparisons = jsx.filter((e) => wiki.has(e.id)).map((e) => compareSources(e, wiki.get(e.id)!));
  const report = renderSourceDiff(comparisons);

  it('compares every topic both give, sub-rule by sub-rule, and sums up', () => {
    expect(wiki.size + unreadable.length).toBe(109);
    // Every topic of lrr-2.0.jsx has its wiki page; the wiki's newer topics have no counterpart.
    expect(comparisons.length).toBe(101);
    expect(report).toMatch(new RegExp(`^## Two sources of one topic\\n\\n${comparisons.length} topics come from two sources; \\d+ of them differ: \\d+ sub-rules numbered otherwise, \\d+ with other text, \\d+ in one source only; \\d+ sub-rules agree`));
  });

  it('shows a text difference with both files and lines, marking where the texts part', () => {
    expect(report).toContain(
      '- text: 2.5 (`../shared/real-sources/ti4rules-jsx/lrr-2.0.jsx:85`) “…en from other players until th⟦ey⟧ are played.”; other: 2.5 (`../shared/real-sources/tirules-wiki/R_action_cards.md:19`) “…en from other players until th⟦ose cards⟧ are played.”',
    );
  });

  it('shows the Movement difference: the wiki numbers one lower from 58.2 on (its heading takes 58.1, where the PDF has the intro)', () => {
    const movement = comparisons.find((c) => c.id === 'movement')!;
    expect(movement.agreeing).toBe(0);
    expect(movement.differences.map((d) => `${d.kind} ${d.published!.number}=${d.other!.number}`)).toEqual([
      'number 58.2=58.1',
      'text 58.3=58.2',
      'number 58.4=58.3',
      'number 58.5=58.4',
      'text 58.6=58.5',
      'text 58.7=58.6',
      'number 58.8=58.7',
      'text 58.9=58.8',
    ]);
    expect(report).toContain('- number: 58.2 (`../shared/real-sources/ti4rules-jsx/lrr-2.0.jsx:1078`) is 58.1 (`../shared/real-sources/tirules-wiki/R_movement.md:13`) in the other source, same text “Tactical Action Movement”');
  });
});

describe('source-diff: a source numbered one lower from a section title on', () => {
  const sub = (number: string, text: string, line: number) => ({ number, line, content: [{ type: 'text' as const, value: text }], children: [] });
  const entry = (source: string, subRules: ReturnType<typeof sub>[]): RawEntry & { id: string } => ({ id: 'movement', locale: 'en', number: 58, title: 'Movement', intro: [], subRules, notes: [], related: [], source, line: 1 });
  const pdf = entry('a.txt', [sub('58.2', 'TACTICAL ACTION MOVEMENT', 5), sub('58.3', 'A ship’s move value…', 6), sub('58.4', 'Step 1 – Move Ships: “move”', 7)]);
  const wiki = entry('b.md', [sub('58.2', "A ship's  move value…", 10), sub('58.3', 'Step 1 - Move Ships: "move"', 12)]);
  it('pairs sub-rules by text after quotes, dashes, spaces and case are normalised, and reports the shift', () => {
    const c = compareSources(pdf, wiki);
    expect(c.agreeing).toBe(0);
    expect(c.differences.map((d) => `${d.kind} ${d.published?.number ?? '-'}:${d.published?.line ?? '-'} ${d.other?.number ?? '-'}:${d.other?.line ?? '-'}`)).toEqual([
      'missing 58.2:5 -:-',
      'number 58.3:6 58.2:10',
      'number 58.4:7 58.3:12',
    ]);
  });
});
