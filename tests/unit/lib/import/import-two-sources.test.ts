/** Two sources of the same topics in one language: the manifest names the published one, and the report compares the other with it. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTopics } from '../../../../src/pipeline/content-loader.ts';
import { runImport } from '../../../../src/lib/import/importer.ts';
import { parseManifest } from '../../../../src/lib/import/manifest.ts';
import { FIXTURES, ROOT, readProjectFile } from '../../support.ts';

const dir = `${FIXTURES}/raw`;
const topics = loadTopics(join(ROOT, 'content'));
const importWith = (manifest: string) =>
  runImport({ manifest: parseManifest(manifest, 'manifest.yaml'), topics, sourcesDir: dir, read: (file) => readProjectFile(`${dir}/${file}`) });

describe('import: one rulebook from its PDF text twice, pdftotext with and without -layout', () => {
  const result = importWith(`files:
  - file: pdf-rulebook/en.txt
    locale: en
    format: pdf-rulebook
  - file: pdf-rulebook/en-layout.txt
    locale: en
    format: pdf-rulebook
    publish: true
`);

  it('writes every topic once, from the published source', () => {
    expect([...result.files.keys()]).toEqual(['en/abilities.md', 'en/action-cards.md', 'en/move.md', 'en/movement.md', 'en/nebula.md']);
    for (const text of result.files.values()) expect(text).toContain('source: tests/fixtures/raw/pdf-rulebook/en-layout.txt');
    expect(result.files.get('en/movement.md')).toContain('\n58.2 TACTICAL ACTION MOVEMENT\n');
  });

  it('compares the other source with it in the report, topic by topic, with both files’ lines', () => {
    const duplicates = result.defects.filter((d) => d.kind === 'duplicate');
    expect(duplicates.map((d) => d.file)).toEqual(Array(5).fill(`${dir}/pdf-rulebook/en.txt`));
    // The two extractions of one PDF read alike, sub-rule by sub-rule (how a difference is listed: ti4rules-jsx.test.ts).
    expect(duplicates[0].message).toMatch(/which the manifest publishes; 0 sub-rules differ/);
    expect(result.report).toMatch(/## Two sources of one topic\n\n5 topics come from two sources; 0 of them differ: 0 sub-rules numbered otherwise, 0 with other text, 0 in one source only; 49 sub-rules agree/);
  });

  it('rejects a publish flag that is not true or false', () => {
    expect(() => parseManifest('files:\n  - file: a.txt\n    locale: en\n    format: pdf-rulebook\n    publish: yes please\n', 'm.yaml')).toThrow('m.yaml:2: "publish" of a.txt must be true or false');
  });
});
