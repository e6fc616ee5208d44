/**
 * npm run import [-- [--out DIR] <raw files…>]
 * Re-imports every raw file listed in sources/manifest.yaml into content/<locale>/ and writes
 * content/IMPORT-REPORT.md. Files named on the command line are read where they are; once the import
 * has read them they are copied into sources/<their folder>/ and added to the manifest (locale and
 * format detected). A PDF (a translator's rulebook) is read with pdf.js (src/pipeline/pdf-text.ts); its
 * defects' lines are lines of that text, which a preview writes beside the report. With --out DIR nothing
 * in content/ or sources/ changes: DIR gets the named files' own topics (not the manifest's other
 * sources) and the report, which compares them with what the site publishes. A file that cannot be read,
 * or a topic or sub-rule inside one that cannot be placed, is reported with its path and line and
 * skipped; the rest is imported, and the command exits 1 to say so.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadTopics } from '../src/pipeline/content-loader.ts';
import { runImport } from '../src/lib/import/importer.ts';
import { addToManifest, parseManifest } from '../src/lib/import/manifest.ts';
import { editionStepLines } from '../src/lib/editions/edition-report.ts';
import { copyNewFiles, pdfTexts, planNewFiles, replaceContent, writeFileAtomic, writePreview } from '../src/pipeline/import-files.ts';

const root = resolve(import.meta.dirname, '..');
const sourcesDir = join(root, 'sources');
const manifestPath = join(sourcesDir, 'manifest.yaml');
const contentDir = join(root, 'content');

try {
  const { values, positionals } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true });
  const manifestText = readFileSync(manifestPath, 'utf8');
  const manifest = parseManifest(manifestText, 'sources/manifest.yaml');
  // PDFs are read with pdf.js first: the import itself reads text.
  const pdfs = await pdfTexts([...positionals.map((p) => resolve(process.cwd(), p)), ...manifest.files.filter((f) => /\.pdf$/i.test(f.file)).map((f) => join(sourcesDir, f.file))]);
  const plan = planNewFiles(positionals, manifest, sourcesDir, process.cwd(), (bytes, from) => pdfs.get(from) ?? bytes.toString('utf8'));
  for (const name of plan.known) console.log(`sources/${name} is already in the manifest`);
  const fromArgs = new Map(plan.added.map((a) => [a.source.file, pdfs.get(resolve(process.cwd(), a.source.origin)) ?? a.bytes.toString('utf8')]));
  const read = (file: string) => fromArgs.get(file) ?? pdfs.get(join(sourcesDir, file)) ?? readFileSync(join(sourcesDir, file), 'utf8');
  const topics = loadTopics(contentDir);
  const all = { ...manifest, files: [...manifest.files, ...plan.added.map((a) => a.source)] };
  const result = runImport({ manifest: all, topics, sourcesDir: 'sources', read });
  /** The files named on the command line, as the manifest names them. */
  const named = new Set([...plan.added.map((a) => a.source.file), ...plan.known]);
  const failures = [...plan.errors, ...result.failures];
  const failedFiles = new Set(failures.map((f) => f.file));
  const added = plan.added.filter((a) => !failedFiles.has(a.source.origin));

  if (values.out) {
    const out = resolve(process.cwd(), values.out);
    // The named files' own topics, each as if it were the only source: where the manifest publishes another
    // source for a topic, the report (of the whole import) says which and what differs.
    // The rulings pages stay in the manifest of that run so that links to them resolve, but are not written.
    const own = named.size === 0 ? result : runImport({ manifest: { ...all, files: all.files.filter((f) => named.has(f.file)).map((f) => ({ ...f, publish: undefined })), editions: [] }, topics, sourcesDir: 'sources', read });
    const ownFiles = named.size === 0 ? own.files : new Map([...own.files].filter(([path]) => !/^[^/]+\/(?:factions|components)\//.test(path)));
    writePreview(out, ownFiles, result.report);
    for (const f of all.files.filter((f) => named.has(f.file))) {
      if (!pdfs.has(f.origin ? resolve(process.cwd(), f.origin) : join(sourcesDir, f.file))) continue;
      const textFile = join(out, 'sources', `${f.file}.txt`);
      writeFileAtomic(textFile, read(f.file));
      console.log(`${f.origin ?? `sources/${f.file}`} was read as a PDF: the lines its defects name are lines of ${textFile}`);
    }
    console.log(`preview: ${ownFiles.size} entries${named.size > 0 ? ' from the named files' : ''} and IMPORT-REPORT.md in ${out} (${result.defects.length} defects); content/ and sources/ unchanged`);
  } else {
    copyNewFiles(added);
    writeFileAtomic(manifestPath, added.reduce((text, a) => addToManifest(text, a.source), manifestText));
    const changed = replaceContent(contentDir, result.files, result.report);
    for (const a of added) console.log(`added sources/${a.source.file} as ${a.source.locale} ${a.source.format}`);
    console.log(`${result.files.size} entries, ${result.defects.length} defects reported in content/IMPORT-REPORT.md; ${changed} files changed`);
  }
  for (const line of editionStepLines(result.editionSteps)) console.log(line);
  for (const d of result.defects) if (d.kind === 'summary') console.log(`${d.file}: ${d.message}`);
  for (const f of failures) console.error(`error: ${f.message}`);
  if (failures.length > 0) {
    console.error(`${failures.length} file${failures.length === 1 ? '' : 's'} not imported (listed above); the others were.`);
    process.exitCode = 1;
  }
  const skipped = result.defects.filter((d) => d.kind === 'skipped');
  for (const d of skipped) console.error(`skipped: ${d.file}:${d.line}: ${d.message}`);
  if (skipped.length > 0) {
    console.error(`${skipped.length} topic${skipped.length === 1 ? '' : 's'} or sub-rules left out (listed above and in the report); the rest was imported.`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`import failed, nothing written: ${(error as Error).message}`);
  process.exitCode = 1;
}
