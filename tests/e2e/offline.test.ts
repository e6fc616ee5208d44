// Issue 7: after one visit the site works with the network off: entries, rule-number links, search.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DIST, phonePage, useSite } from './browser.ts';
import { measureSearch } from '../../src/node/search-bench.ts';
import { serveStatic } from '../../src/node/static-server.ts';

const site = useSite();
const url = site.url;

/** Waits until the service worker has installed (precaching everything) and controls the page. */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
  });
}

describe('offline after one visit', () => {
  it('opens other entries, rule-number links, the index and a comparison, and searches, with the network off', async () => {
    const { context, page } = await phonePage(site.browser);
    await page.goto(url('/ru/component-limitations/'));
    await serviceWorkerInControl(page);
    await context.setOffline(true);

    await page.goto(url('/ko/producing-units/'));
    await expect(page.locator('h1').textContent()).resolves.toBe('유닛 생산');

    await page.goto(url('/en/23.4/'));
    await page.waitForURL((u) => u.pathname === '/en/component-limitations/' && u.hash === '#23.4');
    expect(await page.evaluate(() => document.getElementById('23.4')?.matches(':target'))).toBe(true);

    // Rule-number URLs are not precached one by one: the service worker sends them to their entry.
    await page.goto(url('/ko/45.5/'));
    await page.waitForURL((u) => u.pathname === '/ko/producing-units/' && u.hash === '#45.5');
    await expect(page.locator('h1').textContent()).resolves.toBe('유닛 생산');

    await page.goto(url('/ko/'));
    expect(await page.locator('ul[data-filter-list] > li').count()).toBeGreaterThanOrEqual(30);

    await page.goto(url('/compare/producing-units/'));
    expect(await page.locator('[data-align-row]').count()).toBeGreaterThan(6);

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
});

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
      await page.locator('#update-prompt [data-reload]').tap();
      await page.waitForEvent('load');
      expect(await page.locator('#update-prompt').isVisible()).toBe(false);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain('/sw.js');
    } finally {
      await context.close();
      await deployed.close();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
