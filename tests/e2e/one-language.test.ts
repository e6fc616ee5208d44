/**
 * Issue 18, parts 2 and 5: one language per page. The home pages link to the graph and the coverage page;
 * each language has its 404 page (header and search); a walk through the Russian site stays in Russian.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DIST, phonePage, useSite } from './browser.ts';
import { LOCALES } from '../../src/lib/locale.ts';
import { realGlossary } from '../unit/support.ts';

const site = useSite();
const url = site.url;
const glossary = realGlossary();

/** Root-relative hrefs of the page's links, the language switch left out. */
const links = (page: Page) =>
  page.$$eval('a[href]:not([data-lang-switch])', (as) =>
    as.map((a) => new URL(a.getAttribute('href')!, location.href)).filter((u) => u.origin === location.origin).map((u) => u.pathname));

describe('home pages', () => {
  for (const locale of LOCALES) {
    it(`/${locale}/ links to the ${locale} graph and coverage pages`, async () => {
      const { context, page } = await phonePage(site.browser);
      await page.goto(url(`/${locale}/`));
      const hrefs = await page.$$eval('[data-home-links] a', (as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([`/${locale}/graph/`, `/${locale}/translations/`]);
      for (const href of hrefs) expect((await page.request.get(url(href!))).status()).toBe(200);
      await context.close();
    });
  }
});

describe('404 pages', () => {
  for (const locale of LOCALES) {
    it(`/${locale}/404.html: in ${locale}, with the site header and search, and suggestions for a mistyped number`, async () => {
      const { context, page } = await phonePage(site.browser);
      // A host that serves the nearest 404.html (as Cloudflare Pages does) for a miss under /{lang}/.
      const html = readFileSync(join(DIST, locale, '404.html'), 'utf8');
      const number = glossary.entries(locale)[0].subRules[0].number.replace(/\.\d+$/, '.99');
      await page.route(`**/${locale}/${number}/`, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: html }));
      await page.goto(url(`/${locale}/${number}/`));
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      expect(await page.locator('header #site-search').count()).toBe(1);
      const suggestions = page.locator(`section[data-locale="${locale}"] [data-suggestions] a`);
      await suggestions.first().waitFor();
      expect(await suggestions.first().getAttribute('href')).toMatch(new RegExp(`^/${locale}/\\d+\\.\\d+/$`));
      await context.close();
    });
  }

  it('the root 404 page has the site header and search too', async () => {
    const { context, page } = await phonePage(site.browser);
    const res = await page.goto(url('/no-such-page/'));
    expect(res?.status()).toBe(404);
    expect(await page.locator('header #site-search').count()).toBe(1);
    await context.close();
  });
});

describe('a walk through the Russian site', () => {
  it('every topic has a Russian page; none shows Hangul outside text marked as Korean; links stay in /ru/', async () => {
    const { context, page } = await phonePage(site.browser);
    const ids = glossary.presentTopicIds();
    const paths = ['/ru/', '/ru/graph/', '/ru/translations/', ...ids.map((id) => `/ru/${id}/`), `/ru/compare/${ids[0]}/`];
    const outside: string[] = [];
    for (const path of paths) {
      const res = await page.goto(url(path));
      expect(res?.status(), path).toBe(200);
      expect(await page.getAttribute('html', 'lang'), path).toBe('ru');
      const hangul = await page.evaluate(() => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const found: string[] = [];
        while (walker.nextNode()) {
          const node = walker.currentNode;
          if (node.parentElement?.closest('script, style')) continue;
          const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang');
          if (lang !== 'ko' && /\p{Script=Hangul}/u.test(node.textContent ?? '')) found.push(node.textContent!.trim());
        }
        return found;
      });
      expect(hangul, path).toEqual([]);
      // Pages under /ru/ link within /ru/, apart from the language switch, the compare view and a fallback page's original.
      if (!path.includes('/compare/')) {
        for (const href of await links(page)) {
          if (!href.startsWith('/ru/') && !href.includes('/compare/') && !href.startsWith('/_astro/')) outside.push(`${path} → ${href}`);
        }
      }
    }
    // The only links out: a fallback page's link to its original.
    expect(outside.filter((o) => !/→ \/(en|ko)\/[a-z-]+\/$/.test(o))).toEqual([]);
    await context.close();
  }, 120_000);
});
