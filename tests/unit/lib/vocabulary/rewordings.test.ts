// The rules' words for the table's (content/<locale>/rewordings.yaml): parsed with file:line for every bad entry,
// the good ones kept; the real files are clean.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Diagnostics, formatDiagnostic } from '../../../../src/lib/content/diagnostics.ts';
import { LOCALES } from '../../../../src/lib/locale/locale.ts';
import { parseRewordings, REWORDINGS_FILE } from '../../../../src/lib/vocabulary/rewordings.ts';
import { ROOT } from '../../support.ts';

const parse = (text: string) => {
  const d = new Diagnostics();
  const rewordings = parseRewordings(text, 'r.yaml', d);
  return { rewordings, problems: d.items.map(formatDiagnostic) };
};

describe('parseRewordings', () => {
  it('reads what players type and what the rules write, a single word without brackets too', () => {
    const { rewordings, problems } = parse('- words: [hold, holding]\n  rules: [hand]\n- {words: same time, rules: simultaneously}\n');
    expect(problems).toEqual([]);
    expect(rewordings).toEqual([
      { words: ['hold', 'holding'], rules: ['hand'], line: 1 },
      { words: ['same time'], rules: ['simultaneously'], line: 3 },
    ]);
  });

  it('reports each bad entry with its line and keeps the others', () => {
    const { rewordings, problems } = parse(
      ['- words: [hold]', '  rules: [hand]', '- words: [start]', '- {words: [pick], rules: [choose], means: x}', '- {words: [win], rules: [Win]}', '- plain', '- {words: [hold], rules: [keep]}'].join('\n'),
    );
    expect(rewordings.map((r) => r.words[0])).toEqual(['hold', 'hold']);
    expect(problems).toEqual([
      'r.yaml:3: error: "rules" must list one or more words: rules: [...]',
      'r.yaml:4: error: unknown field "means" (an entry has words and rules)',
      'r.yaml:5: error: "win" is both what players type and the rules\' word',
      'r.yaml:6: error: an entry has "words" (what players type) and "rules" (what the rules write)',
      'r.yaml:7: warning: "hold" is listed already (line 1): the first entry wins',
    ]);
  });

  it('reports a file that is not YAML, or not a list, at its line', () => {
    expect(parse('- words: [a\n').problems[0]).toMatch(/^r\.yaml:\d+: error: not valid YAML/);
    expect(parse('words: [a]\n').problems).toEqual(['r.yaml:1: error: rewordings are a list of entries, each with words and rules ("- words: [...]")']);
  });

  it('finds no problem in the real files', () => {
    for (const locale of LOCALES) {
      const file = join(ROOT, 'content', locale, REWORDINGS_FILE);
      if (!existsSync(file)) continue;
      const { rewordings, problems } = parse(readFileSync(file, 'utf8'));
      expect(problems, file).toEqual([]);
      expect(rewordings.length, file).toBeGreaterThan(0);
    }
  });
});
