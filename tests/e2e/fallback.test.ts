/**
 * Every topic has a readable page in every language. A topic the locale lacks shows the
 * English rule (lang="en", English numbers) in the reader's interface, with a notice, and its references open
 * their previews; checked in Chromium on a 390 × 844 phone and a desktop, for each locale that lacks a topic.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectConsoleErrors, firstTouch, phonePage, SITE, useSite } from './browser.ts';
import { openIn, press, VIEWPORTS } from './viewports.ts';
import { pageEntry } from '../../src/lib/views/page-entry.ts';
import { LOCALES, type Locale } from '../../src/lib/locale/locale.ts';
import { realGlossary } from '../unit/support.ts';

const site = useSite();
const url = site.url;
const glossary = realGlossary();

/** For each locale, the first topic it lacks (a fallback page), if any. */
const cases = LOCALES.flatMap((locale) => {
  // A fallback topic with sub-rules (the topics without an LRR number have none).
  const id = glossary.presentTopicIds().find((i) => { const p = pageEntry(glossary, locale, i); return p?.fallback && p.entry.subRules.length > 0; });
  return id ? [{ locale, id, shown: pageEntry(glossary, locale, id)!.entry }] : [];
});

/** Text on the page that claims the page's language but holds Latin words (an interface string left in English). */
async function strayLatin(page: Page, locale: Locale): Promise<string[]> {
  return page.evaluate((lang) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, svg')) continue;
      if (parent.closest('[lang]')?.getAttribute('lang') === lang && /[A-Za-z]{3,}/.test(node.textContent ?? '')) found.push(node.textContent!.trim());
    }
    return found;
  }, locale);
}

describe('fallback pages', () => {
  it('exist for ru and ko (the real content lacks topics in both)', () => {
    expect(cases.map((c) => c.locale)).toEqual(expect.arrayContaining(['ru', 'ko']));
  });

  for (const { locale, id, shown } of cases) {
    for (const viewport of VIEWPORTS) {
      it(`/${locale}/${id}/ (${viewport.name}): the whole ${shown.locale} rule marked lang="${shown.locale}", with its numbers, in the ${locale} interface, with a notice`, async () => {
        const { context, page } = await openIn(site.browser, viewport);
        const errors = collectConsoleErrors(page);
        const res = await page.goto(url(`/${locale}/${id}/`));
        expect(res?.status()).toBe(200);
        expect(await page.locator('html').getAttribute('lang')).toBe(locale);
        await expect(page.locator('h1').getAttribute('lang')).resolves.toBe(shown.locale);
        await expect(page.locator('h1').textContent()).resolves.toBe(shown.title);
        await expect(page.locator('ol.sub-rules').getAttribute('lang')).resolves.toBe(shown.locale);
        const numbers = await page.$$eval('.sub-rule :is(h2, h3)', (hs) => hs.map((h) => h.id));
        expect(numbers).toEqual(shown.subRules.map((s) => s.number));
        const notes = await page.$$eval('ol.notes > li', (lis) => lis.map((li) => li.closest('[lang]')!.getAttribute('lang')));
        expect(notes).toEqual(shown.notes.map(() => shown.locale));
        const notice = page.locator('[data-fallback-notice]');
        expect(await notice.isVisible()).toBe(true);
        await expect(notice.locator('a[data-fallback-source]').getAttribute('href')).resolves.toBe(`/${shown.locale}/${id}/`);
        await expect(notice.locator('a[data-fallback-coverage]').getAttribute('href')).resolves.toBe(`/${locale}/translations/`);
        if (locale !== 'en') expect(await strayLatin(page, locale)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });

      it(`/${locale}/${id}/ (${viewport.name}): a reference in the ${shown.locale} text opens its preview, which leads within /${locale}/`, async () => {
        const { context, page } = await openIn(site.browser, viewport);
        const errors = collectConsoleErrors(page);
        await page.goto(url(`/${locale}/${id}/`));
        const ref = page.locator('ol.sub-rules a[data-ref]').first();
        // Touch: the first tap opens the preview; a mouse: hovering does.
        if (viewport.name === 'phone') await press(viewport, ref);
        else await ref.hover();
        await page.waitForFunction(() => document.getElementById('ref-preview')?.matches(':popover-open'));
        expect(new URL(page.url()).pathname).toBe(`/${locale}/${id}/`);
        const go = await page.locator('#ref-preview a').first().getAttribute('href');
        expect(go).toMatch(new RegExp(`^/${locale}/[a-z0-9-]+/`));
        expect(errors).toEqual([]);
        await context.close();
      });
    }

    it(`/${locale}/${id}/#N: the permalink highlights the sub-rule; the copied link stays on the page`, async () => {
      const number = shown.subRules.at(-1)!.number;
      const { context, page } = await phonePage(site.browser);
      await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
      await page.goto(url(`/${locale}/${id}/#${number}`));
      await page.waitForLoadState('load');
      expect(await page.evaluate((n) => document.getElementById(n)!.matches(':target'), number)).toBe(true);
      await firstTouch(page);
      await page.locator(`.sub-rule:has([id="${number}"]) button[data-copy-open]`).tap();
      await page.locator(`.sub-rule:has([id="${number}"]) button[data-copy="link"]`).tap();
      const selected = await page.evaluate(() => {
        const el = document.activeElement as HTMLTextAreaElement;
        return el.value.slice(el.selectionStart, el.selectionEnd);
      });
      expect(selected).toBe(`${SITE ?? new URL(site.server.url).origin}/${locale}/${id}/#${number}`);
      await context.close();
    });

    it(`/${locale}/${id}/: links stay within /${locale}/ (its compare and coverage pages too), apart from the language switch, the notice's link to the original and the original's graph of links`, async () => {
      const { context, page } = await phonePage(site.browser);
      await page.goto(url(`/${locale}/${id}/`));
      const outside = await page.$$eval('a[href^="/"]:not([hreflang][lang]):not([data-fallback-source]):not([data-more-links])', (as, l) =>
        as.map((a) => a.getAttribute('href')!).filter((h) => !h.startsWith(`/${l}/`)), locale);
      expect(outside).toEqual([]);
      await context.close();
    });
  }

  const switchTo = (page: Page, l: Locale) => page.locator(`header nav a[hreflang="${l}"]`).evaluate((a: HTMLAnchorElement) => a.pathname + a.hash);

  it('the language switch on a sub-rule keeps it, and opens the fallback page where the language lacks the topic', async () => {
    const { context, page } = await phonePage(site.browser);
    // The reader's first touch is the switch itself: held until the page's features are in, then followed.
    await page.goto(url('/ru/producing-units/#67.5'));
    await page.locator('header nav a[hreflang="ko"]').tap();
    await page.waitForURL((u) => u.pathname === '/ko/producing-units/' && u.hash === '#45.5');
    // Once they are in (the first touch, here the box, which loads the search code too: a few seconds on a busy
    // machine), the links themselves point at the aligned sub-rule.
    const loaded = { timeout: 10_000 };
    await page.locator('#site-search').tap();
    await expect.poll(() => switchTo(page, 'ru'), loaded).toBe('/ru/producing-units/#67.5');
    await page.goto(url('/ru/producing-units/#67.5'));
    await page.locator('#site-search').tap();
    await expect.poll(() => switchTo(page, 'ko'), loaded).toBe('/ko/producing-units/#45.5');
    await expect(switchTo(page, 'en')).resolves.toBe('/en/producing-units/#67.5');
    await context.close();
  });

  it('rule-number URLs keep the local numbering: /ru/67.5/ is no English number', async () => {
    const { context, page } = await phonePage(site.browser);
    const res = await page.goto(url('/ru/67.5/'));
    expect(new URL(page.url()).pathname).not.toBe('/ru/producing-units/');
    expect(res?.status()).toBe(404);
    await context.close();
  });
});

describe('search finds fallback topics in the reader\'s language, marked with the language of their text', () => {
  for (const { locale, id, shown } of cases) {
    it(`/${locale}/: words of ${shown.locale} ${id} find /${locale}/${id}/, marked lang="${shown.locale}"`, async () => {
      // The rarest long word of its first sub-rule across the rulebook, so that the topic's hit is listed.
      const texts = glossary.entries(shown.locale).map((e) => [...e.subRules, ...e.notes].map((s) => s.text).join(' ').toLowerCase());
      const rarity = (w: string) => texts.filter((t) => t.includes(w.toLowerCase())).length;
      const word = shown.subRules[0].text
        .split(/\s+/)
        .filter((w) => /^\p{L}{6,}$/u.test(w))
        .sort((a, b) => rarity(a) - rarity(b) || b.length - a.length)[0];
      const { context, page } = await phonePage(site.browser);
      await page.goto(url(`/${locale}/`));
      await page.locator('#site-search').tap();
      await page.keyboard.type(word, { delay: 40 });
      const hit = page.locator(`[data-search-results] a[data-layer="fulltext"][href^="/${locale}/${id}/"]`).first();
      await hit.waitFor({ timeout: 10_000 });
      await expect(hit.getAttribute('lang')).resolves.toBe(shown.locale);
      await expect(hit.locator('.search-badge').textContent()).resolves.toBe(shown.locale);
      await context.close();
    });

    it(`/${locale}/: the topic's name finds its fallback page in the instant layer, marked "${shown.locale}"`, async () => {
      const { context, page } = await phonePage(site.browser);
      await page.goto(url(`/${locale}/`));
      await page.locator('#site-search').tap();
      await page.keyboard.type(shown.title, { delay: 40 });
      const hit = page.locator(`[data-search-results] a[data-layer="instant"][href="/${locale}/${id}/"]`).first();
      await hit.waitFor({ timeout: 10_000 });
      await expect(hit.locator('.search-badge').textContent()).resolves.toBe(shown.locale);
      await context.close();
    });
  }
});
