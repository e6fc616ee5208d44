/** Builds a Glossary from entries written inline in a test, through the real parser. */
import { Glossary } from '../../src/lib/content/glossary.ts';
import type { Locale } from '../../src/lib/locale/locale.ts';
import { parseEntry } from '../../src/lib/content/parse-entry.ts';
import { parseTopicsTsv } from '../../src/lib/content/topics.ts';

export interface InlineEntry {
  locale: Locale;
  /** The whole file: frontmatter and body. */
  text: string;
}

export function inlineGlossary(topicsTsv: string, files: InlineEntry[]): Glossary {
  const entries = files.map(({ locale, text }, i) => {
    const { entry, diagnostics } = parseEntry(text, `fixture/${locale}/${i}.md`, locale);
    if (!entry) throw new Error(diagnostics.errors.map((d) => `${d.file}:${d.line}: ${d.message}`).join('\n'));
    return entry;
  });
  return new Glossary(entries, parseTopicsTsv(topicsTsv));
}

