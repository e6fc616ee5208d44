/** Writes files made in memory into the built site: each path relative to outDir, its folders made as needed. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface SiteFile {
  /** Path relative to the site root, without base. */
  file: string;
  html: string;
}

export function writeFiles(outDir: string, files: readonly SiteFile[]): void {
  const made = new Set<string>();
  for (const { file, html } of files) {
    const path = join(outDir, file);
    const folder = dirname(path);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    writeFileSync(path, html);
  }
}
