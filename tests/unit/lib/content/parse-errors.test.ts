/** Every construct the content format refuses, each in a fixture that has it, reported with file:line. */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../../src/lib/content/diagnostics.ts';
import type { Locale } from '../../../../src/lib/locale/locale.ts';
import { parseEntry } from '../../../../src/lib/content/parse-entry.ts';
import { FIXTURES, readProjectFile } from '../../support.ts';

function errorsOf(name: string, locale: Locale = 'en'): string[] {
  const file = `${FIXTURES}/content/entries/${name}.md`;
  const { entry, diagnostics } = parseEntry(readProjectFile(file), file, locale);
  expect(entry, 'an entry with errors gives no Entry').toBeNull();
  expect(diagnostics.warnings).toEqual([]);
  return diagnostics.errors.map(formatDiagnostic);
}

const at = (name: string, line: number, message: string) => `${FIXTURES}/content/entries/${name}.md:${line}: error: ${message}`;

describe('content errors, with file:line', () => {
  it('missing frontmatter', () => {
    expect(errorsOf('missing-frontmatter')[0]).toBe(
      at('missing-frontmatter', 1, 'missing frontmatter: the file must start with a --- block holding id, title and number'),
    );
  });

  it('malformed frontmatter (YAML that does not parse), at the line YAML names', () => {
    expect(errorsOf('malformed-frontmatter')).toEqual([
      at('malformed-frontmatter', 3, 'malformed frontmatter: Nested mappings are not allowed in compact mappings'),
    ]);
  });

  it('a sub-rule in an entry without a number (only a topic the LRR has no section for goes without one)', () => {
    expect(errorsOf('missing-number')).toEqual([at('missing-number', 6, 'sub-rule 67.1 in an entry without a number: only numbered topics have sub-rules')]);
  });

  it('an unknown frontmatter key', () => {
    expect(errorsOf('unknown-key')).toEqual([at('unknown-key', 5, 'unknown frontmatter key "author"')]);
  });

  it('raw HTML, as a block and inline', () => {
    expect(errorsOf('raw-html', 'ru')).toEqual([
      at('raw-html', 9, 'raw HTML is not allowed in content'),
      at('raw-html', 11, 'raw HTML is not allowed in content'),
      at('raw-html', 11, 'raw HTML is not allowed in content'),
    ]);
  });

  it('a sub-rule of another entry: 50.1 inside 49', () => {
    expect(errorsOf('foreign-sub-rule', 'ru')).toEqual([at('foreign-sub-rule', 9, 'sub-rule 50.1 does not belong to entry 49')]);
  });

  it('a sub-rule number that lost its dot (414)', () => {
    expect(errorsOf('dotless-number', 'ko')).toEqual([
      at('dotless-number', 9, '"414" looks like a sub-rule number without its dot; write it as N.M'),
    ]);
  });

  it('the same sub-rule number twice', () => {
    expect(errorsOf('duplicate-sub-rule')).toEqual([at('duplicate-sub-rule', 9, 'duplicate sub-rule 67.1')]);
  });

  it('a sub-rule written as a list item', () => {
    expect(errorsOf('sub-rule-list-item')).toEqual([
      at('sub-rule-list-item', 9, 'sub-rule 67.2 is written as a list item; a sub-rule is a paragraph that opens with its number'),
    ]);
  });

  it('a heading other than the locale’s two sections', () => {
    expect(errorsOf('other-heading')).toEqual([
      at('other-heading', 9, 'unexpected heading "Details": an entry has only "## Notes" and "## Related Topics"'),
    ]);
  });

  it('a code block', () => {
    expect(errorsOf('code-block')).toEqual([at('code-block', 9, 'code is not part of the content format (use paragraphs and lists)')]);
  });

  it('a block quote inside a list item', () => {
    expect(errorsOf('nested-quote')).toEqual([at('nested-quote', 11, 'blockquote is not part of the content format (use paragraphs and lists)')]);
  });

  it('a table', () => {
    expect(errorsOf('table')).toEqual([at('table', 9, 'tables are not part of the content format (use paragraphs and lists)')]);
  });

  it('an image', () => {
    expect(errorsOf('image')).toEqual([at('image', 7, 'images are not part of the content format')]);
  });

  it('a link that is neither a topic id nor a sub-rule anchor', () => {
    expect(errorsOf('foreign-link')).toEqual([
      at('foreign-link', 7, 'link target "https://example.com/cost" is neither a topic id, a sub-rule anchor such as #49.3, nor a rulings page such as factions/nekro#technology-singularity'),
    ]);
  });

  it('notes that are not a numbered list', () => {
    expect(errorsOf('bad-notes')).toEqual([at('bad-notes', 11, 'the notes section holds one numbered list; found list')]);
  });

  it('a related topic linking somewhere other than a topic id', () => {
    expect(errorsOf('bad-related')).toEqual([at('bad-related', 11, 'related topic "Units" links to "#67.1", which is not a topic id')]);
  });

  it('"align" naming a sub-rule the entry does not have', () => {
    expect(errorsOf('align-unknown')).toEqual([at('align-unknown', 5, '"align" names sub-rule 67.9, which the entry does not have')]);
  });
});
