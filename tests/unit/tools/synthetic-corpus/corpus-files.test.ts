import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { syntheticCorpus } from '../../../../tools/synthetic-corpus/corpus.ts';
import { writeSyntheticCorpus } from '../../../../tools/synthetic-corpus/files.ts';

const dir = mkdtempSync(join(tmpdir(), 'ti4-synthetic-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every file under `dir`, relative, with its text. */
function contents(): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => !e.isDirectory());
  return new Map(files.map((e) => [join(e.parentPath, e.name).slice(dir.length + 1), readFileSync(join(e.parentPath, e.name), 'utf8')]));
}

describe('writeSyntheticCorpus', () => {
  it('writes the corpus, then over it rewrites only what differs and removes what the corpus does not have', () => {
    writeSyntheticCorpus(5, dir);
    const expected = syntheticCorpus(5).files;
    expect(contents()).toEqual(expected);

    const kept = join(dir, 'en', 'topic-0001.md');
    const changed = join(dir, 'ru', 'topic-0002.md');
    const inode = statSync(kept).ino;
    writeFileSync(changed, 'edited');
    writeFileSync(join(dir, 'ko', 'stray.md'), 'not in the corpus');
    writeSyntheticCorpus(5, dir);

    expect(contents()).toEqual(expected);
    // Left in place, not removed and written again.
    expect(statSync(kept).ino).toBe(inode);
  });

  it('gives a smaller corpus exactly when written over a larger one', () => {
    writeSyntheticCorpus(3, dir);
    expect(contents()).toEqual(syntheticCorpus(3).files);
  });
});
