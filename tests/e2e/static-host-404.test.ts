// A plain static host (GitHub Pages) serves only /404.html, with status 404, for every miss. A miss under /ru/ or
// /ko/ must still be that language's 404 page on the first visit (no service worker yet): <html lang>, title, header,
// message, search and suggestions in that language, with nothing English painted first; one outside the language
// folders, or under /en/, stays the English page; without JavaScript the page is the English one, as it always was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { serveStatic, type StaticServer } from '../../src/server/static-server.ts';
import { t } from '../../src/i18n/ui.ts';
import type { Locale } from '../../src/lib/locale/locale.ts';
import { DIST, openBrowser, PHONE } from './browser.ts';
import { collectErrors, unexpectedErrors } from './page-types.ts';

let browser: Browser;
let host: StaticServer;
beforeAll(async () => {
  [browser, host] = await Promise.all([openBrowser(), serveStatic(DIST, { languageNotFound: false, redirectNavigations: false })]);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});
const url = (path: string) => new URL(path.replace(/^\//, ''), host.url).href;

/** Records, on each frame until the page has loaded, the language of <html> and whether the page is visible. */
async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { __frames: string[] }).__frames = frames;
    const tick = () => {
      if (document.body) frames.push(`${document.documentElement.lang} ${getComputedStyle(document.documentElement).visibility}`);
      if (document.readyState !== 'complete' || frames.length === 0) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** A phone without the service worker (a first visit), with or without JavaScript, at the path. */
async function open(path: string, { javaScript = true } = {}) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, serviceWorkers: 'block', javaScriptEnabled: javaScript });
  const page = await context.newPage();
  const errors = collectErrors(page);
  if (javaScript) await recordFrames(page);
  const response = await page.goto(url(path));
  return { page, status: response?.status(), errors: () => unexpectedErrors(errors, url(path), response?.status()), close: () => context.close() };
}

describe('on a host that serves /404.html for every miss', () => {
  it('the host is such a host: /ru/no-such-page/ gets the root 404.html', async () => {
    const response = await fetch(url('/ru/no-such-page/'));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html lang="en"');
  });

  for (const [locale, number, query] of [['ru', '49.9', '49.4'], ['ko', '45.99', '45.5']] as const) {
    it(`a miss under /${locale}/ is the ${locale} 404 page: language, strings, links, search, suggestions; nothing English painted`, async () => {
      const { page, status, errors, close } = await open(`/${locale}/no-such-page/`);
      try {
        expect(status).toBe(404);
        expect(await page.getAttribute('html', 'lang')).toBe(locale);
        expect(await page.getAttribute('main', 'lang')).toBe(locale);
        expect(await page.title()).toBe(`${t(locale, 'notFound')} · ${t(locale, 'siteTitle')}`);
        await expect(page.locator('main h1').textContent()).resolves.toBe(t(locale, 'notFound'));
        expect(await page.locator('main section[data-locale]').count()).toBe(1);
        expect(await page.locator('main a', { hasText: t(locale, 'backToGlossary') }).getAttribute('href')).toBe(`/${locale}/`);
        expect(await page.getAttribute('header a.site-home', 'href')).toBe(`/${locale}/`);
        expect(await page.getAttribute('#site-search', 'placeholder')).toBe(t(locale, 'searchPlaceholder'));
        expect(await page.locator('.skip-link').textContent()).toBe(t(locale, 'skipToContent'));
        expect(await page.$$eval('header nav a', (as) => as.map((a) => a.getAttribute('hreflang')))).not.toContain(locale);
        expect(await page.locator('#site-search').count()).toBe(1);
        // Every frame painted before the swap had the page hidden: no English flash.
        const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);
        expect(frames.length).toBeGreaterThan(0);
        expect(frames.filter((f) => f !== `${locale} visible` && !f.endsWith(' hidden'))).toEqual([]);
        expect(frames.at(-1)).toBe(`${locale} visible`);

        // The header's search searches this language.
        const index = page.waitForResponse((r) => r.url().endsWith(`/search/${locale}.json`));
        await page.locator('#site-search').tap();
        await page.keyboard.type(query, { delay: 40 });
        await index;
        const first = page.locator('[data-search-results] a[data-layer="instant"]').first();
        await first.waitFor();
        expect(await first.getAttribute('href')).toMatch(new RegExp(`^/${locale}/[^/]+/(#${query.replace('.', '\\.')})?$`));
        expect(errors()).toEqual([]);
      } finally {
        await close();
      }
    });

    it(`a mistyped rule number under /${locale}/ gets the nearest ${locale} rules suggested`, async () => {
      const { page, status, errors, close } = await open(`/${locale}/${number}/`);
      try {
        expect(status).toBe(404);
        expect(await page.getAttribute('html', 'lang')).toBe(locale);
        const suggestion = page.locator(`main section[data-locale="${locale}"] [data-suggestions] a`).first();
        await suggestion.waitFor();
        expect(await suggestion.getAttribute('href')).toMatch(new RegExp(`^/${locale}/${number.split('.')[0]}\\.\\d+/$`));
        expect(await page.locator(`main section[data-locale="${locale}"] [data-suggestions] p`).textContent()).toBe(t(locale, 'didYouMean'));
        expect(errors()).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  for (const path of ['/no-such-page/', '/en/no-such-page/', '/xx/no-such-page/']) {
    it(`${path} is the English 404 page`, async () => {
      const { page, status, errors, close } = await open(path);
      try {
        expect(status).toBe(404);
        expect(await page.getAttribute('html', 'lang')).toBe('en');
        expect(await page.title()).toBe(`404 · ${t('en', 'siteTitle')}`);
        expect(await page.getAttribute('#site-search', 'placeholder')).toBe(t('en', 'searchPlaceholder'));
        await expect(page.locator('section[data-locale="en"] h2').isVisible()).resolves.toBe(true);
        const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);
        expect(frames.filter((f) => f !== 'en visible')).toEqual([]);
        expect(errors()).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('without JavaScript, a miss under /ko/ is the English page with every language\'s message, as before', async () => {
    const { page, status, close } = await open('/ko/no-such-page/', { javaScript: false });
    try {
      expect(status).toBe(404);
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      for (const locale of ['ru', 'en', 'ko'] as Locale[]) {
        await expect(page.locator(`main section[data-locale="${locale}"] h2`).textContent()).resolves.toBe(t(locale, 'notFound'));
      }
      await expect(page.locator('header').isVisible()).resolves.toBe(true);
    } finally {
      await close();
    }
  });
});
