/** The built site's files: writes those made in memory (each path relative to outDir, its folders made as needed), lists them all. */
import { mkdirSync, readdirSync, readFileSync, writeFileSync, type Dirent } from 'node:fs';
import { dirname, join, sep } from 'node:path';

export interface SiteFile {
  /** Path relative to the site root, without base. */
  file: string;
  html: string;
}

export function writeFiles(outDir: string, files: readonly SiteFile[]): void {
  for (const { file, html } of files) {
    const path = join(outDir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, html);
  }
}

/** Rewrites each of outDir's files (paths relative to it) in place through `transform`, one read and one write each. */
export function rewriteFiles(outDir: string, files: readonly string[], transform: (text: string, file: string) => string): void {
  for (const file of files) {
    const path = join(outDir, file);
    writeFileSync(path, transform(readFileSync(path, 'utf8'), file));
  }
}

/** Every file of a folder, relative, with "/" separators. */
export function siteFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name).slice(dir.replace(/[\\/]$/, '').length + 1).split(sep).join('/'))
    .sort();
}
