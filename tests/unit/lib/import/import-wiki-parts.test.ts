/** The pieces of the wiki import, each alone on small inputs: written numbers, inline HTML, topic links, and the CLI. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Heading, ListItem, Paragraph, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { inlineHtmlToMarkdown } from '../../../../src/lib/import/inline-html.ts';
import { idFromHref, resolveTopicLinks, rulingKeyFromHref } from '../../../../src/lib/import/topic-links.ts';
import { numberSubRules, type RulesBlock } from '../../../../src/lib/import/written-numbers.ts';
import { parseMarkdown } from '../../../../src/lib/content/markdown.ts';
import { ROOT } from '../../support.ts';

const item = (written: number, text = `rule ${written}`): RulesBlock => ({
  kind: 'item',
  written,
  line: written,
  item: { type: 'listItem', children: [{ type: 'paragraph', children: [{ type: 'text', value: text }] }] } as ListItem,
});
const heading = (text: string, line = 0): RulesBlock => ({ kind: 'heading', line, heading: { type: 'heading', depth: 3, children: [{ type: 'text', value: text }] } as Heading });
const para = (text: string): RulesBlock => ({ kind: 'block', line: 0, node: { type: 'paragraph', children: [{ type: 'text', value: text }] } as Paragraph });

function number(blocks: RulesBlock[], topic: number | null = 58) {
  const reports: string[] = [];
  const rules = numberSubRules(blocks, topic, (line, message) => reports.push(`${line}: ${message}`));
  return { ...rules, numbers: rules.subRules.map((s) => s.number), reports };
}

describe('written numbers', () => {
  it('keeps the numbers as written and never renumbers from 1', () => {
    expect(number([item(3), item(4)]).numbers).toEqual(['58.3', '58.4']);
  });

  it('reads a heading where the list skips a number as that section title, and says so', () => {
    const r = number([para('intro'), heading('Tactical Action Movement', 5), item(2), para('between'), item(3), heading('Ability Movement', 9), item(5)]);
    expect(r.numbers).toEqual(['58.1', '58.2', '58.3', '58.4', '58.5']);
    expect(toString(r.subRules[0].content[0])).toBe('Tactical Action Movement');
    expect(r.subRules[1].children.map((c) => toString(c))).toEqual(['between']);
    expect(r.intro.map((c) => toString(c))).toEqual(['intro']);
    expect(r.reports).toEqual([
      '5: the heading stands where 58.1 is missing (next written number 2): read as section title 58.1',
      '9: the heading stands where 58.4 is missing (next written number 5): read as section title 58.4',
    ]);
  });

  it('keeps a heading where no number is missing as a bold line, and says so', () => {
    const r = number([item(1), heading('Voting', 7), item(2)]);
    expect(r.numbers).toEqual(['58.1', '58.2']);
    expect(r.subRules[0].children[0]).toMatchObject({ type: 'paragraph', children: [{ type: 'strong' }] });
    expect(r.reports).toEqual(['7: a heading where no sub-rule number is missing: kept as a bold line in 58.1']);
  });

  it('reads a first list followed by one that starts again at 1 as part of the intro', () => {
    const r = number([para('four phases:'), item(1), item(2), item(3), item(4), item(1, 'first'), item(2)], 40);
    expect(r.numbers).toEqual(['40.1', '40.2']);
    expect(toString(r.subRules[0].content[0])).toBe('first');
    expect(r.intro[1]).toMatchObject({ type: 'list', ordered: true, start: 1 });
    expect(r.reports[0]).toMatch(/a list 1–4 followed by a list that starts again at 1/);
  });

  it('keeps any other gap or repeat as written, and reports it', () => {
    const r = number([item(1), item(3), item(3)]);
    expect(r.numbers).toEqual(['58.1', '58.3', '58.3']);
    expect(r.reports).toEqual(['3: 58.2 missing before 58.3: numbers kept as written', '3: 58.3 written after 58.3: kept as written']);
  });

  it('gives no sub-rule numbers in a topic without an LRR number', () => {
    const r = number([para('no section yet'), item(1)], null);
    expect(r.subRules).toEqual([]);
    expect(r.intro).toHaveLength(2);
    expect(r.reports).toHaveLength(1);
  });
});

describe('inline HTML to Markdown', () => {
  const convert = (markdown: string) => {
    const tree = parseMarkdown(markdown);
    const losses = inlineHtmlToMarkdown(tree);
    return { tree, losses };
  };

  it('turns <b>, <i>, <br> and <a> into strong, emphasis, a break and a link', () => {
    const { tree, losses } = convert('A <b>bold</b> and <i>slanted</i> word,<br>then <a href="/rules/r_units">Units</a>.');
    const p = tree.children[0] as Paragraph;
    expect(p.children.map((c) => c.type)).toEqual(['text', 'strong', 'text', 'emphasis', 'text', 'break', 'text', 'link', 'text']);
    expect(losses).toEqual([]);
  });

  it('keeps the text of what Markdown cannot say, reports it, and leaves no html node', () => {
    const { tree, losses } = convert('their 10<sup>th</sup> point, <abbr title="Strategy Card">S.C.</abbr></sub>, <script>alert(1)</script>');
    expect(toString(tree)).toBe('their 10th point, S.C.,');
    expect(JSON.stringify(tree)).not.toContain('"html"');
    expect(losses.map((l) => l.message)).toEqual([
      '<sup> has no Markdown form: its text was kept',
      '<abbr title="Strategy Card"> has no Markdown form: its text was kept',
      'a stray </sub> was dropped',
      '<script> was dropped with its content',
    ]);
  });

  it('drops a block of raw HTML and says so', () => {
    const { tree, losses } = convert('<div>\nblock\n</div>\n\nText.');
    expect(toString(tree)).toBe('Text.');
    expect(losses[0].message).toMatch(/^a block of raw HTML was dropped/);
  });
});

describe('topic links', () => {
  const topics = {
    isTopic: (id: string) => ['action-cards', 'purge', 'technology-sc', 'fighter-tokens', 'objective-cards'].includes(id),
    idForEnglishTitle: (t: string) => (t === 'Objective Cards' ? 'objective-cards' : undefined),
    isRulingPage: (key: string) => ['components/action-cards', 'factions/jol-nar'].includes(key),
  };

  it('reads every spelling of a wiki page name as a topic id', () => {
    expect(idFromHref('r_fighter_tokens')).toBe('fighter-tokens');
    expect(idFromHref('R_purge')).toBe('purge');
    expect(idFromHref('/rules/r_technology_sc')).toBe('technology-sc');
    expect(idFromHref('../components/c_action_cards')).toBe('action-cards');
    expect(idFromHref('fighter_tokens.md#x')).toBe('fighter-tokens');
  });

  it('rewrites links to ids, falls back on the link text, and unlinks what is not a topic', () => {
    const tree = parseMarkdown('[A](r_purge) [Objective Cards](objective_list) [x](https://example.org)') as Root;
    const unresolved = resolveTopicLinks(tree, topics);
    const p = tree.children[0] as Paragraph;
    expect(p.children.filter((c) => c.type === 'link').map((c) => (c.type === 'link' ? c.url : ''))).toEqual(['purge', 'objective-cards']);
    expect(unresolved.map((u) => u.href)).toEqual(['https://example.org']);
    expect(toString(p)).toBe('A Objective Cards x');
  });

  it('rewrites links to the rulings pages the import has to their keys, never to a topic of the same name', () => {
    const tree = parseMarkdown('[A](../components/c_action_cards) [B](F_jol_nar) [Objective Cards](../components/c_objectives) [Creuss](../factions/f_creuss)') as Root;
    const unresolved = resolveTopicLinks(tree, topics);
    const p = tree.children[0] as Paragraph;
    expect(p.children.filter((c) => c.type === 'link').map((c) => (c.type === 'link' ? c.url : ''))).toEqual(['components/action-cards', 'factions/jol-nar']);
    expect(unresolved.map((u) => u.href)).toEqual(['../components/c_objectives', '../factions/f_creuss']);
    expect(rulingKeyFromHref('/rules/r_capture')).toBeNull();
    expect(rulingKeyFromHref('C_units')).toBe('components/units');
  });
});

describe('npm run import -- --out (a preview)', () => {
  const fixtures = 'tests/fixtures/raw/wiki';
  const out = mkdtempSync(join(tmpdir(), 'lrr-import-'));
  const snapshot = () =>
    ['content', 'content/en', 'sources', 'sources/tirules-wiki'].map((d) => readdirSync(join(ROOT, d)).join(',')).join('|') + readFileSync(join(ROOT, 'sources/manifest.yaml'), 'utf8');

  it('names each broken page with its raw path and line, imports the others, exits 1 and touches nothing', { timeout: 120_000 }, () => {
    const before = snapshot();
    let status = 0;
    let stderr = '';
    try {
      execFileSync(process.execPath, ['scripts/import.ts', '--out', out, `${fixtures}/bad-frontmatter.md`, `${fixtures}/unknown-heading.md`, `${fixtures}/good.md`], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      status = (error as { status: number }).status;
      stderr = (error as { stderr: string }).stderr;
    }
    expect(status).toBe(1);
    expect(stderr).toMatch(new RegExp(`${fixtures}/bad-frontmatter.md:2: malformed frontmatter`));
    expect(stderr).toContain(`${fixtures}/unknown-heading.md:11: unexpected heading "Trivia"`);
    expect(stderr).toContain('2 files not imported');
    // The good page is read (its Deploy loses to the richer wiki page of the same topic, as a duplicate).
    const report = readFileSync(join(out, 'IMPORT-REPORT.md'), 'utf8');
    expect(report).toContain('| `sources/wiki/good.md` | en | wiki-markdown | none (duplicate) | 0 | 0 | 1 |');
    expect(report).toContain('## Failures');
    // The preview holds the named files' own topics only, not the manifest's other sources.
    expect(readdirSync(join(out, 'en'))).toEqual(['deploy.md']);
    expect(readFileSync(join(out, 'en/deploy.md'), 'utf8')).toContain('source: sources/wiki/good.md');
    expect(snapshot()).toBe(before);
  });
});
