/** The real rule text the whole-rulebook PDF fixtures were typeset from (as tests/fixtures/raw/pdf-rulebook/generate.ts reads it). */
import type { RawEntry } from '../../src/lib/import/raw-entry.ts';
import { readGitbookMarkdown } from '../../src/lib/import/readers/gitbook-markdown.ts';
import { readPdfGlossary } from '../../src/lib/import/readers/pdf-glossary.ts';
import { readTi4rulesJsx } from '../../src/lib/import/readers/ti4rules-jsx.ts';
import type { Locale } from '../../src/lib/locale/locale.ts';
import { readerContext } from '../../tools/reader-context.ts';
import { readProjectFile } from './support.ts';

export function typesetFrom(locale: Locale): RawEntry[] {
  const [reader, file, keep] =
    locale === 'en'
      ? [readTi4rulesJsx, '../shared/real-sources/ti4rules-jsx/lrr-2.0.jsx', (n: number) => [1, 2, 57, 58, 59].includes(n)]
      : locale === 'ko'
        ? [readPdfGlossary, 'sources/seeds/003_b45e6afcf773b966.txt', (n: number) => n >= 32 && n <= 34]
        : [readGitbookMarkdown, 'sources/seeds/000_2c88245c6ee7eaf4.txt', () => true];
  return reader(readProjectFile(file), readerContext(file, locale)).filter((e) => keep(e.number ?? 0));
}

/** "58: 58.2 58.3 …" for each topic. */
export const numbers = (entries: RawEntry[]) => entries.map((e) => `${e.number}: ${e.subRules.map((s) => s.number).join(' ')}`);
