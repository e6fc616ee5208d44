// After one visit the site works with the network off: the reader's language, pages visited,
// rule-number links, search; and a tab opened before a deployment keeps working.
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, PHONE, phonePage, useSite } from './browser.ts';
import { siteFiles } from '../../src/pipeline/write-files.ts';
import { languageSaved, serviceWorkerInControl } from './service-worker.ts';
import { measureSearch } from '../../tools/bench/search-bench.ts';
import { serveStatic } from '../../src/server/static-server.ts';
import { comparePageRows } from './compare-pages.ts';

const site = useSite();
const url = site.url;

describe('offline after one visit', () => {
  it('opens every page of the reader’s language, rule-number links, pages visited in other languages, and searches, with the network off', async () => {
    const { context, page } = await phonePage(site.browser);
    // A Korean reader: the first page saves the Korean pages and search; other pages are saved when opened.
    await page.goto(url('/ko/'));
    await serviceWorkerInControl(page);
    await languageSaved(page, 'ko');
    await page.goto(url('/en/component-limitations/'));
    await page.goto(url('/compare/producing-units/'));
    await context.setOffline(true);

    await page.goto(url('/ko/producing-units/'));
    await expect(page.locator('h1').textContent()).resolves.toBe('유닛 생산');
    // Its reference previews (previews.json, fetched on the first preview) were saved with it.
    await page.locator('main a[data-ref]').first().tap();
    await page.waitForFunction(() => document.getElementById('ref-preview')?.matches(':popover-open'));

    await page.goto(url('/en/23.4/'));
    await page.waitForURL((u) => u.pathname === '/en/component-limitations/' && u.hash === '#23.4');
    expect(await page.evaluate(() => document.getElementById('23.4')?.matches(':target'))).toBe(true);

    // Rule-number URLs are not saved one by one: the service worker sends them to their entry.
    await page.goto(url('/ko/45.5/'));
    await page.waitForURL((u) => u.pathname === '/ko/producing-units/' && u.hash === '#45.5');
    await expect(page.locator('h1').textContent()).resolves.toBe('유닛 생산');

    await page.goto(url('/ko/'));
    expect(await page.locator('ul[data-filter-list] > li').count()).toBeGreaterThanOrEqual(30);

    await page.goto(url('/compare/producing-units/'));
    await page.waitForURL((u) => u.pathname === '/en/compare/producing-units/');
    expect(await page.$$eval('[data-align-row]', (rows) => rows.map((r) => r.id))).toEqual(comparePageRows('en', 'producing-units', 1));

    // Both search layers: the instant index and Pagefind (pagefind.js fetches its entry file with ?ts=).
    await page.goto(url('/ko/'));
    const search = await measureSearch(page, { query: '전투기를' });
    expect(search.fullTextMs).not.toBeNull();
    expect(search.results[0]).toBe('/ko/fighter-tokens/');
    expect(search.results.some((href) => /^\/ko\/[a-z-]+\/#\d+\.\d+$/.test(href))).toBe(true);
    await expect(page.locator('[data-search-status]').textContent()).resolves.toMatch(/^결과 \d+개$/);

    await context.setOffline(false);
    await context.close();
  });

  it('a first visit fetches sw.js once and saves only the reader’s language', async () => {
    const { context, page } = await phonePage(site.browser);
    const fetched: string[] = [];
    context.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(url('/ru/component-limitations/'));
    await serviceWorkerInControl(page);
    await languageSaved(page, 'ru');
    expect(fetched.filter((p) => p === '/sw.js')).toEqual(['/sw.js']);
    expect(fetched.filter((p) => p.startsWith('/sw-offline.js'))).toHaveLength(1);
    const saved = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
      return urls;
    });
    expect(saved).toContain('/ru/component-limitations/');
    expect(saved).toContain('/search/ru.json');
    expect(saved.some((p) => /^\/pagefind\/index\/ru_/.test(p))).toBe(true);
    expect(saved.filter((p) => /^\/(en|ko)\/|^\/compare\/|^\/search\/(en|ko)|^\/pagefind\/(index|fragment)\/(en|ko)_/.test(p))).toEqual([]);
    await context.close();
  });
});

/** The next deployment in a copy of dist/: the search's chunk gets a new hashed name, and the files that name it say so. */
/**
 * The next deployment, as a build makes it: the search chunk gets a new hashed name, and so does every
 * hashed file that names it (its bytes change), on up to the pages. Hashed files are served immutable,
 * so a file whose bytes change must change its name too.
 */
function nextDeployment(copy: string): void {
  const assets = join(copy, '_astro');
  const chunk = readdirSync(assets).find((f) => f.startsWith('search-controller.'))!;
  const renames: [string, string][] = [[chunk, chunk.replace(/\.[^.]+\.js$/, '.NextDeploy.js')]];
  renameSync(join(assets, renames[0][0]), join(assets, renames[0][1]));
  for (let i = 0; i < renames.length; i++) {
    const [from, to] = renames[i];
    for (const file of siteFiles(copy).filter((f) => /\.(js|html)$/.test(f))) {
      const text = readFileSync(join(copy, file), 'utf8');
      if (!text.includes(from)) continue;
      writeFileSync(join(copy, file), text.replaceAll(from, to));
      const name = file.split('/').pop()!;
      if (file.startsWith('_astro/') && !name.includes('.Next')) {
        const renamed = name.replace(/\.[^.]+\.js$/, `.Next${renames.length}.js`);
        renameSync(join(assets, name), join(assets, renamed));
        renames.push([name, renamed]);
      }
    }
  }
}

describe('a new deployment', () => {
  it('is picked up on the next online visit, with a prompt to reload', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'ti4-deploy-'));
    cpSync(DIST, copy, { recursive: true });
    const deployed = await serveStatic(copy);
    const { context, page } = await phonePage(site.browser);
    try {
      const at = (path: string) => new URL(path.replace(/^\//, ''), deployed.url).href;
      await page.goto(at('/en/producing-units/'));
      await serviceWorkerInControl(page);
      expect(await page.locator('#update-prompt').isVisible()).toBe(false);
      // The next deployment: a changed service worker.
      appendFileSync(join(copy, 'sw.js'), '\n// next deployment\n');
      await page.goto(at('/en/component-limitations/'));
      await page.locator('#update-prompt').waitFor({ state: 'visible', timeout: 20_000 });
      // The page as it was before the reload: a mark that only this document carries.
      await page.evaluate(() => document.documentElement.setAttribute('data-before-reload', ''));
      // Waited for from before the tap: the new worker can take over and the page reload before the tap returns.
      const reloaded = page.waitForEvent('load');
      await page.locator('#update-prompt [data-reload]').tap();
      await reloaded;
      expect(await page.locator('html[data-before-reload]').count()).toBe(0);
      expect(await page.locator('#update-prompt').isVisible()).toBe(false);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain('/sw.js');
    } finally {
      await context.close();
      await deployed.close();
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('does not break a tab opened before it: without the service worker, the tab reloads itself when a chunk it names is gone', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'ti4-skew-'));
    cpSync(DIST, copy, { recursive: true });
    const deployed = await serveStatic(copy);
    const context = await site.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      const at = (path: string) => new URL(path.replace(/^\//, ''), deployed.url).href;
      await page.goto(at('/en/component-limitations/'));
      nextDeployment(copy);
      const reloaded = page.waitForEvent('load');
      await page.locator('#site-search').focus();
      await reloaded;
      const search = await measureSearch(page, { query: 'fighter' });
      expect(search.results.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('.NextDeploy.js')))).toBe(true);
    } finally {
      await context.close();
      await deployed.close();
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('does not break a tab opened before it under the service worker: the chunks it names come from the precache, with no reload', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'ti4-skew-sw-'));
    cpSync(DIST, copy, { recursive: true });
    const deployed = await serveStatic(copy);
    const { context, page } = await phonePage(site.browser);
    try {
      await page.goto(new URL('en/component-limitations/', deployed.url).href);
      await serviceWorkerInControl(page);
      await page.evaluate(() => ((window as unknown as { beforeDeploy: boolean }).beforeDeploy = true));
      nextDeployment(copy);
      const search = await measureSearch(page, { query: 'fighter' });
      expect(search.results.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as { beforeDeploy?: boolean }).beforeDeploy)).toBe(true);
    } finally {
      await context.close();
      await deployed.close();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
