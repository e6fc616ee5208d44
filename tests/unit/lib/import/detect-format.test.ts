/** detectFormat and detectLocale, which `npm run import -- <files>` uses for a raw file the manifest does not know. */
import { describe, expect, it } from 'vitest';
import { detectFormat, detectLocale } from '../../../../src/lib/import/detect-format.ts';
import { parseManifest } from '../../../../src/lib/import/manifest.ts';
import { FIXTURES, readProjectFile } from '../../support.ts';

const seeds = parseManifest(readProjectFile('sources/manifest.yaml'), 'sources/manifest.yaml').files;
const fixtures = parseManifest(readProjectFile(`${FIXTURES}/raw/manifest.yaml`), 'manifest.yaml').files;

describe('detectFormat and detectLocale', () => {
  it.each(seeds.map((f) => [f.file, f.format, f.locale] as const))('seed %s is %s, %s', (file, format, locale) => {
    const text = readProjectFile(`sources/${file}`);
    expect(detectFormat(text)).toBe(format);
    expect(detectLocale(text)).toBe(locale);
  });

  it.each(fixtures.map((f) => [f.file, f.format, f.locale] as const))('fixture %s is %s, %s', (file, format, locale) => {
    const text = readProjectFile(`${FIXTURES}/raw/${file}`);
    expect(detectFormat(text)).toBe(format);
    expect(detectLocale(text)).toBe(locale);
  });

  it('tells a scraped page that repeats its title from a glossary of several entries', () => {
    expect(detectFormat('49 Title\n49 TITLE\n49.1. Text.\n')).toBe('gitbook-text');
    expect(detectFormat('49 Title\n49.1 Text.\n50 Other\n50.1 Text.\n')).toBe('pdf-glossary');
  });

  it('knows no format in prose', () => {
    expect(detectFormat('Just a paragraph of text.\nAnd another.\n')).toBeNull();
  });
});
