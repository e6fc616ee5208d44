/** A raw file or manifest the importer cannot read stops the import with file:line, and nothing is returned. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTopics } from '../../src/lib/content-loader.ts';
import { runImport } from '../../src/lib/import/importer.ts';
import { parseManifest } from '../../src/lib/import/manifest.ts';
import { ImportError } from '../../src/lib/import/raw-entry.ts';
import { FIXTURES, ROOT, readProjectFile } from './support.ts';

const dir = `${FIXTURES}/raw`;
const topics = loadTopics(join(ROOT, 'content'));

function importOne(manifestYaml: string) {
  return () =>
    runImport({
      manifest: parseManifest(manifestYaml, 'manifest.yaml'),
      topics,
      sourcesDir: dir,
      read: (file) => readProjectFile(`${dir}/${file}`),
    });
}

describe('import errors', () => {
  it('refuses a sub-rule of another entry (50.1 inside 49) in a PDF glossary', () => {
    const run = importOne('files:\n  - file: broken/pdf-glossary-foreign-sub-rule.txt\n    locale: ko\n    format: pdf-glossary\nnames:\n  ko:\n    이동값 (유닛 특성): move\n');
    expect(run).toThrow(ImportError);
    expect(run).toThrow(`${dir}/broken/pdf-glossary-foreign-sub-rule.txt:7: sub-rule 50.1 inside entry 49`);
  });

  it('refuses a heading the wiki format does not have', () => {
    expect(importOne('files:\n  - file: broken/wiki-markdown-unknown-heading.txt\n    locale: en\n    format: wiki-markdown\n')).toThrow(
      `${dir}/broken/wiki-markdown-unknown-heading.txt:9: unexpected heading "Trivia"`,
    );
  });

  it('refuses a scraped page without its "49 Title" line', () => {
    expect(importOne('files:\n  - file: broken/gitbook-text-no-title.txt\n    locale: ru\n    format: gitbook-text\n')).toThrow(
      `${dir}/broken/gitbook-text-no-title.txt:1: expected the entry number and title on the first line`,
    );
  });

  it('refuses a title the manifest gives no id for', () => {
    expect(importOne('files:\n  - file: pdf-glossary.txt\n    locale: ko\n    format: pdf-glossary\n')).toThrow(
      `${dir}/pdf-glossary.txt:5: no topic id for the ko title "우주포 (유닛 능력)": add it under names.ko in the manifest`,
    );
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
