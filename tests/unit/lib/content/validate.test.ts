/** Checks across the files of a content folder: each error and warning from a fixture folder that has it. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent, topicsFileOf } from '../../../../src/pipeline/content-loader.ts';
import { ContentError, Diagnostics, formatDiagnostic } from '../../../../src/lib/content/diagnostics.ts';
import type { Entry } from '../../../../src/lib/content/entry.ts';
import { parseTopicsTsv } from '../../../../src/lib/content/topics.ts';
import { validateEntries } from '../../../../src/lib/content/validate.ts';
import { FIXTURES, ROOT, SIX_TOPICS } from '../../support.ts';

const sets = `${FIXTURES}/content/sets`;
function diagnosticsOf(set: string) {
  const { diagnostics } = loadContent(join(ROOT, sets, set), { root: ROOT, strict: false, topicsFile: SIX_TOPICS });
  return {
    errors: diagnostics.errors.map(formatDiagnostic),
    warnings: diagnostics.warnings.map(formatDiagnostic),
  };
}

describe('the topic index a content folder is read against', () => {
  it('is the folder\'s own lrr-topics.tsv unless TOPICS_FILE names another; a missing one is named', () => {
    const folder = join(ROOT, sets, 'aligned');
    expect(topicsFileOf(folder, {})).toBe(join(folder, 'lrr-topics.tsv'));
    expect(topicsFileOf(folder, { TOPICS_FILE: SIX_TOPICS })).toBe(SIX_TOPICS);
    // A relative name is read from the project root, whatever the working folder, as the settings check reads it.
    expect(topicsFileOf(folder, { TOPICS_FILE: 'tests/fixtures/topics/six-topics.tsv' }, ROOT)).toBe(join(ROOT, 'tests/fixtures/topics/six-topics.tsv'));
    expect(() => loadContent(folder, { root: ROOT, topicsFile: join(folder, 'lrr-topics.tsv') })).toThrow(
      `${join(folder, 'lrr-topics.tsv')}: missing: the topic index (lrr-topics.tsv) the content is read against; TOPICS_FILE may name another`,
    );
  });
});

describe('validation errors, with file:line', () => {
  it('an id that lrr-topics.tsv does not know, at the line of "id"', () => {
    expect(diagnosticsOf('unknown-id').errors).toEqual([
      `${sets}/unknown-id/en/made-up-rule.md:3: error: id "made-up-rule" is not in lrr-topics.tsv`,
    ]);
  });

  it('a duplicate id within a locale, at the line of "id" of the second file', () => {
    expect(diagnosticsOf('duplicate-id').errors).toEqual([
      `${sets}/duplicate-id/ru/components-copy.md:4: error: duplicate id "component-limitations" in ru (also ${sets}/duplicate-id/ru/component-limitations.md)`,
      `${sets}/duplicate-id/ru/components-copy.md:4: error: id "component-limitations" does not match the file name "components-copy.md"`,
    ]);
  });

  it('a duplicate number within a locale, at the line of "number"', () => {
    expect(diagnosticsOf('duplicate-number').errors).toEqual([
      `${sets}/duplicate-number/ko/units.md:5: error: duplicate number 44 in ko (also ${sets}/duplicate-number/ko/unit-upgrades.md)`,
    ]);
  });

  it('a locale folder that is not ru, en or ko', () => {
    expect(diagnosticsOf('unknown-locale').errors).toEqual([`${sets}/unknown-locale/fr:1: error: unknown locale folder "fr" (expected ru, en, ko, or a record in locales.json)`]);
  });

  it('files that are not entries where entries go', () => {
    expect(diagnosticsOf('stray-files').errors).toEqual([
      `${sets}/stray-files/en/units.txt:1: error: only .md entries belong in a locale folder`,
      `${sets}/stray-files/notes.txt:1: error: unexpected file in the content folder (entries go in content/<locale>/)`,
    ]);
  });

  it('throws a ContentError carrying every error when strict', () => {
    const load = () => loadContent(join(ROOT, sets, 'duplicate-number'), { root: ROOT, topicsFile: SIX_TOPICS });
    expect(load).toThrow(ContentError);
    expect(load).toThrow(`${sets}/duplicate-number/ko/units.md:5: error: duplicate number 44`);
  });

  it('an en number that differs from the LRR number, at the line of "number"', () => {
    const topics = parseTopicsTsv('number\tid\ttitle_en\n67\tproducing-units\tProducing Units\n');
    const entry: Entry = {
      id: 'producing-units', locale: 'en', number: 68, title: 'Producing Units', aliases: [], intro: [], subRules: [], notes: [], related: [],
      file: 'content/en/producing-units.md', idLine: 2, numberLine: 7,
    };
    const d = new Diagnostics();
    validateEntries([entry], topics, d);
    expect(d.errors.map(formatDiagnostic)).toEqual(['content/en/producing-units.md:7: error: en number 68 differs from the LRR number 67 of "producing-units"']);
  });
});

describe('validation warnings, with file:line', () => {
  it('a numbering gap, an unresolved related topic, a topic missing in other locales', () => {
    const { errors, warnings } = diagnosticsOf('warnings');
    const file = `${sets}/warnings/ko/tactical-action.md`;
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      `${file}:9: warning: numbering gap: 54.2 missing before 54.3`,
      `${file}:14: warning: related topic "작전 단계" matches no topic id`,
      `${file}:1: warning: topic "tactical-action" has no entry in ru, en`,
    ]);
  });

  it('on the real content: no errors, the 48.1 gap and the unresolved "작전 단계" warned', () => {
    const { diagnostics, glossary } = loadContent(join(ROOT, 'content'), { root: ROOT });
    expect(diagnostics.errors).toEqual([]);
    const specific = diagnostics.warnings.filter((w) => !w.message.includes('has no entry in')).map(formatDiagnostic);
    expect(specific).toEqual([
      'content/ko/initiative-order.md:21: warning: related topic "작전 단계" matches no topic id',
      'content/ko/movement.md:10: warning: numbering gap: 48.1 missing before 48.2',
    ]);
    // Every one of the 31 topics present lacks at least one locale (ru has only 49, en only 23 and 67).
    expect(diagnostics.warnings.filter((w) => w.message.includes('has no entry in'))).toHaveLength(glossary.presentTopicIds().length);
    expect(diagnostics.warnings.map(formatDiagnostic)).toContain('content/en/producing-units.md:1: warning: topic "producing-units" has no entry in ru');
  });
});
