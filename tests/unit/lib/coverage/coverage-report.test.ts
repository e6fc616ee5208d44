/** npm run coverage's text: the summary, one aligned row per topic, and a cell per locale in the locale's own numbers. */
import { describe, expect, it } from 'vitest';
import { coverageReport } from '../../../../src/lib/coverage/coverage-report.ts';
import { textTable } from '../../../../src/lib/coverage/text-table.ts';
import { realGlossary } from '../../support.ts';

describe('coverage report', () => {
  it('on the real content', () => {
    const lines = coverageReport(realGlossary()).split('\n');
    expect(lines[0]).toBe('Translation coverage: 109 of the 109 topics of lrr-topics.tsv exist in some locale.');
    expect(lines).toContain('  en  109 of 109 topics, 27 ≠ (counts differ)');
    expect(lines.find((l) => l.includes(' component-limitations '))).toMatch(/^ 23  component-limitations +49 ≠ 9\/8 notes +23 ≠ 8\/9 notes +—$/);
    // A topic with no LRR number: no "null".
    expect(lines.find((l) => l.includes(' breakthroughs '))).toMatch(/^ +breakthroughs +— +✓ +—$/);
  });

  it('text tables pad each column, right-align where asked, and stack multi-line cells', () => {
    expect(textTable(['n', 'name'], [['7', ['a', 'bb']], ['10', 'c']], ['right'])).toEqual([' n  name', '──  ────', ' 7  a', '    bb', '10  c']);
  });
});
