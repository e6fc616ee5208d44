/**
 * Thumb-sized targets on a 390 px phone in the three languages (sub-rule numbers, note
 * numbers, copy menu items, chips, header, graph nodes), the copy menu beside its button, and the plain-text quote.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { firstTouch, SITE, useSite } from './browser.ts';

const site = useSite();
const url = site.url;
const PHONE_390 = { width: 390, height: 844 };

async function phone390(): Promise<{ close: () => Promise<void>; page: Page }> {
  const context = await site.browser.newContext({ viewport: PHONE_390, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.server.url).origin });
  return { close: () => context.close(), page: await context.newPage() };
}

/** Targets smaller than 44 × 44 CSS px among those the selector picks (hidden ones left out). */
async function smallTargets(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (els) =>
    els
      .map((e) => ({ text: (e.textContent ?? '').trim() || e.tagName, r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.height > 0 && (r.height < 44 || r.width < 44))
      .map(({ text, r }) => `${text}: ${Math.round(r.width)}×${Math.round(r.height)}`),
  );
}

const TARGETS = 'header a, header button:not(.sr-only), .sub-rule h2 a, button[data-copy-open], #copy-menu button, .note > a, .chips a, nav a, [data-fallback-notice] a';

describe('tap targets on a 390 px phone', () => {
  for (const [path, number] of [
    ['/ru/component-limitations/', '49.4'],
    ['/en/producing-units/', '67.5'],
    ['/ko/producing-units/', '45.5'],
    ['/ru/producing-units/', '67.5'],
  ] as const) {
    it(`${path}: every sub-rule number, note number, chip, header control and copy menu item is ≥ 44 × 44 px`, async () => {
      const { page, close } = await phone390();
      await page.goto(url(path));
      await firstTouch(page);
      await page.locator(`.sub-rule:has(h2[id="${number}"]) button[data-copy-open]`).tap();
      await page.locator('#copy-menu button').first().waitFor();
      expect(await page.locator('.sub-rule h2 a').count()).toBeGreaterThan(0);
      expect(await smallTargets(page, TARGETS)).toEqual([]);
      await close();
    });
  }
});

describe('graph nodes on a 390 px phone', () => {
  for (const locale of ['ru', 'en', 'ko'] as const) {
    it(`/${locale}/graph/: every node's tappable area is ≥ 44 × 44 px`, async () => {
      const { page, close } = await phone390();
      await page.goto(url(`/${locale}/graph/`));
      // The picture is fetched when its <details> opens.
      await page.locator('details[data-graph-src] summary').tap();
      const nodes = page.locator('[data-graph-zoom] svg a');
      await nodes.first().waitFor();
      const small = await nodes.evaluateAll((as) =>
        as
          .map((a) => ({ href: a.getAttribute('href'), r: (a.querySelector('.graph-hit') ?? a).getBoundingClientRect() }))
          .filter(({ r }) => r.width < 43.5 || r.height < 43.5)
          .map(({ href, r }) => `${href}: ${Math.round(r.width)}×${Math.round(r.height)}`),
      );
      expect(await nodes.count()).toBeGreaterThanOrEqual(30);
      expect(small).toEqual([]);
      await close();
    });
  }
});

describe('the copy menu', () => {
  for (const [path, number, locale] of [
    ['/ru/component-limitations/', '49.4', 'ru'],
    ['/en/producing-units/', '67.2', 'en'],
    ['/ko/producing-units/', '45.5', 'ko'],
  ] as const) {
    it(`${path}: opens beside its button, within the screen, and offers a plain-text quote "${number} — text — link"`, async () => {
      const { page, close } = await phone390();
      await page.goto(url(path));
      const rule = page.locator(`.sub-rule:has(h2[id="${number}"])`);
      await firstTouch(page);
      await rule.locator('button[data-copy-open]').tap();
      const menu = rule.locator('#copy-menu');
      await menu.waitFor();
      const button = (await rule.locator('button[data-copy-open]').boundingBox())!;
      const box = (await menu.boundingBox())!;
      // Beside the button: to its right, overlapping neither it nor the viewport's edge.
      expect(box.x).toBeGreaterThanOrEqual(button.x + button.width);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE_390.width);
      expect(Math.abs(box.y - button.y)).toBeLessThan(button.height);
      await rule.locator('button[data-copy="text"]').tap();
      const text = await page.evaluate(() => navigator.clipboard.readText());
      // Built without SITE_URL, the short link takes the page's own origin.
      expect(text).toMatch(new RegExp(`^${number.replace('.', '\\.')} — \\S.* — ${SITE ?? new URL(site.server.url).origin}/${locale}/${number}/$`));
      expect(text).not.toContain('\n');
      await close();
    });
  }
});

describe('the search box placeholder', () => {
  for (const locale of ['ru', 'en', 'ko'] as const) {
    it(`/${locale}/: fits the box on a 360 px phone`, async () => {
      const context = await site.browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(url(`/${locale}/`));
      const fit = await page.locator('#site-search').evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: ctx.measureText(input.placeholder).width, room };
      });
      expect(fit.text).toBeLessThanOrEqual(fit.room);
      await context.close();
    });
  }
});
