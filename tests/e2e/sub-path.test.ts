// Deployable under a sub-path, as on GitHub Pages (https://someone.github.io/ti4/). The real content is
// built with BASE_PATH=/ti4/ and a SITE_URL into a scratch folder, served under /ti4/ only (anything outside it
// 404s, as on such a host), link-checked, and opened in Chromium: pages, a rule-number link, the search, the
// service worker with the network off, and a language's 404 page where the host serves only /ti4/404.html.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBrokenLink, SiteLinks } from '../../tools/link-check.ts';
import { measureSearch } from '../../tools/bench/search-bench.ts';
import { serveStatic, type StaticServer } from '../../src/server/static-server.ts';
import { collectConsoleErrors, openBrowser, phonePage } from './browser.ts';
import { astroArgs } from '../../tools/astro-command.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BASE = '/ti4/';
/** A reserved top-level domain (RFC 2606): the build needs a site URL to write the sitemap and absolute heads. */
const SITE_URL = 'https://lrr.test';

let scratch: string;
let out: string;
let build: { status: number | null; output: string };
let browser: Browser;
let server: StaticServer;
const at = (path: string) => new URL(path.replace(/^\//, ''), server.url).href;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'ti4-sub-path-'));
  out = join(scratch, 'dist');
  build = await new Promise((done) => {
    const child = spawn(process.execPath, astroArgs('build'), { cwd: ROOT, env: { ...process.env, BASE_PATH: BASE, SITE_URL, OUT_DIR: out } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => done({ status, output }));
  });
  if (build.status !== 0) return;
  [browser, server] = await Promise.all([openBrowser(), serveStatic(out, { base: BASE })]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the site built with BASE_PATH=/ti4/', () => {
  it('builds, and does not warn about a missing SITE_URL', () => {
    expect(build.status, build.output).toBe(0);
    expect(build.output).not.toContain('SITE_URL is not set');
  });

  it('has no broken link or anchor, and none that leaves /ti4/ (canonical, hreflang and og:url included)', { timeout: 300_000 }, () => {
    const links = new SiteLinks(out, { base: BASE, site: SITE_URL });
    expect(links.pages()).toContain('en/component-limitations/index.html');
    const broken = links.pages().flatMap((page) => links.check(page)).map(formatBrokenLink);
    expect(broken.slice(0, 30), `${broken.length} broken links:\n${broken.slice(0, 30).join('\n')}`).toEqual([]);
  });

  it('names the site URL with the base path in canonical links, og:url, the sitemap and robots.txt', () => {
    const page = readFileSync(join(out, 'en/component-limitations/index.html'), 'utf8');
    expect(page).toContain(`<link rel="canonical" href="${SITE_URL}/ti4/en/component-limitations/">`);
    expect(page).toMatch(new RegExp(`property="og:url" content="${SITE_URL}/ti4/en/component-limitations/"`));
    expect(existsSync(join(out, 'sitemap.xml'))).toBe(true);
    const locs = [...readFileSync(join(out, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(3);
    expect(locs.filter((l) => !l.startsWith(`${SITE_URL}/ti4/`))).toEqual([]);
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE_URL}/ti4/sitemap.xml`);
  });

  it('served under /ti4/: pages, a rule-number link and the search work, and the service worker serves them offline', { timeout: 120_000 }, async () => {
    const { context, page } = await phonePage(browser);
    const errors = collectConsoleErrors(page);
    try {
      await page.goto(at('/en/'));
      const search = await measureSearch(page, { query: 'producing units' });
      expect(search.results[0]).toBe('/ti4/en/producing-units/');

      await page.goto(at('/en/23.4/'));
      await page.waitForURL((u) => u.pathname === '/ti4/en/component-limitations/' && u.hash === '#23.4');
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(at('/'));
      await page.evaluate(async () => {
        if (!navigator.serviceWorker.controller) await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
      });

      await context.setOffline(true);
      // The reader's own language (English here) is saved whole on the first visit.
      await page.goto(at('/en/producing-units/'));
      await expect(page.locator('h1').textContent()).resolves.toBeTruthy();
      await page.goto(at('/en/67.5/'));
      await page.waitForURL((u) => u.pathname === '/ti4/en/producing-units/' && u.hash === '#67.5');
      await context.setOffline(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a host that serves /ti4/404.html for every miss, a miss under /ti4/ko/ is the Korean 404 page, its links under /ti4/', async () => {
    const pages = await serveStatic(out, { base: BASE, languageNotFound: false, redirectNavigations: false });
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const response = await page.goto(new URL('ko/45.99/', pages.url).href);
      expect(response?.status()).toBe(404);
      expect(await page.getAttribute('html', 'lang')).toBe('ko');
      expect(await page.getAttribute('header a.site-home', 'href')).toBe('/ti4/ko/');
      expect(await page.getAttribute('search-box form', 'data-locale')).toBe('ko');
      const suggestion = page.locator('main section[data-locale="ko"] [data-suggestions] a').first();
      await suggestion.waitFor();
      expect(await suggestion.getAttribute('href')).toMatch(/^\/ti4\/ko\/45\.\d+\/$/);
    } finally {
      await context.close();
      await pages.close();
    }
  });
});
