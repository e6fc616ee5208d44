/**
 * A whole site built from a fixture content folder into a scratch folder, served and opened in Chromium: for the
 * tests of what a content folder alone changes (hostile text, a fourth language). Call in beforeAll/afterAll.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { serveStatic, type StaticServer } from '../../src/server/static-server.ts';
import { openBrowser } from './browser.ts';
import { astroArgs } from '../../tools/astro-command.ts';

export { SIX_TOPICS, TWO_TOPICS } from '../unit/support.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface FixtureSite {
  /** The built site (empty when the build failed). */
  out: string;
  build: ReturnType<typeof spawnSync>;
  /** Undefined when the build failed (the test of the build says why). */
  browser: Browser;
  server: StaticServer;
  close(): Promise<void>;
}

/**
 * Builds the site from `contentDir` against the topic index `topicsFile` (both project-relative) with
 * `astro build`, then serves it.
 */
export async function buildFixtureSite(contentDir: string, topicsFile: string, name: string, timeoutMs = 110_000): Promise<FixtureSite> {
  const scratch = mkdtempSync(join(tmpdir(), `lrr-${name}-`));
  const out = join(scratch, 'dist');
  const build = spawnSync(process.execPath, astroArgs('build'), {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: contentDir, TOPICS_FILE: topicsFile, OUT_DIR: out },
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  const site = {
    out,
    build,
    async close() {
      await site.browser?.close();
      await site.server?.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  } as FixtureSite;
  if (build.status === 0) [site.browser, site.server] = await Promise.all([openBrowser(), serveStatic(out)]);
  return site;
}
