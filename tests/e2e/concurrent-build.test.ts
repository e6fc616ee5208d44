// Two builds of one output folder at once. Before, both shared one temporary folder and could swap
// a partial site in, both exiting 0. Now the second waits for the first (dist.lock), each builds in its own
// temporary folder, and the result is one complete site: every file its service worker precaches is there.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SIX_TOPICS } from '../unit/support.ts';
import { astroArgs } from '../../tools/astro-command.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'lrr-double-build-'));
const out = join(scratch, 'dist');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function build(into = out): Promise<{ status: number | null; output: string }> {
  return new Promise((ok) => {
    const child = spawn(process.execPath, astroArgs('build'), {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: 'tests/fixtures/content/sets/aligned', TOPICS_FILE: SIX_TOPICS, OUT_DIR: into },
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('close', (status) => ok({ status, output }));
  });
}

describe('two builds of one output folder at once', () => {
  it('both succeed one after the other, leaving one complete site and nothing else', { timeout: 240_000 }, async () => {
    const runs = await Promise.all([build(), build()]);
    for (const run of runs) expect(run.status, run.output).toBe(0);
    expect(runs.filter((r) => r.output.includes(`waiting for another build of ${out}`))).toHaveLength(1);
    expect(readdirSync(scratch).filter((f) => f.startsWith('dist'))).toEqual(['dist']);
    expect(missingPrecached(out)).toEqual([]);
  });
});

/** The files a built site's service worker precaches that are not there (at least 20 are listed). */
function missingPrecached(site: string): string[] {
  const sw = readFileSync(join(site, 'sw.js'), 'utf8');
  const precached = [...sw.matchAll(/\burl:"\/([^"]*)"/g)].map((m) => m[1]);
  expect(precached.length).toBeGreaterThan(20);
  return precached.filter((file) => !existsSync(join(site, file.endsWith('/') || file === '' ? `${file}index.html` : file)));
}

// Outside the project, Astro bundles the pages in the project's .astro/ and empties it when done: two builds of two
// such folders at once would share it (one failed with a module gone, or finished without its assets).
describe('two builds of two output folders outside the project at once', () => {
  it('both succeed, one after the other, each a complete site', { timeout: 240_000 }, async () => {
    const other = join(scratch, 'other');
    const runs = await Promise.all([build(join(scratch, 'first')), build(other)]);
    for (const run of runs) expect(run.status, run.output).toBe(0);
    expect(runs.filter((r) => r.output.includes('waiting for another build that bundles in'))).toHaveLength(1);
    for (const site of ['first', 'other']) expect(missingPrecached(join(scratch, site))).toEqual([]);
  });
});
