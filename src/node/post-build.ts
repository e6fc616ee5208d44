/** Steps that run on the built site before it is swapped in: rule-number redirects, search indexes, offline support, headers. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Glossary } from '../lib/glossary.ts';
import { redirectPages } from '../lib/redirects.ts';

export interface PostBuildContext {
  root: string;
  outDir: string;
  glossary: Glossary;
  base: string;
  site: string;
}

export function writeFiles(outDir: string, files: { file: string; html: string }[]): void {
  for (const { file, html } of files) {
    const path = join(outDir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, html);
  }
}

export async function postBuild(ctx: PostBuildContext): Promise<void> {
  writeFiles(ctx.outDir, redirectPages(ctx.glossary, ctx.base, ctx.site));
}
