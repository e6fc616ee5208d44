/** Paths and loaders shared by the unit tests. Tests run from the project root (vitest's root). */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadContent } from '../../src/pipeline/content-loader.ts';
import type { Glossary } from '../../src/lib/content/glossary.ts';
import type { Entry } from '../../src/lib/content/entry.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
export const FIXTURES = 'tests/fixtures';
/** The topic indexes the fixture content folders are read against (tests/fixtures/topics/README.md). */
export const SIX_TOPICS = join(ROOT, FIXTURES, 'topics/six-topics.tsv');
export const TWO_TOPICS = join(ROOT, FIXTURES, 'topics/two-topics.tsv');

/** Reads a project-relative file. */
export function readProjectFile(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

let real: Glossary | undefined;

/** The glossary of the real content/ folder, loaded once per test file. */
export function realGlossary(): Glossary {
  real ??= loadContent(join(ROOT, 'content'), { root: ROOT }).glossary;
  return real;
}

/** The entries of a locale that name a topic among their related topics (the topic's own entry left out). */
export function listing(glossary: Glossary, locale: string, id: string): Entry[] {
  return glossary.entries(locale).filter((e) => e.id !== id && e.related.some((r) => r.id === id));
}
