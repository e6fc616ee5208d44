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

function build(): Promise<{ status: number | null; output: string }> {
  return new Promise((ok) => {
    const child = spawn(process.execPath, astroArgs('build'), {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: 'tests/fixtures/content/sets/aligned', TOPICS_FILE: SIX_TOPICS, OUT_DIR: out },
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
    expect(readdirSync(scratch)).toEqual(['dist']);
    const sw = readFileSync(join(out, 'sw.js'), 'utf8');
    const precached = [...sw.matchAll(/\burl:"\/([^"]*)"/g)].map((m) => m[1]);
    expect(precached.length).toBeGreaterThan(20);
    expect(precached.filter((file) => !existsSync(join(out, file.endsWith('/') || file === '' ? `${file}index.html` : file)))).toEqual([]);
  });
});
