/** node scripts/synth-corpus.ts <entries-per-locale> <folder>: writes a synthetic content folder for the bench. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { syntheticCorpus } from '../src/lib/synthetic-corpus.ts';

const [count = '100', folder = `/tmp/ti4-corpus-${count}`] = process.argv.slice(2);
const dir = resolve(folder);
rmSync(dir, { recursive: true, force: true });
for (const [path, text] of syntheticCorpus(Number(count)).files) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}
console.log(`${count} entries per locale written to ${dir}`);
