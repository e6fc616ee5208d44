// The browser tests run against the built site: npm test builds it before Vitest starts.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export default function setup(): void {
  const dist = resolve(import.meta.dirname, '../../dist');
  if (!existsSync(resolve(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` (npm test does it) before the browser tests');
}
