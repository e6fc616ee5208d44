// The browser tests run against the built site: npm test builds it before Vitest starts. The Chromium is found
// (or installed, on a machine that has none) once here, before any test file starts its own.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromiumPath } from '../../tools/chromium.ts';

export default async function setup(): Promise<void> {
  const dist = resolve(import.meta.dirname, '../../dist');
  if (!existsSync(resolve(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` (npm test does it) before the browser tests');
  await chromiumPath();
}
