// The table questions (tests/search-quality/table-questions.yaml, scored by npm run bench): enough of them, in each
// language with content, and every answer an anchor that exists.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Diagnostics, formatDiagnostic } from '../../../../src/lib/content/diagnostics.ts';
import { vocabularyTargets } from '../../../../src/lib/vocabulary/targets.ts';
import { checkVocabularyTargets, parseTarget, type VocabularyTerm } from '../../../../src/lib/vocabulary/vocabulary.ts';
import { readTableQuestions, TABLE_QUESTIONS } from '../../../../tools/bench/table-questions.ts';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { realGlossary, ROOT } from '../../support.ts';

describe('the table questions', () => {
  const file = join(ROOT, TABLE_QUESTIONS);

  it('are at least 120, with Russian and Korean ones', () => {
    const questions = readTableQuestions(file);
    expect(questions.length).toBeGreaterThanOrEqual(120);
    expect(questions.filter((q) => q.locale === 'ru').length).toBeGreaterThan(0);
    expect(questions.filter((q) => q.locale === 'ko').length).toBeGreaterThan(0);
  });

  it('name as answers only topics, sub-rules and ruling notes that exist', () => {
    const glossary = realGlossary();
    const raw = parse(readFileSync(file, 'utf8')) as { q: string; a: string[]; locale?: 'en' | 'ru' | 'ko' }[];
    const d = new Diagnostics();
    for (const [i, question] of raw.entries()) {
      const locale = question.locale ?? 'en';
      const terms = question.a.map((a): VocabularyTerm => {
        const target = parseTarget(a);
        if (typeof target === 'string') throw new Error(`question ${i + 1}: ${target}`);
        return { words: [question.q], means: a, target, line: i + 1 };
      });
      checkVocabularyTargets(terms, vocabularyTargets(glossary, locale), TABLE_QUESTIONS, d);
    }
    expect(d.items.map(formatDiagnostic)).toEqual([]);
  });
});
