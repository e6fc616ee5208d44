/**
 * In every language, on a 390 × 844 phone and a desktop: the home pages link to the
 * graph and the coverage page and their header search finds rule text (number, title, excerpt); each
 * language's comparison page hides a column with nothing in it and says why once, and an entry's compare link
 * keeps the sub-rule; an unknown rule number gives that language's 404 page (header, search, suggestions)
 * once the service worker is installed too; and the pages of a language show no other language's script or
 * interface strings outside elements marked with that language. The walk through the whole Russian site:
 * russian-walk.test.ts; without the worker, 404 pages: below and pasted-links.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, phonePage, useSite } from './browser.ts';
import { foreignText } from './page-language.ts';
import { languageSaved, serviceWorkerInControl } from './service-worker.ts';
import { uiPhrases } from './ui-strings.ts';
import { openIn, press, VIEWPORTS } from './viewports.ts';
import { LOCALES, type Locale } from '../../src/lib/locale/locale.ts';
import { pageEntry } from '../../src/lib/views/page-entry.ts';
import { realGlossary } from '../unit/support.ts';
import { compareRowPath } from './compare-pages.ts';

const site = useSite();
const url = site.url;
const glossary = realGlossary();

/** A mistyped sub-rule number of the locale's first numbered entry: "49.99". */
const unknownNumber = (locale: Locale) => glossary.entries(locale).find((e) => e.number !== null)!.subRules[0].number.replace(/\.\d+$/, '.99');

/** A word of each language's rule text, inflected or with a particle, and the sub-rule its full-text hit opens. */
const TEXT_QUERY: Record<Locale, [query: string, href: string]> = {
  ru: ['перебрасывает', '/ru/component-limitations/#49.1'],
  en: ['reinforcements', '/en/reinforcements/#'],
  ko: ['증원부대를', '/ko/producing-units/#45.5'],
};

/** A topic with a sub-rule: /{lang}/component-limitations/ (a fallback page in Korean), its sub-rule 4 and its comparison row. */
const TOPIC = 'component-limitations';
const subRule = (locale: Locale) => pageEntry(glossary, locale, TOPIC)!.entry.subRules[3];

describe.each(LOCALES)('%s', (locale) => {
  for (const viewport of VIEWPORTS) {
    describe(viewport.name, () => {
      it(`/${locale}/ links to its graph, coverage and rulings pages; its header search finds rule text, each hit with number, title and excerpt`, async () => {
        const { context, page } = await openIn(site.browser, viewport);
        await page.goto(url(`/${locale}/`));
        const hrefs = await page.$$eval('[data-home-links] a', (as) => as.map((a) => a.getAttribute('href')!));
        expect(hrefs).toEqual([`/${locale}/graph/`, `/${locale}/translations/`, `/${locale}/rulings/`]);
        for (const href of hrefs) expect((await page.request.get(url(href))).status()).toBe(200);
        // One search: the header's (no second filter box on the home page).
        expect(await page.locator('input[type="search"], input[type="text"]').count()).toBe(1);
        const [query, href] = TEXT_QUERY[locale];
        await press(viewport, page.locator('#site-search'));
        await page.keyboard.type(query, { delay: 30 });
        const hit = page.locator(`[data-search-results] a.search-sub[href^="${href}"]`).first();
        await hit.waitFor({ timeout: 10_000 });
        const shown = await hit.evaluate((a) => ({
          number: a.querySelector('.search-number')?.textContent ?? '',
          title: a.querySelector('.search-title')?.textContent ?? '',
          excerpt: a.querySelector('.search-excerpt')?.textContent ?? '',
          marks: a.querySelectorAll('.search-excerpt mark').length,
        }));
        expect(`#${shown.number}`).toBe(new URL(await hit.evaluate((a: HTMLAnchorElement) => a.href)).hash);
        expect(shown.title).toMatch(/\p{L}/u);
        expect(shown.excerpt.length).toBeGreaterThan(20);
        expect(shown.marks).toBeGreaterThan(0);
        await context.close();
      });

      it(`/${locale}/compare/${TOPIC}/ is in ${locale}, hides the empty Korean column and says why once; the entry's compare link keeps the sub-rule`, async () => {
        const { context, page } = await openIn(site.browser, viewport);
        const s = subRule(locale);
        await page.goto(url(`/${locale}/${TOPIC}/#${s.number}`));
        await press(viewport, page.locator('a[data-compare-link]'));
        // The row's address on the first page leads on to the page of the comparison that holds it.
        await page.waitForURL((u) => u.pathname === compareRowPath(locale, TOPIC, 's4') && u.hash === '#s4');
        await page.waitForLoadState('load');
        expect(await page.getAttribute('html', 'lang')).toBe(locale);
        expect(await page.evaluate(() => document.getElementById('s4')!.matches(':target'))).toBe(true);
        expect(await page.locator('[data-compare-absent]').count()).toBe(1);
        expect(await page.locator('[data-compare-absent]').isVisible()).toBe(true);
        const koCells = await page.$$eval('[data-align-row] .cmp-cells > [lang="ko"]', (cells) => cells.filter((c) => c.getBoundingClientRect().width > 0).length);
        expect(koCells).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.options.viewport!.width);
        await context.close();
      });

      it(`/${locale}/${unknownNumber(locale)}/ once the service worker is installed: the ${locale} 404 page, with header, search and suggestions, online and offline`, async () => {
        const { context, page } = await openIn(site.browser, viewport);
        await page.goto(url(`/${locale}/`));
        await serviceWorkerInControl(page);
        const number = unknownNumber(locale);
        const response = await page.goto(url(`/${locale}/${number}/`));
        expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
        expect(response?.status()).toBe(404);
        expect(await page.getAttribute('html', 'lang')).toBe(locale);
        expect(await page.locator('header #site-search').count()).toBe(1);
        const suggestion = page.locator(`section[data-locale="${locale}"] [data-suggestions] a`).first();
        await expect(suggestion.textContent()).resolves.toMatch(new RegExp(`^${number.replace(/\.99$/, '')}\\.`));
        // Offline, once the reader's language is saved: the same page.
        await languageSaved(page, locale);
        await context.setOffline(true);
        const offline = await page.goto(url(`/${locale}/${number}/`));
        expect(offline?.status()).toBe(404);
        expect(await page.getAttribute('html', 'lang')).toBe(locale);
        await expect(page.locator(`section[data-locale="${locale}"] [data-suggestions] a`).first().textContent()).resolves.toMatch(/\d/);
        await context.close();
      });
    });
  }

  it(`${locale} pages show no other language's script or interface strings outside elements marked with it`, async () => {
    const fallback = glossary.presentTopicIds().find((id) => pageEntry(glossary, locale, id)?.fallback);
    const paths = [`/${locale}/`, `/${locale}/graph/`, `/${locale}/translations/`, `/${locale}/compare/${TOPIC}/`, `/${locale}/${TOPIC}/`, `/${locale}/producing-units/`, `/${locale}/${unknownNumber(locale)}/`, ...(fallback ? [`/${locale}/${fallback}/`] : [])];
    const { context, page } = await phonePage(site.browser);
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(url(path));
      expect(await page.getAttribute('html', 'lang'), path).toBe(locale);
      const foreign = await foreignText(page, locale);
      found.push(...[...foreign.scripts, ...foreign.strings].map((f) => `${path} ${f}`));
    }
    expect(found.slice(0, 20), `${found.length} in all`).toEqual([]);
    await context.close();
  });
});

it('the English interface strings the checks look for come from src/i18n/', () => {
  const phrases = uiPhrases('en', /[A-Za-z]{3,}/);
  expect(phrases).toEqual(expect.arrayContaining(['Compare translations', 'Translation coverage', 'Page not found', 'Referenced by']));
  expect(phrases.length).toBeGreaterThan(50);
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
