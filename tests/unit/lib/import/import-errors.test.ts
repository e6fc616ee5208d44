/**
 * A raw file the importer cannot read is a failure with its file:line, and writes nothing; the other
 * files still import. Inside a file, a topic or sub-rule that cannot be placed is reported as skipped and
 * left out, and the rest of the file is imported. A manifest it cannot read stops the import.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTopics } from '../../../../src/pipeline/content-loader.ts';
import { runImport } from '../../../../src/lib/import/importer.ts';
import { parseManifest } from '../../../../src/lib/import/manifest.ts';
import { ImportError } from '../../../../src/lib/import/raw-entry.ts';
import { FIXTURES, ROOT, readProjectFile } from '../../support.ts';

const dir = `${FIXTURES}/raw`;
const topics = loadTopics(join(ROOT, 'content'));

/** The import's only failure, as "file:line: reason", after checking that the file wrote nothing. */
function failureOf(manifestYaml: string): string {
  const result = runImport({
    manifest: parseManifest(manifestYaml, 'manifest.yaml'),
    topics,
    sourcesDir: dir,
    read: (file) => readProjectFile(`${dir}/${file}`),
  });
  expect(result.failures).toHaveLength(1);
  expect(result.failures[0]).toBeInstanceOf(ImportError);
  expect(result.files.size).toBe(0);
  expect(result.report).toContain('## Failures');
  return result.failures[0].message;
}

/** The import of one manifest: its files, failures and defects as "file:line kind: message". */
function importOf(manifestYaml: string) {
  const result = runImport({ manifest: parseManifest(manifestYaml, 'manifest.yaml'), topics, sourcesDir: dir, read: (file) => readProjectFile(`${dir}/${file}`) });
  return { ...result, log: result.defects.map((d) => `${d.file}:${d.line} ${d.kind}: ${d.message}`) };
}

describe('one bad spot costs only itself', () => {
  it('leaves out a sub-rule of another entry (50.1 inside 49) in a PDF glossary, and imports the rest', () => {
    const result = importOf('files:\n  - file: broken/pdf-glossary-foreign-sub-rule.txt\n    locale: ko\n    format: pdf-glossary\nnames:\n  ko:\n    이동값 (유닛 특성): move\n');
    expect(result.failures).toEqual([]);
    expect(result.log).toContain(`${dir}/broken/pdf-glossary-foreign-sub-rule.txt:7 skipped: sub-rule 50.1 inside entry 49 (its place is uncertain): left out with the lines below it up to the next sub-rule or heading`);
    expect(result.files.get('ko/move.md')).toMatch(/49\.1 유닛의 이동값은 거리를 나타냅니다\./);
    expect(result.files.get('ko/move.md')).not.toMatch(/50\.1|다른 항목/);
  });

  it('leaves out a topic whose title the manifest gives no id for, and imports the others', () => {
    const result = importOf('files:\n  - file: pdf-glossary.txt\n    locale: ko\n    format: pdf-glossary\nnames:\n  ko:\n    원자재: trade-goods\n');
    expect(result.failures).toEqual([]);
    expect(result.log).toContain(`${dir}/pdf-glossary.txt:5 skipped: topic 41 left out: no topic id for the ko title "우주포 (유닛 능력)": add it under names.ko in the manifest`);
    expect([...result.files.keys()]).toContain('ko/trade-goods.md');
  });
});

describe('import errors', () => {

  it('refuses a heading the wiki format does not have', () => {
    expect(failureOf('files:\n  - file: broken/wiki-markdown-unknown-heading.txt\n    locale: en\n    format: wiki-markdown\n')).toMatch(
      new RegExp(`^${dir}/broken/wiki-markdown-unknown-heading.txt:9: unexpected heading "Trivia"`),
    );
  });

  it('refuses a scraped page without its "49 Title" line', () => {
    expect(failureOf('files:\n  - file: broken/gitbook-text-no-title.txt\n    locale: ru\n    format: gitbook-text\n')).toMatch(
      new RegExp(`^${dir}/broken/gitbook-text-no-title.txt:1: expected the entry number and title on the first line`),
    );
  });

  it('imports the good files when one file fails, and names the failing one', () => {
    const result = runImport({
      manifest: parseManifest(
        'files:\n  - file: broken/wiki-markdown-unknown-heading.txt\n    locale: en\n    format: wiki-markdown\n  - file: wiki-markdown.txt\n    locale: en\n    format: wiki-markdown\n',
        'manifest.yaml',
      ),
      topics,
      sourcesDir: dir,
      read: (file) => readProjectFile(`${dir}/${file}`),
    });
    expect(result.failures.map((f) => `${f.file}:${f.line}`)).toEqual([`${dir}/broken/wiki-markdown-unknown-heading.txt:9`]);
    expect([...result.files.keys()]).toEqual(['en/component-limitations.md']);
    expect(result.report).toMatch(/\| `tests\/fixtures\/raw\/broken\/wiki-markdown-unknown-heading.txt` \| en \| wiki-markdown \| none: not read \(see Failures\)/);
  });

  it('names the raw file a user gave, not its copy in sources/', () => {
    const result = runImport({
      manifest: { files: [{ file: 'copies/page.md', locale: 'en', format: 'wiki-markdown', origin: '../elsewhere/page.md' }], names: { ru: new Map(), en: new Map(), ko: new Map() } },
      topics,
      sourcesDir: 'sources',
      read: () => readProjectFile(`${dir}/broken/wiki-markdown-unknown-heading.txt`),
    });
    expect(result.failures[0].message).toMatch(/^\.\.\/elsewhere\/page\.md:9: unexpected heading "Trivia"/);
  });

  it('refuses a manifest entry with an unknown format or locale, at its line', () => {
    expect(() => parseManifest('files:\n  - file: a.txt\n    locale: ru\n    format: pdf\n', 'sources/manifest.yaml')).toThrow(
      /^sources\/manifest\.yaml:2: "format" of a\.txt must be one of gitbook-markdown, /,
    );
    expect(() => parseManifest('files:\n  - file: a.txt\n    locale: ru\n    format: pdf-list\n  - file: b.txt\n    locale: fr\n    format: pdf-list\n', 'm.yaml')).toThrow(
      'm.yaml:5: "locale" of b.txt must be ru, en or ko',
    );
  });
});
