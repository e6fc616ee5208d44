/**
 * The file side of `npm run import`: raw files named on the command line are checked against what
 * sources/ already holds, copied in only once the import succeeded, and the content tree is written
 * whole into a fresh folder and swapped in, so content/ is either the new whole or unchanged.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { detectFormat, detectLocale } from '../lib/import/detect-format.ts';
import { FORMATS, type Manifest, type SourceFile } from '../lib/import/manifest.ts';
import { ImportError } from '../lib/import/raw-entry.ts';
import { LOCALES } from '../lib/locale/locale.ts';
import { isPdf, pdfText } from './pdf-text.ts';

/** A raw file named on the command line, before it is copied into sources/. */
export interface NewRawFile {
  source: SourceFile & { origin: string };
  /** The file's bytes, read once, and the absolute path its copy goes to. */
  bytes: Buffer;
  to: string;
}

/**
 * Sorts the files named on the command line into those to add, those already in sources/ (same bytes),
 * and errors: an unreadable or unknown file, or a name sources/ already holds with other bytes.
 * A file goes to `sources/<the folder it came from>/<its name>`.
 */
export function planNewFiles(args: string[], manifest: Manifest, sourcesDir: string, cwd: string, textOf: (bytes: Buffer, from: string) => string = (b) => b.toString('utf8')) {
  const added: NewRawFile[] = [];
  const known: string[] = [];
  const errors: ImportError[] = [];
  for (const arg of args) {
    const from = resolve(cwd, arg);
    const origin = relative(cwd, from) || arg;
    const name = `${basename(dirname(from))}/${basename(from)}`;
    const to = join(sourcesDir, name);
    let bytes: Buffer;
    try {
      bytes = readFileSync(from);
    } catch (error) {
      errors.push(new ImportError(origin, 1, `cannot read the file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`));
      continue;
    }
    if (existsSync(to)) {
      if (readFileSync(to).equals(bytes)) {
        if (manifest.files.some((f) => f.file === name)) {
          known.push(name);
          continue;
        }
      } else {
        errors.push(new ImportError(origin, 1, `sources/${name} already exists with other bytes: rename the new file, or replace the old one by hand`));
        continue;
      }
    }
    if (added.some((a) => a.source.file === name)) {
      errors.push(new ImportError(origin, 1, `named twice on the command line (as sources/${name})`));
      continue;
    }
    const text = textOf(bytes, from);
    const format = detectFormat(text);
    if (!format) {
      errors.push(new ImportError(origin, 1, `not a known raw format (${FORMATS.join(', ')}); add it to sources/manifest.yaml by hand with its format`));
      continue;
    }
    added.push({ source: { file: name, locale: detectLocale(text), format, origin }, bytes, to });
  }
  return { added, known, errors };
}

/** Copies the new raw files into sources/ (each through a temporary name, so no half-written copy). */
export function copyNewFiles(files: NewRawFile[]): void {
  for (const f of files) writeFileAtomic(f.to, f.bytes);
}

export function writeFileAtomic(path: string, text: string | Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

/**
 * Writes the imported files and the report as the new content tree: everything in `contentDir` that the
 * import does not write (lrr-topics.tsv, a README) is kept, the locale folders and the report are
 * replaced as a whole. Returns how many files differ from before.
 */
export function replaceContent(contentDir: string, files: Map<string, string>, report: string): number {
  const stage = `${contentDir}.import-${process.pid}`;
  const old = `${contentDir}.old-${process.pid}`;
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  // Earlier editions (content/editions/) are written whole by the import too.
  const generated = new Set<string>([...LOCALES, 'IMPORT-REPORT.md', 'editions']);
  if (existsSync(contentDir))
    for (const name of readdirSync(contentDir)) if (!generated.has(name)) cpSync(join(contentDir, name), join(stage, name), { recursive: true });
  // In a locale folder the import writes the entries (.md, rulings pages included); other files there (a
  // vocabulary) are the translators' own and are kept.
  for (const locale of LOCALES) {
    const dir = join(contentDir, locale);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (!name.endsWith('.md') && statSync(path).isFile()) {
        mkdirSync(join(stage, locale), { recursive: true });
        cpSync(path, join(stage, locale, name));
      }
    }
  }
  let changed = 0;
  const all = new Map(files).set('IMPORT-REPORT.md', report);
  for (const [path, text] of all) {
    const target = join(stage, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
    const before = join(contentDir, path);
    if (!existsSync(before) || readFileSync(before, 'utf8') !== text) changed++;
  }
  for (const locale of LOCALES) {
    const dir = join(contentDir, locale);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir, { recursive: true }) as string[]) if (name.endsWith('.md') && !all.has(`${locale}/${name.split('\\').join('/')}`)) changed++;
  }
  if (existsSync(contentDir)) renameSync(contentDir, old);
  renameSync(stage, contentDir);
  rmSync(old, { recursive: true, force: true });
  return changed;
}

/**
 * The text of every raw file that is a PDF (named on the command line, or listed in the manifest), read
 * with pdf.js before the import, which reads text: by absolute path.
 */
export async function pdfTexts(paths: string[]): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const path of paths) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch {
      continue;
    }
    if (isPdf(bytes)) texts.set(path, await pdfText(bytes));
  }
  return texts;
}

/** Writes a preview (`--out DIR`): the entries and the report, and nothing else. */
export function writePreview(outDir: string, files: Map<string, string>, report: string): void {
  for (const [path, text] of files) writeFileAtomic(join(outDir, path), text);
  writeFileAtomic(join(outDir, 'IMPORT-REPORT.md'), report);
}
