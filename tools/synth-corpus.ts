/** node tools/synth-corpus.ts <entries-per-locale> <folder>: writes a synthetic content folder for the bench. */
import { resolve } from 'node:path';
import { writeSyntheticCorpus } from './synthetic-corpus/files.ts';

const [count = '100', folder = `/tmp/ti4-corpus-${count}`] = process.argv.slice(2);
const dir = resolve(folder);
writeSyntheticCorpus(Number(count), dir);
console.log(`${count} entries per locale written to ${dir}`);
