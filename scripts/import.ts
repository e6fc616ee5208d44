/**
 * npm run import [-- <raw files…>]
 * Re-imports every raw file listed in sources/manifest.yaml into content/<locale>/ and writes
 * content/IMPORT-REPORT.md. Files named on the command line are first copied into sources/seeds/
 * and added to the manifest (their locale and format detected), so that later runs include them.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { detectFormat, detectLocale } from '../src/lib/import/detect-format.ts';
import { runImport } from '../src/lib/import/importer.ts';
import { addToManifest, FORMATS, parseManifest } from '../src/lib/import/manifest.ts';
import { loadTopics } from '../src/lib/content-loader.ts';

const root = resolve(import.meta.dirname, '..');
const sourcesDir = join(root, 'sources');
const manifestPath = join(sourcesDir, 'manifest.yaml');
const contentDir = join(root, 'content');

function writeAtomic(path: string, text: string): boolean {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
  return true;
}

try {
  let manifestText = readFileSync(manifestPath, 'utf8');
  for (const arg of process.argv.slice(2)) {
    const from = resolve(process.cwd(), arg);
    const text = readFileSync(from, 'utf8');
    const name = `seeds/${basename(from)}`;
    const manifest = parseManifest(manifestText, 'sources/manifest.yaml');
    if (manifest.files.some((f) => f.file === name)) {
      console.log(`${name} is already in the manifest`);
      continue;
    }
    const format = detectFormat(text);
    if (!format) throw new Error(`${arg}:1: not a known raw format (${FORMATS.join(', ')}); add it to sources/manifest.yaml by hand`);
    const locale = detectLocale(text);
    copyFileSync(from, join(sourcesDir, name));
    manifestText = addToManifest(manifestText, { file: name, locale, format });
    console.log(`added ${name} as ${locale} ${format}`);
  }
  const manifest = parseManifest(manifestText, 'sources/manifest.yaml');
  const result = runImport({
    manifest,
    topics: loadTopics(contentDir),
    sourcesDir: 'sources',
    read: (file) => readFileSync(join(sourcesDir, file), 'utf8'),
  });
  // Everything is computed before anything is written: a failed import leaves content/ as it was.
  writeAtomic(manifestPath, manifestText);
  let changed = 0;
  for (const [path, text] of result.files) if (writeAtomic(join(contentDir, path), text)) changed++;
  if (writeAtomic(join(contentDir, 'IMPORT-REPORT.md'), result.report)) changed++;
  console.log(`${result.files.size} entries, ${result.defects.length} defects reported in content/IMPORT-REPORT.md; ${changed} files changed`);
} catch (error) {
  console.error(`import failed, nothing written: ${(error as Error).message}`);
  process.exit(1);
}
