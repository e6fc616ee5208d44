/** The manifest's editions: read in order, and a wrong one named with its line. */
import { describe, expect, it } from 'vitest';
import { parseManifest } from '../../../../src/lib/import/manifest.ts';
import { readProjectFile } from '../../support.ts';

const head = 'files: []\neditions:\n';

describe('manifest editions', () => {
  it('lists the three English editions of sources/manifest.yaml, oldest first', () => {
    const manifest = parseManifest(readProjectFile('sources/manifest.yaml'), 'sources/manifest.yaml');
    expect(manifest.editions!.map((e) => [e.name, e.label, e.locale, e.file, e.format])).toEqual([
      ['rr-2020', 'RR 2020', 'en', 'ti4rules-jsx/rr-2020-base.jsx', 'ti4rules-jsx'],
      ['lrr-1.3', 'LRR 1.3', 'en', 'ti4rules-jsx/lrr-1.3.jsx', 'ti4rules-jsx'],
      ['lrr-2.0', 'LRR 2.0', 'en', 'ti4rules-jsx/lrr-2.0.jsx', 'ti4rules-jsx'],
    ]);
  });

  it('gives none when the manifest lists none', () => {
    expect(parseManifest('files: []\n', 'm.yaml').editions).toEqual([]);
  });

  it.each([
    ['  - { name: LRR 1.3, label: L, locale: en, file: f, format: ti4rules-jsx }\n', 'm.yaml:3: "name" of an edition must be'],
    ['  - { name: a-1, label: L, locale: en, file: f, format: ti4rules-jsx }\n  - { name: a-1, label: L, locale: en, file: g, format: ti4rules-jsx }\n', 'm.yaml:4: edition "a-1" is listed twice'],
    ['  - { name: a-1, label: L, locale: de, file: f, format: ti4rules-jsx }\n', 'm.yaml:3: "locale" of edition a-1 must be ru, en or ko'],
    ['  - { name: a-1, label: L, locale: en, file: f, format: pdf }\n', 'm.yaml:3: "format" of edition a-1 must be one of'],
  ])('refuses %j', (editions, message) => {
    expect(() => parseManifest(head + editions, 'm.yaml')).toThrow(message);
  });
});
