/** One reader per raw format. */
import type { Format } from '../manifest.ts';
import type { Reader } from '../raw-entry.ts';
import { readGitbookMarkdown } from './gitbook-markdown.ts';
import { readGitbookText } from './gitbook-text.ts';
import { readPdfGlossary } from './pdf-glossary.ts';
import { readPdfList } from './pdf-list.ts';
import { readPdfRulebook } from './pdf-rulebook.ts';
import { readTi4rulesJsx } from './ti4rules-jsx.ts';
import { readWikiMarkdown } from './wiki-markdown.ts';

export const READERS: Record<Format, Reader> = {
  'gitbook-markdown': readGitbookMarkdown,
  'gitbook-text': readGitbookText,
  'wiki-markdown': readWikiMarkdown,
  'pdf-list': readPdfList,
  'pdf-glossary': readPdfGlossary,
  'pdf-rulebook': readPdfRulebook,
  'ti4rules-jsx': readTi4rulesJsx,
};
