/**
 * Reads each locale's content/<locale>/vocabulary.yaml (the table's words, src/lib/vocabulary/) and checks its
 * targets against the content, and its rewordings.yaml (the rules' words for the table's). Every bad entry is a
 * diagnostic with file:line; the good ones are kept.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Diagnostics } from '../lib/content/diagnostics.ts';
import type { Glossary } from '../lib/content/glossary.ts';
import { LOCALES, type Locale } from '../lib/locale/locale.ts';
import { vocabularyTargets } from '../lib/vocabulary/targets.ts';
import { parseRewordings, REWORDINGS_FILE, type Rewording } from '../lib/vocabulary/rewordings.ts';
import { checkVocabularyTargets, parseVocabulary, VOCABULARY_FILE, type VocabularyTerm } from '../lib/vocabulary/vocabulary.ts';

export interface LoadedVocabulary {
  terms: Map<Locale, VocabularyTerm[]>;
  rewordings: Map<Locale, Rewording[]>;
  diagnostics: Diagnostics;
}

export function loadVocabulary(contentDir: string, glossary: Glossary, { root = process.cwd() }: { root?: string } = {}): LoadedVocabulary {
  const diagnostics = new Diagnostics();
  const terms = new Map<Locale, VocabularyTerm[]>();
  const rewordings = new Map<Locale, Rewording[]>();
  for (const locale of LOCALES) {
    const rewordingsFile = join(contentDir, locale, REWORDINGS_FILE);
    if (existsSync(rewordingsFile)) rewordings.set(locale, parseRewordings(readFileSync(rewordingsFile, 'utf8'), relative(root, rewordingsFile), diagnostics));
    const file = join(contentDir, locale, VOCABULARY_FILE);
    if (!existsSync(file)) continue;
    const rel = relative(root, file);
    const parsed = parseVocabulary(readFileSync(file, 'utf8'), rel, diagnostics);
    terms.set(locale, checkVocabularyTargets(parsed, vocabularyTargets(glossary, locale), rel, diagnostics));
  }
  return { terms, rewordings, diagnostics };
}
