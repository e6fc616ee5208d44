/**
 * The service worker as written into a small site: Workbox precaches only the shell, each language's download
 * list names its pages and search files with revisions, and a file too large to save fails the build.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_FILE, OFFLINE_SCRIPT, writeServiceWorker } from '../../../src/pipeline/service-worker.ts';
import { realGlossary } from '../support.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ti4-sw-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const SHELL = { '_astro/site.abc123.css': 'body{}', 'index.html': '<!DOCTYPE html>', '404.html': '<!DOCTYPE html>', 'icon.svg': '<svg/>', 'icons/icon-192.png': 'png', 'manifest.webmanifest': '{}' };
const PAGES = ['_astro/site.abc123.css', 'ko/index.html', 'ko/404.html', 'ko/45/index.html', 'ko/45.5/index.html', 'ko/producing-units/index.html', 'ko/graph/index.html', 'en/producing-units/index.html', 'en/compare/producing-units/index.html', 'search/ko.json', 'pagefind/pagefind.js'];

describe('writeServiceWorker', () => {
  it('precaches the shell only, and lists each language’s pages and search files with their revisions', async () => {
    const dir = site({ ...SHELL, ...Object.fromEntries(PAGES.map((p) => [p, `<!DOCTYPE html><title>${p}</title>`])) });
    const report = await writeServiceWorker(dir, '/', realGlossary());
    const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
    const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]).sort();
    expect(precached).toEqual(['/404.html', '/_astro/site.abc123.css', '/icon.svg', '/index.html', '/manifest.webmanifest']);
    expect(sw).toMatch(new RegExp(`importScripts\\("/${OFFLINE_SCRIPT.replace('.', '\\.')}\\?v=[\\w-]+"\\)`));
    const ko = JSON.parse(readFileSync(join(dir, 'offline/ko.json'), 'utf8')) as [string, string][];
    expect(ko.map(([path]) => path)).toEqual(['ko/', 'ko/404.html', 'ko/producing-units/', 'pagefind/pagefind.js', 'search/ko.json']);
    expect(ko.every(([, revision]) => /^[\w-]{12}$/.test(revision))).toBe(true);
    expect(report.shell.files).toBe(5);
    expect(report.languages.ko.files).toBe(5);
    expect(report.languages.ko.bytes).toBeGreaterThan(0);
    // The worker's own part carries the rule numbers it answers offline.
    expect(readFileSync(join(dir, OFFLINE_SCRIPT), 'utf8')).toContain('"component-limitations"');
  }, 120_000);

  it('fails rather than leaving out a file too large to save', async () => {
    const dir = site({ ...SHELL, 'ko/producing-units/index.html': 'x'.repeat(MAX_SAVED_FILE + 1) });
    await expect(writeServiceWorker(dir, '/', realGlossary())).rejects.toThrow(/ko\/producing-units\/index\.html: \d+ bytes, more than/);
    const shell = site({ ...SHELL, '404.html': 'x'.repeat(MAX_SAVED_FILE + 1) });
    await expect(writeServiceWorker(shell, '/', realGlossary())).rejects.toThrow(/404\.html is [\d.]+ MB, and won't be precached/);
    // A missing part of the shell is an error too, not a smaller offline download.
    const partial = site({ 'index.html': '<!DOCTYPE html>' });
    await expect(writeServiceWorker(partial, '/', realGlossary())).rejects.toThrow(/icon\.svg/);
  }, 180_000);
});
