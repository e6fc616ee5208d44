// `check` refuses what would break `build`, with file:line, and fast. Small broken files live in
// tests/fixtures/hostile/unreadable/; the huge hostile shapes are generated here (nothing of MBs committed).
// A shape that still reached remark would take minutes: the test timeout is what catches a regression.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { lineAtOffset } from '../../../../src/lib/content/content-bytes.ts';
import { loadContent } from '../../../../src/pipeline/content-loader.ts';
import { CONTENT_LIMITS } from '../../../../src/lib/content/content-limits.ts';
import { formatDiagnostic } from '../../../../src/lib/content/diagnostics.ts';
import { parseEntry } from '../../../../src/lib/content/parse-entry.ts';
import { FIXTURES, ROOT, TWO_TOPICS } from '../../support.ts';

const DIR = `${FIXTURES}/hostile/unreadable`;
const at = (file: string, line: number, message: string) => `${DIR}/en/${file}:${line}: error: ${message}`;
const HEAD = '---\nid: component-limitations\ntitle: Component Limitations\nnumber: 23\n---\n\n';
/** Errors of one generated entry, whose body starts on line 7. */
const errorsOf = (body: string) => parseEntry(HEAD + body, 'en/component-limitations.md', 'en').diagnostics.errors.map(formatDiagnostic);
const nestedEmphasis = (levels: number) =>
  Array.from({ length: levels }, (_, i) => (i % 2 ? '*a ' : '_b ')).join('') + 'x' + Array.from({ length: levels }, (_, i) => (i % 2 ? ' a*' : ' b_')).reverse().join('');

describe('every broken file is reported with its name and line, and yields no entry', () => {
  const { diagnostics, glossary } = loadContent(join(ROOT, DIR), { root: ROOT, strict: false, topicsFile: TWO_TOPICS });

  it('reports each fixture at its line', () => {
    expect(diagnostics.errors.map(formatDiagnostic)).toEqual([
      at('alias-bomb.md', 2, 'malformed frontmatter: Excessive alias count indicates a resource exhaustion attack'),
      at('cr-only.md', 1, 'line ends with a bare CR (classic Mac line endings): save the file with LF line endings'),
      at('folder-entry.md', 1, 'a folder (or other non-file) named like an entry: entries are .md files'),
      at('invalid-utf8.md', 9, 'invalid UTF-8: save the file as UTF-8'),
      at('nested-emphasis.md', 7, `emphasis or links nested more than ${CONTENT_LIMITS.nesting} levels deep`),
      at('nested-list.md', 19, `lists or block quotes nested more than ${CONTENT_LIMITS.nesting} levels deep`),
      at('nested-quote.md', 9, `12 list or quote markers open the line: at most ${CONTENT_LIMITS.nesting} levels of nesting are allowed`),
      at('nul.md', 7, 'NUL character: content files are plain text'),
    ]);
    expect(glossary.entries('en')).toEqual([]);
  });
});

describe('hostile shapes are refused before remark parses them', () => {
  it('a 120 KB paragraph of nested emphasis', () => {
    const body = `23.1 ${nestedEmphasis(20_000)}\n`;
    expect(body.length).toBeGreaterThan(120_000);
    expect(errorsOf(body)).toEqual([
      `en/component-limitations.md:7: error: the paragraph is longer than ${CONTENT_LIMITS.paragraphChars} characters`,
      `en/component-limitations.md:7: error: emphasis, links or brackets open more than ${CONTENT_LIMITS.inlineEstimate} deep in this paragraph: at most ${CONTENT_LIMITS.nesting} levels of nesting are allowed`,
    ]);
  });

  it('2,000 levels of emphasis in a short paragraph, and a run of 2,000 stars', () => {
    expect(errorsOf(`23.1 ${nestedEmphasis(2_000)}\n`)).toHaveLength(1);
    expect(errorsOf(`23.1 ${'*'.repeat(2_000)}x${'*'.repeat(2_000)}\n`)).toHaveLength(1);
  });

  it('20,000 nested brackets and 5,000 unclosed links', () => {
    expect(errorsOf(`23.1 ${'['.repeat(20_000)}${']'.repeat(20_000)}\n`)[0]).toContain('brackets open more than');
    expect(errorsOf(`23.1 ${'[a]('.repeat(5_000)}\n`)[0]).toContain('brackets open more than');
  });

  it('a list nested 1,000 levels deep, by indentation and by markers on one line', () => {
    const indented = Array.from({ length: 1_000 }, (_, i) => `${' '.repeat(2 * i)}- x`).join('\n');
    expect(errorsOf(indented)[0]).toMatch(/the file has \d+ characters/);
    const hundred = Array.from({ length: 100 }, (_, i) => `${' '.repeat(2 * i)}- x`).join('\n');
    expect(errorsOf(hundred)).toEqual([
      `en/component-limitations.md:28: error: the line is indented 42 columns: lists nested this deep are refused (at most ${CONTENT_LIMITS.indentColumns} columns)`,
    ]);
    expect(errorsOf(`${'- '.repeat(1_000)}x\n`)[0]).toContain('1000 list or quote markers open the line');
  });

  it('lets ordinary formatting through: bold, nested lists two deep, brackets and parentheses', () => {
    expect(errorsOf('23.1 **Bold** *and* [[not a link]] (see 23.2).\n\n23.2 Items:\n\n- one\n  - two *a* **b**\n')).toEqual([]);
    expect(errorsOf(`23.1 ${'**bold** (x) '.repeat(3_000)}\n`)).toEqual([]);
  });
});

describe('lineAtOffset', () => {
  it('counts CRLF, LF and a bare CR as one line ending each', () => {
    expect(lineAtOffset('a\r\nb\nc\rd', 8)).toBe(4);
    expect(lineAtOffset('a\r\nb', 3)).toBe(2);
  });
});
