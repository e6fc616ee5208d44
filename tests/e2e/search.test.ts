/**
 * The header search box in Chromium on a phone viewport, typed into as a person types: instant results,
 * full-text results below them, keyboard navigation, "/" and Esc, the all-languages toggle, the empty
 * State and ?q=, hostile input. Prints the search's speed and size figures (tools/bench/search-bench.ts).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, DIST as DEFAULT_DIST, collectConsoleErrors, openBrowser, PHONE, phonePage, recordRenders, rendered } from './browser.ts';
import { serveStatic, type StaticServer } from '../../src/server/static-server.ts';
import { BENCH_QUERIES, formatSearchMeasurement, measureSearch, SEARCH_BUDGET } from '../../tools/bench/search-bench.ts';
import { jsonSize } from '../../tools/bench/index-size.ts';
import { LOCALES } from '../../src/lib/locale/locale.ts';

const DIST = resolve(process.env.DIST ?? DEFAULT_DIST);

let browser: Browser;
let server: StaticServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([openBrowser(), serveStatic(DIST)]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const url = (path: string) => new URL(path.replace(/^\//, ''), server.url).href;

/** A phone (touch, 360 px) without the service worker, so that every fetch reaches the server. */
async function phone(options: { dark?: boolean; bypassCSP?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { context, page } = await phonePage(browser, { ...options, blockServiceWorkers: true });
  const errors = collectConsoleErrors(page);
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return { context, page, errors };
}

const box = (page: Page) => page.locator('#site-search');
const hrefs = (page: Page, layer?: string) =>
  page.locator(`[data-search-results] a${layer ? `[data-layer="${layer}"]` : ''}`).evaluateAll((as) => as.map((a) => a.getAttribute('href')!));

async function type(page: Page, text: string): Promise<void> {
  await box(page).tap();
  await page.keyboard.type(text, { delay: 80 });
}

describe('search box', () => {
  it('loads nothing for search before the box is focused', async () => {
    const { context, page, errors } = await phone();
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(url('/ko/producing-units/'), { waitUntil: 'networkidle' });
    expect(fetched.filter((p) => p.startsWith('/search/') || p.startsWith('/pagefind/') || p.includes('search-controller'))).toEqual([]);
    await box(page).focus();
    await page.waitForResponse((r) => r.url().endsWith('/search/ko.json'));
    await page.waitForResponse((r) => r.url().includes('/pagefind/wasm.'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows instant results as the player types, then full-text results below them without reordering', async () => {
    const { context, page, errors } = await phone();
    await recordRenders(page);
    await page.goto(url('/ko/'));
    await type(page, '유닛을 생산');
    await rendered(page, 'instant');
    const instant = await hrefs(page, 'instant');
    expect(instant[0]).toBe('/ko/producing-units/');
    await rendered(page, 'fulltext');
    const all = await hrefs(page);
    const fullText = await hrefs(page, 'fulltext');
    expect(fullText.length).toBeGreaterThan(0);
    // The instant results stay first, in the same order; full-text ones follow, none repeated.
    expect(all.slice(0, instant.length)).toEqual(instant);
    expect(all.slice(instant.length)).toEqual(fullText);
    expect(new Set(all).size).toBe(all.length);
    // Sub-results deep-link to the sub-rule, and excerpts show the hit highlighted.
    expect(fullText.some((h) => /^\/ko\/[a-z-]+\/#\d+\.\d+$/.test(h))).toBe(true);
    expect(await page.locator('[data-search-results] a[data-layer="fulltext"] mark').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-search-results] mark *').count()).toBe(0);
    // The combobox says what it controls and that it is open.
    await expect(box(page).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(box(page).getAttribute('role')).resolves.toBe('combobox');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a term as the reader typed it, to the last letter, and leads it to its sub-rule', async () => {
    const { context, page, errors } = await phone();
    await page.goto(url('/en/'));
    // "hand siz" already names the term (by its stem): the last key changes only the words it shows.
    await type(page, 'max ac hand size');
    const first = page.locator('[data-search-results] a[data-layer="instant"]').first();
    await expect.poll(() => first.textContent()).toContain('hand size');
    await expect(first.getAttribute('href')).resolves.toBe('/en/action-cards/#2.4');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves through the results with the arrow keys and opens the active one with Enter', async () => {
    const { context, page, errors } = await phone();
    await recordRenders(page);
    await page.goto(url('/ko/'));
    await type(page, '45.5');
    await rendered(page, 'fulltext');
    const options = page.locator('[data-search-results] [role="option"]');
    const activeId = () => box(page).getAttribute('aria-activedescendant');
    await page.keyboard.press('ArrowDown');
    expect(await activeId()).toBe(await options.nth(0).getAttribute('id'));
    await page.keyboard.press('ArrowDown');
    expect(await activeId()).toBe(await options.nth(1).getAttribute('id'));
    await expect(options.nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(options.nth(0).getAttribute('aria-selected')).resolves.toBe('false');
    await page.keyboard.press('ArrowUp');
    expect(await activeId()).toBe(await options.nth(0).getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/ko/producing-units/' && u.hash === '#45.5');
    expect(await page.evaluate(() => document.getElementById('45.5')?.matches(':target'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the first result with Enter', async () => {
    const { context, page, errors } = await phone();
    await recordRenders(page);
    await page.goto(url('/en/'));
    await type(page, '유닛 생산');
    await rendered(page, 'instant');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/en/producing-units/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('focuses with "/" unless the reader is typing elsewhere, and clears with Esc', async () => {
    const { context, page, errors } = await phone();
    await recordRenders(page);
    await page.goto(url('/ko/'));
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search');
    expect(await box(page).inputValue()).toBe('');
    await page.keyboard.type('의장은', { delay: 80 });
    await rendered(page, 'instant');
    expect((await hrefs(page))[0]).toBe('/ko/speaker/');
    // The first Esc closes the results and keeps the query; ↓ brings them back; the next Esc clears it.
    await page.keyboard.press('Escape');
    expect(await box(page).inputValue()).toBe('의장은');
    expect(await page.locator('[data-search-panel]').isHidden()).toBe(true);
    await expect(box(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('[data-search-panel]').isHidden()).toBe(false);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await box(page).inputValue()).toBe('');
    expect(await page.locator('[data-search-panel]').isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 360 px phone, with 44 px targets, in light and dark', async () => {
    for (const dark of [false, true]) {
      const { context, page, errors } = await phone({ dark });
      await recordRenders(page);
      await page.goto(url('/ko/producing-units/'));
      await type(page, '전투기를');
      await rendered(page, 'fulltext');
      const layout = await page.evaluate(() => {
        const panel = document.querySelector<HTMLElement>('[data-search-panel]')!;
        const rect = panel.getBoundingClientRect();
        const options = [...panel.querySelectorAll<HTMLElement>('[role="option"]')].map((o) => o.getBoundingClientRect());
        // Tailwind 4 colours are oklch(L C H), whose L is the lightness; older engines report rgb().
        const color = getComputedStyle(panel).backgroundColor;
        const n = color.match(/[\d.]+/g)!.map(Number);
        return {
          left: rect.left,
          right: rect.right,
          panelOverflow: panel.scrollWidth - panel.clientWidth,
          pageOverflow: document.documentElement.scrollWidth - innerWidth,
          smallest: Math.min(...options.map((o) => o.height)),
          widest: Math.max(...options.map((o) => o.right)),
          lightness: color.startsWith('oklch') ? n[0] : (0.2126 * n[0] + 0.7152 * n[1] + 0.0722 * n[2]) / 255,
        };
      });
      expect(layout.left).toBeGreaterThanOrEqual(0);
      expect(layout.right).toBeLessThanOrEqual(PHONE.width);
      expect(layout.panelOverflow).toBe(0);
      expect(layout.pageOverflow).toBe(0);
      expect(layout.widest).toBeLessThanOrEqual(PHONE.width);
      expect(layout.smallest).toBeGreaterThanOrEqual(44);
      if (dark) expect(layout.lightness).toBeLessThan(0.35);
      else expect(layout.lightness).toBeGreaterThan(0.9);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('has no axe violation with the results open, in light and dark', async () => {
    for (const dark of [false, true]) {
      // bypassCSP: axe is injected as a script tag.
      const { context, page } = await phone({ dark, bypassCSP: true });
      await recordRenders(page);
      await page.goto(url('/en/'));
      await page.evaluate(() => localStorage.setItem('search-all-languages', '1'));
      await type(page, '유닛 생산');
      await rendered(page, 'fulltext');
      await page.keyboard.press('ArrowDown');
      const violations = await axeViolations(page, 'header');
      expect(violations, violations.join('\n')).toEqual([]);
      await context.close();
    }
  });

  it('searches every language with the toggle, each result labelled with its language', async () => {
    const { context, page, errors } = await phone();
    await recordRenders(page);
    await page.goto(url('/ko/'));
    await type(page, 'истребителей');
    await rendered(page, 'fulltext');
    expect((await hrefs(page, 'fulltext')).filter((h) => h.startsWith('/ru/'))).toEqual([]);
    await page.locator('[data-search-all-languages]').tap();
    await page.waitForFunction(() => document.querySelector('[data-search-results] a[lang="ru"]') !== null, null, { timeout: 10_000 });
    const russian = page.locator('[data-search-results] a[data-layer="fulltext"][lang="ru"]');
    // Russian is stemmed by its own engine: the plural genitive finds the page.
    expect(await russian.first().getAttribute('href')).toMatch(/^\/ru\/component-limitations\//);
    expect(await russian.locator('mark').count()).toBeGreaterThan(0);
    // The choice is kept: the next page searches every language too.
    await page.goto(url('/en/'));
    await type(page, '증원부대를');
    await rendered(page, 'fulltext');
    expect(await page.locator('[data-search-all-languages]').isChecked()).toBe(true);
    expect(await hrefs(page)).toContain('/ko/producing-units/');
    expect(await page.locator('[data-search-results] a[href="/ko/producing-units/"]').getAttribute('lang')).toBe('ko');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says when nothing is found and offers the other languages, whose pages run the query from ?q=', async () => {
    const { context, page, errors } = await phone();
    await recordRenders(page);
    await page.goto(url('/en/'));
    // Not "zqxj": Pagefind matches a word that begins with an indexed word, and the rulings index "Z".
    await type(page, 'qxjw');
    await rendered(page, 'fulltext');
    expect(await hrefs(page)).toEqual([]);
    const empty = page.locator('[data-search-empty]');
    expect(await empty.isVisible()).toBe(true);
    expect(await empty.textContent()).toContain('qxjw');
    const links = await empty.locator('a[data-search-elsewhere]').evaluateAll((as) => as.map((a) => [a.getAttribute('lang'), a.getAttribute('href')]));
    expect(links).toEqual([
      ['ru', '/ru/?q=qxjw'],
      ['ko', '/ko/?q=qxjw'],
    ]);
    // ?q= fills the box and searches on load.
    await page.goto(url(`/ko/?q=${encodeURIComponent('45.5')}`));
    expect(await box(page).inputValue()).toBe('45.5');
    await rendered(page, 'instant');
    expect((await hrefs(page))[0]).toBe('/ko/producing-units/#45.5');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never throws on hostile input', async () => {
    const { context, page, errors } = await phone();
    await recordRenders(page);
    await page.goto(url('/ru/'));
    const inputs = [
      '😀🎲🚀',
      '.*+?^${}()|[]\\/',
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      '유닛 units отряды 45.5 §',
      '\u200b\u202e\u0000',
      'п. 999.999',
      'x'.repeat(2000),
      'истребители '.repeat(180),
      // An emoji across the 200-character limit (a cut that left half of it once hung the search).
      `${'z'.repeat(199)}🎲`,
      '🎲'.repeat(150),
    ];
    await box(page).tap();
    for (const text of inputs) {
      await box(page).fill('');
      // Long pastes arrive at once, short ones key by key.
      if (text.length > 50) await page.keyboard.insertText(text);
      else await page.keyboard.type(text, { delay: 10 });
      await rendered(page, 'fulltext');
      const state = await page.evaluate(() => ({
        options: document.querySelectorAll('[data-search-results] [role="option"]').length,
        empty: !document.querySelector<HTMLElement>('[data-search-empty]')!.hidden,
        injected: document.querySelectorAll('[data-search-panel] img, [data-search-panel] script').length,
        status: document.querySelector('[data-search-status]')?.textContent ?? '',
      }));
      expect(state.status, JSON.stringify(text.slice(0, 40))).not.toMatch(/Ищем в тексте/);
      expect(state.options > 0 || state.empty, JSON.stringify(text.slice(0, 40))).toBe(true);
      expect(state.injected).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  // Speed and size targets are npm run bench's to judge (DEVELOPERS.md): this prints the figures and checks
  // only that each layer answered.
  it('prints the speed and size figures', async () => {
    const figures: string[] = [];
    for (const locale of LOCALES) {
      const json = readFileSync(join(DIST, 'search', `${locale}.json`), 'utf8');
      const size = jsonSize(locale, json);
      figures.push(`instant index ${locale}: ${(size.bytes / 1024).toFixed(1)} KB, ${(size.gzipBytes / 1024).toFixed(1)} KB gzipped (≤ ${SEARCH_BUDGET.instantIndexGzipBytes / 1024})`);
    }
    for (const [path, query] of BENCH_QUERIES) {
      const { context, page, errors } = await phone();
      await page.goto(url(path), { waitUntil: 'networkidle' });
      const m = await measureSearch(page, { query, delayMs: 120 });
      figures.push(formatSearchMeasurement(m), `    instant ms per keystroke: ${m.instantMs.map((t) => t.toFixed(1)).join(' ')}`);
      for (const r of m.requests) figures.push(`    ${(r.bytes / 1024).toFixed(1).padStart(6)} KB ${new URL(r.url).pathname}`);
      expect(m.instantMs.length).toBe([...query].length);
      expect(m.fullTextMs).not.toBeNull();
      expect(m.results.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    }
    console.log(figures.join('\n'));
  });
});
