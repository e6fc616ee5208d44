/** The bench's synthetic corpus: deterministic, in the content format, and linked as a translation is. */
import { describe, expect, it } from 'vitest';
import { syntheticCorpus } from '../../../../tools/synthetic-corpus/corpus.ts';
import { parseEntry } from '../../../../src/lib/content/parse-entry.ts';
import { LOCALES, type Locale } from '../../../../src/lib/locale/locale.ts';

describe('syntheticCorpus', () => {
  const corpus = syntheticCorpus(40).files;

  it('gives the same files for the same size', () => {
    expect(syntheticCorpus(40).files).toEqual(corpus);
  });

  it('writes entries that parse, with the related topics the same in every language (as a translation has them)', () => {
    const related = (locale: Locale, id: string) => {
      const file = `${locale}/${id}.md`;
      const parsed = parseEntry(corpus.get(file)!, file, locale);
      expect(parsed.diagnostics.errors, file).toEqual([]);
      return parsed.entry!.related.map((r) => r.id);
    };
    for (const id of ['topic-0001', 'topic-0017', 'topic-0040']) {
      const en = related('en', id);
      expect(en.length).toBeGreaterThan(0);
      for (const locale of LOCALES) expect(related(locale, id)).toEqual(en);
    }
  });
});
