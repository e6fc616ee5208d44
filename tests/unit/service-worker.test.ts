/** The Workbox service worker's precache list: every page but the rule-number pages, which the worker answers itself. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeServiceWorker } from '../../src/node/service-worker.ts';

const dir = mkdtempSync(join(tmpdir(), 'ti4-sw-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeServiceWorker', () => {
  it('precaches entry, comparison and graph pages, and leaves out exactly the rule-number pages', async () => {
    const pages = ['ko/45/', 'ko/45.5/', 'en/23.4/', 'ko/units/', 'ko/4x-topic/', 'ko/45.5.1/', 'compare/45/', 'ko/graph/', '404.html'];
    for (const page of pages) {
      const file = page.endsWith('/') ? `${page}index.html` : page;
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), `<!DOCTYPE html><title>${page}</title>`);
    }
    await writeServiceWorker(dir, '/');
    const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
    const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]).sort();
    expect(precached).toEqual(['/404.html', '/compare/45/index.html', '/ko/45.5.1/index.html', '/ko/4x-topic/index.html', '/ko/graph/index.html', '/ko/units/index.html']);
  });
});
