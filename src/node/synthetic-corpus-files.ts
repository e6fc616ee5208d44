/** Writes a synthetic content folder (src/lib/synthetic-corpus.ts) for the bench, replacing what was there. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { syntheticCorpus } from '../lib/synthetic-corpus.ts';

export function writeSyntheticCorpus(entriesPerLocale: number, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  for (const [path, text] of syntheticCorpus(entriesPerLocale).files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}
