/**
 * The build's second core (src/node/side-files.ts): the entry graphs and the moved pages' redirects, made in a worker and
 * written by it into the build's folder only when told that the folder is ready.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sideFilesInWorker } from '../../src/node/side-files.ts';
import { REDIRECT_POLICY } from '../../src/node/csp.ts';
import { realGlossary } from './support.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('sideFilesInWorker', () => {
  it('writes nothing until the folder is ready, then every graph and moved page’s redirect, and reports them', async () => {
    const out = mkdtempSync(join(tmpdir(), 'ti4-side-'));
    dirs.push(out);
    const side = sideFilesInWorker(realGlossary(), { base: '/', site: undefined });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readdirSync(out)).toEqual([]);
    side.write(out);
    expect(() => side.write(out)).toThrow(/twice/);
    const report = await side.done;
    expect(report.movedPages).toContain('compare/component-limitations/index.html');
    expect(report.graphs).toContain('en/component-limitations/graph.svg');
    for (const file of [...report.movedPages, ...report.graphs]) expect(existsSync(join(out, file)), file).toBe(true);
    // Rule-number pages copy the rendered entry pages: the build writes them after Astro (src/node/number-pages.ts).
    expect(existsSync(join(out, 'en/23.4/index.html'))).toBe(false);
    const page = readFileSync(join(out, 'compare/component-limitations/index.html'), 'utf8');
    expect(page).toContain('/en/compare/component-limitations/');
    expect(page).toContain(`content="${REDIRECT_POLICY}"`);
  }, 60_000);

  it('stops without writing when the build does', async () => {
    const side = sideFilesInWorker(realGlossary(), { base: '/', site: undefined });
    await side.stop();
    await expect(side.done).rejects.toThrow(/stopped/);
  }, 60_000);
});
