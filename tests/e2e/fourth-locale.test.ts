/**
 * A fourth language added without editing code: tests/fixtures/locale-de brings German's record (locales.json),
 * its interface strings (strings/de.json) and two entries. The whole site is built from it into a scratch folder
 * and opened in Chromium: every kind of page exists in German and says so, the other languages link to it, its
 * search finds German text through its own Pagefind index, and the client scripts speak German.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectConsoleErrors, phonePage, recordRenders, rendered } from './browser.ts';
import { buildFixtureSite, SIX_TOPICS, type FixtureSite } from './fixture-site.ts';
import { serveStatic } from '../../src/server/static-server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURE = 'tests/fixtures/locale-de';
const STRINGS = JSON.parse(readFileSync(join(ROOT, FIXTURE, 'strings/de.json'), 'utf8')) as Record<string, Record<string, string>>;

let site: FixtureSite;

beforeAll(async () => {
  site = await buildFixtureSite(FIXTURE, SIX_TOPICS, 'fourth-locale', 170_000);
}, 180_000);

afterAll(() => site?.close());

const url = (path: string) => new URL(path.replace(/^\//, ''), site.server.url).href;
const html = (file: string) => readFileSync(join(site.out, file), 'utf8');

async function open(path: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const { context, page } = await phonePage(site.browser, { blockServiceWorkers: true });
  const errors = collectConsoleErrors(page);
  await page.goto(url(path));
  return { page, errors, close: () => context.close() };
}

describe('a site with a fourth language from its content folder', () => {
  it('builds', () => {
    expect(site.build.status, String(site.build.stderr)).toBe(0);
  });

  it('has every kind of page in German: glossary, entries, rule numbers, compare, coverage, graph, 404', () => {
    for (const file of ['de/index.html', 'de/units/index.html', 'de/component-limitations/graph.svg', 'de/30.1/index.html', 'de/compare/units/index.html', 'de/translations/index.html', 'de/graph/index.html', 'de/graph.json', 'de/404.html', 'search/de.json', 'offline/de.json']) {
      expect(existsSync(join(site.out, file)), file).toBe(true);
    }
    const entry = html('de/component-limitations/index.html');
    expect(entry).toContain('<html lang="de"');
    expect(entry).toContain('<meta property="og:locale" content="de_DE">');
    expect(entry).toMatch(/<h2 id="notes-heading"[^>]*>Anmerkungen/);
    expect(entry).toMatch(/<h2 id="related-heading"[^>]*>Siehe auch/);
    // A rule number's page is its entry's page, in German, canonical to the entry and anchor.
    expect(html('de/30.1/index.html')).toContain('<html lang="de"');
    expect(html('de/30.1/index.html')).toMatch(/<link rel="canonical" href="[^"]*\/de\/[a-z-]+\/#30\.1">/);
    expect(html('de/404.html')).toContain(STRINGS.page.notFound);
    // The English pages and the shared ones list German too.
    expect(html('en/units/index.html')).toMatch(/<a href="\/de\/units\/" hreflang="de" lang="de"/);
    expect(html('en/translations/index.html')).toContain('Deutsch');
    expect(html('en/compare/units/index.html')).toMatch(/data-locale="de"/);
    expect(html('index.html')).toContain('data-locale="de"');
    expect(html('404.html')).toContain('data-locale="de"');
  });

  it('indexes German under its own Pagefind language', () => {
    const entry = JSON.parse(html('pagefind/pagefind-entry.json')) as { languages: Record<string, { page_count: number }> };
    expect(entry.languages.de.page_count).toBe(2);
    expect(existsSync(join(site.out, 'pagefind/wasm.de.pagefind'))).toBe(true);
  });

  it('the language switch goes from English to the same entry in German', async () => {
    const { page, errors, close } = await open('/en/units/');
    await page.locator('header nav a[hreflang="de"]').tap();
    await page.waitForURL((u) => u.pathname === '/de/units/');
    expect(await page.locator('h1').textContent()).toContain('Einheiten');
    expect(errors).toEqual([]);
    await close();
  });

  it('search on a German page finds German titles and text, with German interface strings', async () => {
    const { context, page } = await phonePage(site.browser, { blockServiceWorkers: true });
    const errors = collectConsoleErrors(page);
    await recordRenders(page);
    await page.goto(url('/de/'));
    expect(await page.locator('#site-search').getAttribute('placeholder')).toBe(STRINGS.page.searchPlaceholder);
    await page.locator('#site-search').tap();
    await page.keyboard.type('Plastikfiguren', { delay: 40 });
    await rendered(page, 'fulltext');
    const hrefs = await page.locator('[data-search-results] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/de/units/#30.1');
    const panel = await page.locator('[data-search-panel]').textContent();
    expect(panel).toContain(STRINGS.search.searchCount.replace('{count}', String(hrefs.length)));
    expect(panel).toContain(STRINGS.search.searchAllLanguages);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a host that serves only /404.html, a miss under /de/ is the German 404 page, its search in German', async () => {
    const host = await serveStatic(site.out, { languageNotFound: false });
    const { context, page } = await phonePage(site.browser, { blockServiceWorkers: true });
    try {
      await recordRenders(page);
      const response = await page.goto(new URL('de/no-such-page/', host.url).href);
      expect(response?.status()).toBe(404);
      expect(await page.getAttribute('html', 'lang')).toBe('de');
      await expect(page.locator('main h1').textContent()).resolves.toBe(STRINGS.page.notFound);
      expect(await page.locator('#site-search').getAttribute('placeholder')).toBe(STRINGS.page.searchPlaceholder);
      await page.locator('#site-search').tap();
      await page.keyboard.type('Plastikfiguren', { delay: 40 });
      await rendered(page, 'fulltext');
      expect(await page.locator('[data-search-panel]').textContent()).toContain(STRINGS.search.searchAllLanguages);
    } finally {
      await context.close();
      await host.close();
    }
  });
});
