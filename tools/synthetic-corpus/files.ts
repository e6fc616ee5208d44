/**
 * Writes a synthetic content folder (tools/synthetic-corpus/corpus.ts) for the bench, replacing what was there.
 * Files that already hold the right text are left as they are, and only files the corpus no longer has are
 * removed: the bench times a build right after this, and on ext4 without a journal, creating files within a
 * minute of removing thousands is several times slower (each new inode is looked for past the recently freed
 * ones), which a fresh copy of the corpus would add to the build's time.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { syntheticCorpus } from './corpus.ts';
import { writeFiles } from '../../src/pipeline/write-files.ts';

export function writeSyntheticCorpus(entriesPerLocale: number, dir: string): void {
  const files = syntheticCorpus(entriesPerLocale).files;
  const wanted = new Set([...files.keys()].map((path) => join(dir, path)));
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      if (!entry.isDirectory() && !wanted.has(path)) rmSync(path, { force: true });
    }
  }
  const same = (path: string, text: string) => existsSync(join(dir, path)) && readFileSync(join(dir, path), 'utf8') === text;
  writeFiles(dir, [...files].filter(([path, text]) => !same(path, text)).map(([file, html]) => ({ file, html })));
}
