/**
 * The whole English rulebook from the 109 real wiki pages in sources/tirules-wiki/: every written
 * sub-rule number with its text, every note, the readings of the known irregularities, no raw HTML.
 * The oracle for "every written number" is the raw page's own lines, read here independently.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTopics } from '../../../../src/pipeline/content-loader.ts';
import { runImport, type ImportResult } from '../../../../src/lib/import/importer.ts';
import type { SourceFile } from '../../../../src/lib/import/manifest.ts';
import { parseEntry } from '../../../../src/lib/content/parse-entry.ts';
import type { Entry } from '../../../../src/lib/content/entry.ts';
import { ROOT, readProjectFile } from '../../support.ts';

const DIR = 'sources/tirules-wiki';
const pages = readdirSync(join(ROOT, DIR)).filter((f) => f.endsWith('.md') && f !== 'README.md');

let result: ImportResult;
const entries = new Map<string, Entry>();
beforeAll(() => {
  const files: SourceFile[] = pages.map((file) => ({ file, locale: 'en', format: 'wiki-markdown' }));
  result = runImport({
    manifest: { files, names: { ru: new Map(), en: new Map(), ko: new Map() } },
    topics: loadTopics(join(ROOT, 'content')),
    sourcesDir: DIR,
    read: (file) => readProjectFile(`${DIR}/${file}`),
  });
  for (const [path, text] of result.files) entries.set(path, parseEntry(text, path, 'en').entry!);
}, 60_000);

/** Top-level numbered lines ("11. text") of one section of a raw page, as written. */
function writtenItems(raw: string, section: string): { n: number; text: string }[] {
  const body = raw.split(/^## /m).find((part) => part.startsWith(section)) ?? '';
  return [...body.matchAll(/^(\d+)\.\s+(.*)$/gm)].map((m) => ({ n: Number(m[1]), text: m[2] }));
}

const words = (text: string) => text.replace(/<[^>]+>|\[|\]\([^)]*\)|\*/g, '').replace(/\s+/g, ' ').trim().slice(0, 50);
const entry = (id: string) => entries.get(`en/${id}.md`)!;

describe('the 109 pages of the English wiki', () => {
  it('import without a failure into 109 topics: 101 numbered, 8 without an LRR number', () => {
    expect(pages).toHaveLength(109);
    expect(result.failures).toEqual([]);
    expect(entries.size).toBe(109);
    const unnumbered = [...entries.values()].filter((e) => e.number === null).map((e) => e.id);
    expect(unnumbered.sort()).toEqual(['breakthroughs', 'coexistence', 'entropic-scars', 'expedition', 'fracture', 'neutral-units', 'space-stations', 'synergy']);
  });

  it('carry every sub-rule number written in each page, with its text, and every numbered note', () => {
    let subRules = 0;
    for (const page of pages) {
      const raw = readProjectFile(`${DIR}/${page}`);
      const e = [...entries.values()].find((x) => x.source === `${DIR}/${page}`)!;
      let items = writtenItems(raw, 'Rules Reference');
      // Game Round: the intro lists the four phases before the sub-rules start again at 1.
      if (e.id === 'game-round') items = items.slice(4);
      if (e.number === null) expect(e.subRules, page).toEqual([]);
      else
        for (const item of items) {
          const sub = e.subRules.find((s) => s.number === `${e.number}.${item.n}`);
          expect(sub, `${page}: ${e.number}.${item.n}`).toBeDefined();
          expect(sub!.text.replace(/\s+/g, ' ')).toContain(words(item.text));
          subRules++;
        }
      expect(e.notes.map((n) => n.number), page).toEqual(writtenItems(raw, 'Notes').map((i) => i.n));
    }
    // 509 sub-rules in all: 491 written as list items, 18 section headings standing in a number's place.
    expect(subRules).toBe(491);
    expect(result.defects.filter((d) => d.message.includes('read as section title'))).toHaveLength(18);
    expect([...entries.values()].reduce((n, e) => n + e.subRules.length, 0)).toBe(509);
  });

  it('read a heading where the list skips a number as that section title (Movement 58.1 and 58.7)', () => {
    const movement = entry('movement');
    expect(movement.subRules.map((s) => s.number)).toEqual(['58.1', '58.2', '58.3', '58.4', '58.5', '58.6', '58.7', '58.8']);
    expect(movement.subRules[0].text).toBe('Tactical Action Movement');
    expect(movement.subRules[6].text).toBe('Ability Movement');
    expect(movement.subRules[2].text.startsWith('Step 1 – Move Ships: A player can move any number of their eligible ships')).toBe(true);
    // The paragraph between 58.2 and 58.3 stays with 58.2; the nested steps stay with 58.3.
    expect(movement.subRules[1].text).toContain('To resolve movement, players perform the following steps:');
    expect(movement.subRules[2].children[0]).toMatchObject({ type: 'list', ordered: true });
    expect(entry('abilities').subRules.find((s) => s.number === '1.10')!.text).toBe('Costs');
  });

  it('keep Game Round’s list of phases in the intro, and its sub-rules as written 40.1–40.3', () => {
    const round = entry('game-round');
    expect(round.subRules.map((s) => s.number)).toEqual(['40.1', '40.2', '40.3']);
    expect(round.subRules[0].text.startsWith('Players skip the agenda phase')).toBe(true);
    expect(round.intro[1]).toMatchObject({ type: 'list', ordered: true, start: 1 });
    expect(round.intro[1].type === 'list' && round.intro[1].children).toHaveLength(4);
  });

  it('import a topic the LRR has no section for, with its intro and its nested notes', () => {
    const synergy = entry('synergy');
    expect(synergy).toMatchObject({ number: null, title: 'Synergy', subRules: [] });
    expect(synergy.notes).toHaveLength(6);
    expect(synergy.notes[3].text).toContain('For example, a player with two propulsion technologies');
    expect(synergy.related.map((r) => r.id)).toEqual(['breakthroughs']);
  });

  it('turn inline HTML into Markdown and links into topic ids, keeping a paragraph between notes', () => {
    for (const [path, text] of result.files) expect(text, path).not.toMatch(/<\/?(b|i|sup|sub|abbr|a|br)\b/);
    expect(result.files.get('en/movement.md')).toContain('The ship **cannot** move if it started');
    expect(result.files.get('en/victory-points.md')).toContain('their 10th victory point');
    expect(result.files.get('en/initiative-order.md')).toContain('[Technology (S.C.)](technology-sc)');
    expect(entry('trade').notes[0].text).toContain('A deal made during a given step is non–binding');
    expect(entry('trade').notes).toHaveLength(2);
  });

  it('report what they could not carry over, with file and line', () => {
    const of = (kind: string) => result.defects.filter((d) => d.kind === kind).map((d) => `${d.file.split('/').pop()}:${d.line}`);
    expect(of('link-unresolved')).toContain('R_bombardment.md:36');
    expect(result.defects).toContainEqual(expect.objectContaining({ file: `${DIR}/R_initiative_order.md`, line: 35, kind: 'markup', message: 'a stray </sub> was dropped' }));
    expect(result.defects).toContainEqual(
      expect.objectContaining({ file: `${DIR}/R_movement.md`, line: 13, kind: 'numbering', message: expect.stringContaining('read as section title 58.1') }),
    );
    expect(result.report).toContain('| `sources/tirules-wiki/R_movement.md` | en | wiki-markdown | en/movement (58) | 8 | 5 |');
  });
});
