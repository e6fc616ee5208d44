/** Parsing on two cores (the build's loader) gives what the one-core loader gives, in the same order. 60 s: two loads and a worker's start on a loaded machine. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, loadContentInParallel } from '../../src/node/content-loader.ts';
import { writeSyntheticCorpus } from '../../src/node/synthetic-corpus-files.ts';

const dir = mkdtempSync(join(tmpdir(), 'ti4-parallel-'));
beforeAll(() => {
  writeSyntheticCorpus(40, dir);
  // Problems in both halves of the reading order, and a misplaced file between the locale folders.
  writeFileSync(join(dir, 'en', 'topic-0002.md'), '---\nid: topic-0002\n---\n\nNo title.\n');
  writeFileSync(join(dir, 'ru', 'topic-0039.md'), '---\nid: topic-0039\ntitle: Тема\nnumber: 39\n---\n\n39.1 Текст.\n\n39.1 Снова.\n');
  writeFileSync(join(dir, 'notes.txt'), 'stray');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadContentInParallel', () => {
  it('gives the same entries and diagnostics as loadContent, a worker parsing half of the folder', async () => {
    const one = loadContent(dir, { root: dir, strict: false });
    const two = await loadContentInParallel(dir, { root: dir, strict: false, parallelFrom: 2 });
    expect(one.diagnostics.errors.length).toBeGreaterThan(2);
    expect(two.diagnostics.items).toEqual(one.diagnostics.items);
    expect(two.glossary.all().length).toBeGreaterThan(100);
    expect(two.glossary.all()).toEqual(one.glossary.all());
    expect(two.glossary.backlinks('ko', 'topic-0010')).toEqual(one.glossary.backlinks('ko', 'topic-0010'));
  }, 60_000);

  it('throws the same content error when strict', async () => {
    const one = (() => {
      try {
        loadContent(dir, { root: dir });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(one).toMatch(/topic-0002\.md/);
    await expect(loadContentInParallel(dir, { root: dir, parallelFrom: 2 })).rejects.toThrow(one);
  }, 60_000);
});
