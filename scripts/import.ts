/**
 * npm run import [-- [--out DIR] <raw files…>]
 * Re-imports every raw file listed in sources/manifest.yaml into content/<locale>/ and writes
 * content/IMPORT-REPORT.md. Files named on the command line are read where they are; once the import
 * has read them they are copied into sources/<their folder>/ and added to the manifest (locale and
 * format detected). With --out DIR nothing in content/ or sources/ changes: the entries and the report
 * go to DIR. A file that cannot be read is reported with its path and line and skipped; the others are
 * imported, and the command exits 1.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadTopics } from '../src/node/content-loader.ts';
import { runImport } from '../src/lib/import/importer.ts';
import { addToManifest, parseManifest } from '../src/lib/import/manifest.ts';
import { editionStepLines } from '../src/lib/editions/edition-report.ts';
import { copyNewFiles, planNewFiles, replaceContent, writeFileAtomic, writePreview } from '../src/node/import-files.ts';

const root = resolve(import.meta.dirname, '..');
const sourcesDir = join(root, 'sources');
const manifestPath = join(sourcesDir, 'manifest.yaml');
const contentDir = join(root, 'content');

try {
  const { values, positionals } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true });
  const manifestText = readFileSync(manifestPath, 'utf8');
  const manifest = parseManifest(manifestText, 'sources/manifest.yaml');
  const plan = planNewFiles(positionals, manifest, sourcesDir, process.cwd());
  for (const name of plan.known) console.log(`sources/${name} is already in the manifest`);
  const fromArgs = new Map(plan.added.map((a) => [a.source.file, a.bytes.toString('utf8')]));
  const result = runImport({
    manifest: { ...manifest, files: [...manifest.files, ...plan.added.map((a) => a.source)] },
    topics: loadTopics(contentDir),
    sourcesDir: 'sources',
    read: (file) => fromArgs.get(file) ?? readFileSync(join(sourcesDir, file), 'utf8'),
  });
  const failures = [...plan.errors, ...result.failures];
  const failedFiles = new Set(failures.map((f) => f.file));
  const added = plan.added.filter((a) => !failedFiles.has(a.source.origin));

  if (values.out) {
    const out = resolve(process.cwd(), values.out);
    writePreview(out, result.files, result.report);
    console.log(`preview: ${result.files.size} entries and IMPORT-REPORT.md in ${out} (${result.defects.length} defects); content/ and sources/ unchanged`);
  } else {
    copyNewFiles(added);
    writeFileAtomic(manifestPath, added.reduce((text, a) => addToManifest(text, a.source), manifestText));
    const changed = replaceContent(contentDir, result.files, result.report);
    for (const a of added) console.log(`added sources/${a.source.file} as ${a.source.locale} ${a.source.format}`);
    console.log(`${result.files.size} entries, ${result.defects.length} defects reported in content/IMPORT-REPORT.md; ${changed} files changed`);
  }
  for (const line of editionStepLines(result.editionSteps)) console.log(line);
  for (const f of failures) console.error(`error: ${f.message}`);
  if (failures.length > 0) {
    console.error(`${failures.length} file${failures.length === 1 ? '' : 's'} not imported (listed above); the others were.`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`import failed, nothing written: ${(error as Error).message}`);
  process.exitCode = 1;
}
