// Links as people paste them (no trailing slash, query strings, a hash)
// open their page with and without the service worker, online and offline; only what the server answers
// with 404 is the 404 page, in the link's language (an unknown rule number, a known topic's unknown sub-rule).
// The old addresses of the English comparison and coverage pages (/compare/{id}/, /translations/) open their
// new ones (/en/compare/{id}/, /en/translations/), the row in the hash kept (on the comparison's page that holds it).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstTouch, PHONE, useSite } from './browser.ts';
import { languageSaved, serviceWorkerInControl } from './service-worker.ts';
import { compareRowPath } from './compare-pages.ts';
import { timeLink } from '../../tools/bench/phone.ts';

const site = useSite();
const url = site.url;

/** A pasted link and where it must land: a page (its path and hash), or the 404 page with a suggestion. */
type Case = [link: string, lands: { path: string; hash?: string; search?: string } | { notFound: true; suggests?: string }];

const CASES: Case[] = [
  ['/ru/49.4', { path: '/ru/component-limitations/', hash: '#49.4' }],
  ['/ru/49.4/?ref=forum', { path: '/ru/component-limitations/', hash: '#49.4' }],
  ['/ru/49', { path: '/ru/component-limitations/' }],
  ['/en/23.4?utm_source=chat&utm_medium=social', { path: '/en/component-limitations/', hash: '#23.4' }],
  ['/ko/45.5/', { path: '/ko/producing-units/', hash: '#45.5' }],
  ['/en/component-limitations', { path: '/en/component-limitations/' }],
  ['/en/component-limitations/?utm_source=discord', { path: '/en/component-limitations/', search: '?utm_source=discord' }],
  ['/en/component-limitations/#23.3', { path: '/en/component-limitations/', hash: '#23.3' }],
  ['/ko/producing-units?ref=chat#45.2', { path: '/ko/producing-units/', hash: '#45.2' }],
  ['/en/?q=fighter', { path: '/en/', search: '?q=fighter' }],
  ['/en/23.99/', { notFound: true, suggests: '23.' }],
  ['/en/999.9/', { notFound: true }],
  ['/ru/49.9', { notFound: true, suggests: '49.' }],
  ['/ko/45.99/', { notFound: true, suggests: '45.' }],
  // The row's address on the first page of its comparison, then the page that holds the row.
  ['/compare/producing-units/#s5', { path: compareRowPath('en', 'producing-units', 's5'), hash: '#s5' }],
  ['/compare/component-limitations?ref=forum', { path: '/en/compare/component-limitations/' }],
  ['/translations', { path: '/en/translations/' }],
];

async function opens(page: Page, [link, lands]: Case): Promise<void> {
  const response = await page.goto(url(link));
  if ('notFound' in lands) {
    expect(response?.status(), link).toBe(404);
    expect(await page.locator('[data-not-found]').count(), `${link}: the 404 page`).toBe(1);
    const locale = link.slice(1, 3);
    expect(await page.getAttribute('html', 'lang'), `${link}: the 404 page in its language`).toBe(locale);
    if (lands.suggests) {
      const first = page.locator(`section[data-locale="${locale}"] [data-suggestions] a`).first();
      await expect(first.textContent(), `${link}: a suggestion`).resolves.toMatch(new RegExp(`^${lands.suggests.replace('.', '\\.')}`));
    }
    return;
  }
  // Rule-number pages (the entry's page, or from the worker the entry itself) show the entry's address once parsed.
  const normal = (p: string) => p.replace(/\/?$/, '/');
  await page.waitForURL((u) => normal(u.pathname) === lands.path && (lands.hash === undefined || u.hash === lands.hash), { timeout: 10_000 });
  const at = new URL(page.url());
  if (lands.search) expect(at.search, link).toBe(lands.search);
  expect(await page.locator('[data-not-found]').count(), `${link}: not the 404 page`).toBe(0);
  await expect(page.locator('h1').first().textContent(), link).resolves.toMatch(/\S/);
  if (lands.hash) expect(await page.evaluate((id) => document.getElementById(id)?.matches(':target'), lands.hash.slice(1)), `${link}: ${lands.hash} targeted`).toBe(true);
}

describe('pasted links, without the service worker', () => {
  it('each opens its page, or the 404 page where the server has none', async () => {
    const context = await site.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    for (const c of CASES) await opens(page, c);
    await context.close();
  });
});

// On the bench's slow phone (tools/bench/phone.ts: 150 ms round trip, CPU 4× slower), where the page's script arrives
// a round trip after its text: the first paint of a link to a sub-rule is that sub-rule, in view (Element Timing), not
// the entry's top followed by a jump once the page's script has run.
describe('pasted links to a sub-rule on a slow phone', () => {
  it('paint their sub-rule in view at the first paint', async () => {
    for (const [link, landed] of [
      ['/ru/49.4/', '/ru/component-limitations/#49.4'],
      ['/ko/45.5/', '/ko/producing-units/#45.5'],
      ['/en/lrr-1.3/49.4/', '/en/lrr-1.3/movement/#49.4'],
      // A hash of its own goes before the number's.
      ['/en/58.1/#58.3', '/en/movement/#58.3'],
      // The entry's own address with the anchor, as the address bar shows it (its script async: module-scripts.ts).
      ['/ru/component-limitations/#49.4', '/ru/component-limitations/#49.4'],
      ['/en/movement/#58.3', '/en/movement/#58.3'],
    ]) {
      const timing = await timeLink(site.browser, url(link), 2);
      expect(timing.landed, link).toBe(landed);
      expect(timing.anchored, `${link}: timed to its sub-rule's paint`).toBe(2);
      expect(timing.outOfView, `${link}: the sub-rule was painted out of view, then jumped to`).toBe(0);
    }
  });

  it('survive a hash that names nothing or is not well encoded: the entry opens with that hash, without an error', async () => {
    const context = await site.browser.newContext({ viewport: PHONE, hasTouch: true, serviceWorkers: 'block' });
    const errors: string[] = [];
    const tab = await context.newPage();
    tab.on('pageerror', (e) => errors.push(e.message));
    for (const hash of ['#nothing', '#%E0%A4%A', '#%3Cimg%20src%3Dx%3E', '#']) {
      await tab.goto(url(`/ru/49.4/${hash}`));
      await tab.waitForURL((u) => u.pathname === '/ru/component-limitations/', { timeout: 10_000 });
      await tab.waitForLoadState('load');
      // An empty hash is no hash: the number's own anchor.
      expect(new URL(tab.url()).hash, hash).toBe(hash === '#' ? '#49.4' : hash);
      await expect(tab.locator('h1').textContent(), hash).resolves.toMatch(/Ограничение на компоненты/);
      // The page's elements, which come with the first touch, read the hash too (the language links).
      await firstTouch(tab);
    }
    // Pages whose script reads the hash: a comparison, a long rulings page (src/client/address.ts).
    for (const link of ['/en/compare/producing-units/#%E0%A4%A', '/en/components/action-cards/#%E0%A4%A']) {
      await tab.goto(url(link));
      await tab.waitForLoadState('load');
      await expect(tab.locator('main').first().textContent(), link).resolves.toMatch(/\S/);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('pasted links, with the service worker installed', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await site.browser.newContext({ viewport: PHONE });
    page = await context.newPage();
    // A reader of the English pages; the Russian and Korean entries, comparisons and coverage are opened once, online.
    await page.goto(url('/en/'));
    await serviceWorkerInControl(page);
    await languageSaved(page, 'en');
    // A comparison's further pages are saved as they are opened, like the comparison itself.
    for (const path of ['/ru/component-limitations/', '/ko/producing-units/', '/en/compare/producing-units/', compareRowPath('en', 'producing-units', 's5'), '/en/compare/component-limitations/', '/en/translations/']) await page.goto(url(path));
  });
  afterAll(() => context.close());

  it('online: each opens its page, or the 404 page where the server has none', async () => {
    for (const c of CASES) await opens(page, c);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  });

  // The worker saved English only: an unknown number of another language gets the root 404 page, its own unsaved,
  // which shows itself in the link's language (src/client/not-found-language.js), as on a host that has only that page.
  it('offline: the same', async () => {
    await context.setOffline(true);
    try {
      for (const c of CASES) await opens(page, c);
    } finally {
      await context.setOffline(false);
    }
  });

  it('offline: every page of the reader’s language opens; a page of another language never opened says it is not saved', async () => {
    await context.setOffline(true);
    try {
      await page.goto(url('/en/fighter-tokens/'));
      await expect(page.locator('h1').textContent()).resolves.toMatch(/Fighter Tokens/i);
      const response = await page.goto(url('/ko/fighter-tokens/'));
      expect(response?.status()).toBe(503);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ko');
      await expect(page.locator('a').getAttribute('href')).resolves.toBe('/ko/');
    } finally {
      await context.setOffline(false);
    }
  });
});
