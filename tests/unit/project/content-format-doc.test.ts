/** The example in docs/content-format.md is a valid entry, and the doc names the headings the parser uses. */
import type { Code } from 'mdast';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTopics } from '../../../src/pipeline/content-loader.ts';
import { Diagnostics } from '../../../src/lib/content/diagnostics.ts';
import { LOCALES, sectionHeadings } from '../../../src/lib/locale/locale.ts';
import { parseMarkdown } from '../../../src/lib/content/markdown.ts';
import { parseEntry } from '../../../src/lib/content/parse-entry.ts';
import { resolveRelatedNames, validateEntries } from '../../../src/lib/content/validate.ts';
import { ROOT, readProjectFile } from '../support.ts';

const doc = readProjectFile('docs/content-format.md');
const example = parseMarkdown(doc).children.find((n): n is Code => n.type === 'code' && n.lang === 'markdown')!;

describe('docs/content-format.md', () => {
  it('has an example that parses and validates without errors or warnings (besides coverage)', () => {
    const { entry, diagnostics } = parseEntry(`${example.value}\n`, 'content/ru/component-limitations.md', 'ru');
    expect(diagnostics.items).toEqual([]);
    expect(entry!.subRules.map((s) => s.number)).toEqual(['49.1', '49.2', '49.3']);
    expect(entry!.notes).toHaveLength(2);
    const d = new Diagnostics();
    const [resolved] = resolveRelatedNames([entry!]);
    validateEntries([resolved], loadTopics(join(ROOT, 'content')), d);
    expect(d.errors).toEqual([]);
    expect(d.warnings.map((w) => w.message)).toEqual([
      'related topic "Производство отрядов" matches no topic id',
      'topic "component-limitations" has no entry in en, ko',
    ]);
  });

  it('names the section headings of every locale as locale.ts has them', () => {
    for (const locale of LOCALES) {
      const { notes, related } = sectionHeadings(locale);
      expect(doc).toContain(`| ${locale} | \`## ${notes}\` | \`## ${related}\` |`);
    }
  });
});
