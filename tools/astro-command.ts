/** Astro's command line as node's arguments, for a tool or a test that runs one of its own (with OUT_DIR, PORT…). */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export function astroArgs(command: 'build' | 'dev' | 'preview'): string[] {
  return [join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin', 'astro.mjs'), command];
}
