import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replaceContent } from '../../../../src/pipeline/import-files.ts';
import { describe, expect, it } from 'vitest';
import { Diagnostics, formatDiagnostic } from '../../../../src/lib/content/diagnostics.ts';
import { LOCALES } from '../../../../src/lib/locale/locale.ts';
import { vocabularyTargets } from '../../../../src/lib/vocabulary/targets.ts';
import { Glossary } from '../../../../src/lib/content/glossary.ts';
import { RulingBook } from '../../../../src/lib/rulings/ruling-book.ts';
import type { RulingNote, RulingPage } from '../../../../src/lib/rulings/ruling.ts';
import { checkVocabularyTargets, parseTarget, parseVocabulary } from '../../../../src/lib/vocabulary/vocabulary.ts';
import { loadVocabulary } from '../../../../src/pipeline/vocabulary-loader.ts';
import { inlineGlossary } from '../../inline-glossary.ts';
import { realGlossary, ROOT } from '../../support.ts';

const parse = (text: string) => {
  const d = new Diagnostics();
  const terms = parseVocabulary(text, 'v.yaml', d);
  return { terms, problems: d.items.map(formatDiagnostic) };
};

describe('parseTarget', () => {
  it('reads topics, sub-rules, rulings pages, sections and notes', () => {
    expect(parseTarget('anti-fighter-barrage')).toEqual({ kind: 'topic', id: 'anti-fighter-barrage' });
    expect(parseTarget('anti-fighter-barrage#10.1')).toEqual({ kind: 'topic', id: 'anti-fighter-barrage', number: '10.1' });
    expect(parseTarget('factions/nekro')).toEqual({ kind: 'ruling', pages: 'factions', id: 'nekro' });
    expect(parseTarget('factions/nekro#technology-singularity.4.2')).toEqual({ kind: 'ruling', pages: 'factions', id: 'nekro', anchor: 'technology-singularity.4.2' });
    expect(parseTarget('components/action-cards#direct-hit')).toEqual({ kind: 'ruling', pages: 'components', id: 'action-cards', anchor: 'direct-hit' });
  });

  it('says what is wrong with anything else', () => {
    for (const bad of ['Anti Fighter', 'afb#x', 'afb#1.1#2', 'planets/nekro', 'factions/nekro/x', 'factions/Nekro', 'factions/nekro#<b>', '../x'])
      expect(typeof parseTarget(bad), bad).toBe('string');
  });
});

describe('parseVocabulary', () => {
  it('keeps the good entries and reports each bad one with its line', () => {
    const { terms, problems } = parse(
      [
        '# comment',
        '- words: [AFB]',
        '  means: Anti-Fighter Barrage',
        '  target: anti-fighter-barrage',
        '- words: []',
        '  means: Nothing',
        '  target: x',
        '- words: PDS',
        '  means: PDS',
        '  target: Not A Target',
        '- words: [counters]',
        '  target: command-tokens',
        '  colour: red',
        '- words: [mecatol, MR]',
        '  means: Mecatol Rex',
        '  target: mecatol-rex',
        '- just text',
      ].join('\n'),
    );
    expect(terms.map((t) => t.words)).toEqual([['AFB'], ['mecatol', 'MR']]);
    expect(terms[0]).toMatchObject({ means: 'Anti-Fighter Barrage', target: { kind: 'topic', id: 'anti-fighter-barrage' }, line: 2 });
    expect(problems.filter((p) => p.startsWith('v.yaml:5:'))).toHaveLength(1);
    expect(problems.some((p) => p.startsWith('v.yaml:8: error: target "Not A Target"'))).toBe(true);
    expect(problems).toContain('v.yaml:11: error: unknown field "colour" (an entry has words, means and target)');
    expect(problems).toContain('v.yaml:11: error: "means" must say what the words stand for');
    expect(problems.some((p) => p.startsWith('v.yaml:17: error:'))).toBe(true);
  });

  it('reports broken YAML and a file that is not a list, never throwing', () => {
    expect(parse('- words: [AFB\n  means: x').problems[0]).toMatch(/^v\.yaml:\d+: error: not valid YAML/);
    expect(parse('words: [AFB]').problems).toEqual(['v.yaml:1: error: a vocabulary is a list of entries ("- words: [...]")']);
    expect(parse('').terms).toEqual([]);
  });

  it('warns when a word is listed twice (the first entry wins)', () => {
    const { terms, problems } = parse('- {words: [AFB], means: A, target: a}\n- {words: [afb], means: B, target: b}\n');
    expect(terms).toHaveLength(2);
    expect(problems).toEqual(['v.yaml:2: warning: "afb" is listed already (line 1): the first entry wins']);
  });
});

describe('checkVocabularyTargets', () => {
  const topics = inlineGlossary('number\tid\ttitle_en\n1\talpha\tAlpha\n2\tbeta\tBeta\n', [
    { locale: 'en', text: '---\nid: alpha\ntitle: Alpha\nnumber: 1\n---\n\n1.1 One.\n\n1.2 Two.\n' },
    { locale: 'ru', text: '---\nid: beta\ntitle: Бета\nnumber: 3\n---\n\n3.1 Раз.\n' },
  ]);
  const note = (anchor: string, number: string, notes: RulingNote[] = []): RulingNote => ({ anchor, number, content: [], text: '', notes, line: 1 });
  const nekro: RulingPage = {
    kind: 'factions',
    id: 'nekro',
    locale: 'en',
    title: 'The Nekro Virus',
    intro: [],
    file: 'content/en/factions/nekro.md',
    sections: [{ anchor: 'technology-singularity', title: 'Technology Singularity', intro: [], line: 1, notes: [note('technology-singularity.4', '4', [note('technology-singularity.4.2', '4.2')])] }],
  };
  const withRulings = new Glossary([...LOCALES.flatMap((l) => topics.entries(l))], topics.topics, new RulingBook([nekro]));
  const check = (target: string, locale: 'en' | 'ru' = 'en', rulings = true) => {
    const d = new Diagnostics();
    const { terms } = parse(`- {words: [x], means: X, target: "${target}"}`);
    const kept = checkVocabularyTargets(terms, vocabularyTargets(rulings ? withRulings : topics, locale), 'v.yaml', d);
    return { kept: kept.length, problems: d.items.map(formatDiagnostic) };
  };

  it('accepts what exists', () => {
    for (const target of ['alpha', 'alpha#1.2', 'factions/nekro', 'factions/nekro#technology-singularity', 'factions/nekro#technology-singularity.4.2'])
      expect(check(target), target).toEqual({ kept: 1, problems: [] });
    // A topic the locale lacks is shown on its fallback page, with the English numbers.
    expect(check('alpha#1.1', 'ru')).toEqual({ kept: 1, problems: [] });
    expect(check('beta#3.1', 'ru')).toEqual({ kept: 1, problems: [] });
    // A rulings page the locale shows as a fallback page (the English text).
    expect(check('factions/nekro#technology-singularity.4.2', 'ru')).toEqual({ kept: 1, problems: [] });
  });

  it('reports what does not, with the line, and leaves it out', () => {
    expect(check('gamma')).toEqual({ kept: 0, problems: ['v.yaml:1: error: target "gamma": no topic "gamma"'] });
    expect(check('alpha#1.9').problems).toEqual(['v.yaml:1: error: target "alpha#1.9": the topic has no sub-rule 1.9 in this language']);
    expect(check('factions/sol').problems).toEqual(['v.yaml:1: error: target "factions/sol": no rulings page factions/sol']);
    expect(check('factions/nekro#propagation').problems).toEqual(['v.yaml:1: error: target "factions/nekro#propagation": the page has no section or note #propagation']);
    // Before the site has rulings pages, such an entry is left out with a warning.
    expect(check('factions/nekro', 'en', false).problems[0]).toMatch(/warning: .*no rulings pages yet/);
  });
});

describe('the shipped vocabularies', () => {
  it('have no errors, and at least 80 English entries', () => {
    const glossary = realGlossary();
    const { terms, diagnostics } = loadVocabulary(join(ROOT, 'content'), glossary, { root: ROOT });
    expect(diagnostics.errors.map(formatDiagnostic)).toEqual([]);
    const written = parse(readFileSync(join(ROOT, 'content/en/vocabulary.yaml'), 'utf8')).terms;
    expect(written.length).toBeGreaterThanOrEqual(80);
    expect(terms.get('en')!.length).toBeGreaterThan(0);
    for (const locale of LOCALES) expect(terms.get(locale) ?? [], locale).toBeInstanceOf(Array);
  });
});

describe('npm run import', () => {
  it('keeps each locale\'s vocabulary.yaml when it replaces the entries', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vocabulary-import-'));
    try {
      const content = join(dir, 'content');
      mkdirSync(join(content, 'en'), { recursive: true });
      writeFileSync(join(content, 'en', 'old.md'), 'old');
      writeFileSync(join(content, 'en', 'vocabulary.yaml'), '- {words: [AFB], means: A, target: a}\n');
      replaceContent(content, new Map([['en/a.md', 'new']]), 'report');
      expect(readdirSync(join(content, 'en')).sort()).toEqual(['a.md', 'vocabulary.yaml']);
      expect(readFileSync(join(content, 'en', 'vocabulary.yaml'), 'utf8')).toContain('AFB');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
