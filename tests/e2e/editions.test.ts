/**
 * Editions. An old rule number opens that edition's text, marked as old, with the link to where the
 * rule is now; a current sub-rule's history mark opens its earlier wording as a word-level difference (fetched
 * only then, readable at 390 px); the changes page between LRR 1.3 and LRR 2.0 lists Movement's move to 58
 * and its reworded sub-rules; the instant search reads an edition before a number.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectConsoleErrors, useSite } from './browser.ts';

const site = useSite();
const url = site.url;

/** A phone 390 px wide, as the issue asks. */
async function phone(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  return { page: await context.newPage(), close: () => context.close() };
}

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('old rule numbers', () => {
  it('/en/lrr-1.3/49.4/ opens LRR 1.3’s 49.4, marked as old, with the link to its current number', async () => {
    const { page, close } = await phone(site.browser);
    const errors = collectConsoleErrors(page);
    await page.goto(url('/en/lrr-1.3/49.4/'));
    await page.waitForURL((u) => u.pathname === '/en/lrr-1.3/movement/' && u.hash === '#49.4');
    expect(await page.evaluate(() => document.getElementById('49.4')?.matches(':target'))).toBe(true);
    await expect(page.locator('[data-edition-notice]').textContent()).resolves.toContain('Old edition: LRR 1.3');
    const rule = page.locator('.sub-rule:has(h2[id="49.4"])');
    await expect(rule.locator('.rule-text').textContent()).resolves.toMatch(/^STEP 1—MOVE SHIPS: A player can move any number of his eligible ships/);
    // The current text numbers Movement one lower than LRR 2.0 from 58.2 on: LRR 2.0's 58.4 is today's 58.3.
    const now = rule.locator('a[data-now-number]');
    await expect(now.textContent()).resolves.toContain('now 58.3');
    await expect(now.getAttribute('href')).resolves.toBe('/en/movement/#58.3');
    await expect(rule.locator('a[data-next-number]').textContent()).resolves.toBe('LRR 2.0: 58.4');
    await now.tap();
    await page.waitForURL((u) => u.pathname === '/en/movement/' && u.hash === '#58.3');
    await expect(page.locator('.sub-rule:has([id="58.3"]) .rule-text').textContent()).resolves.toMatch(/^Step 1 – Move Ships/);
    expect(await overflows(page)).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('an unknown old number is the 404 page; a plain number keeps meaning the current text', async () => {
    expect((await fetch(url('/en/lrr-1.3/49.99/'))).status).toBe(404);
    const plain = await fetch(url('/en/49.4/'));
    expect(await plain.text()).toMatch(/<link rel="canonical" href="[^"]*\/en\/invasion\/#49\.4">/);
  });
});

describe('history marks', () => {
  it('a reworded sub-rule shows "changed in LRR 2.0", and opening it fetches and shows its earlier wordings as a difference', async () => {
    const { page, close } = await phone(site.browser);
    const errors = collectConsoleErrors(page);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(url('/en/movement/'), { waitUntil: 'networkidle' });
    expect(fetched.filter((p) => p.includes('/history/'))).toEqual([]);
    const mark = page.locator('.sub-rule:has([id="58.3"]) details[data-history]');
    await expect(mark.locator('summary').textContent()).resolves.toBe('changed in LRR 2.0');
    await mark.locator('summary').tap();
    await page.waitForResponse((r) => r.url().endsWith('/en/history/movement.json'));
    await page.locator('.sub-rule:has([id="58.3"]) details[data-history] .word-diff del').first().waitFor();
    await expect(mark.locator('.history-step').allTextContents()).resolves.toEqual(['RR 2020 49.4 → LRR 1.3 49.4', 'LRR 1.3 49.4 → LRR 2.0 58.4', 'LRR 2.0 58.4 → current text 58.3', 'Changes between editions']);
    await expect(mark.locator('.history-step a').getAttribute('href')).resolves.toBe('/en/changes/');
    // RR 2020 and LRR 1.3 word it alike; the long unchanged rest of a version is cut to the words beside a change.
    await expect(mark.locator('.word-diff').first().textContent()).resolves.toBe('same wording');
    const change = mark.locator('.word-diff').nth(1);
    await expect(change.textContent()).resolves.toMatch(/obeying the …$/);
    await expect(change.locator('del').allTextContents()).resolves.toContain('his');
    await expect(change.locator('ins').allTextContents()).resolves.toContain('their');
    expect(await overflows(page)).toBe(false);
    // A second mark of the same topic reuses the fetched history.
    await page.locator('.sub-rule:has([id="58.5"]) details[data-history] summary').tap();
    await page.locator('.sub-rule:has([id="58.5"]) details[data-history] .history-step').first().waitFor();
    expect(fetched.filter((p) => p.includes('/history/'))).toEqual(['/en/history/movement.json']);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the changes between LRR 1.3 and LRR 2.0', () => {
  it('lists Movement’s move from 49 to 58 and its reworded sub-rules with their differences', async () => {
    const { page, close } = await phone(site.browser);
    const errors = collectConsoleErrors(page);
    await page.goto(url('/en/changes/lrr-1.3/lrr-2.0/'));
    const movement = page.locator('section[data-topic="movement"]');
    await expect(movement.locator('[data-topic-moved]').textContent()).resolves.toBe('(topic 49 → 58)');
    const reworded = movement.locator('li[data-change="reworded"]').first();
    await expect(reworded.locator('a[data-from]').textContent()).resolves.toBe('49.4');
    await expect(reworded.locator('a[data-to]').getAttribute('href')).resolves.toBe('/en/lrr-2.0/movement/#58.4');
    await expect(reworded.locator('del').first().textContent()).resolves.toBe('his');
    await expect(reworded.locator('ins').first().textContent()).resolves.toBe('their');
    await expect(page.locator('[data-change-counts]').textContent()).resolves.toBe('reworded 202 · moved 18 · new 70');
    expect(await overflows(page)).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('search', () => {
  it('"lrr 1.3 49.4" finds LRR 1.3’s sub-rule first', async () => {
    const { page, close } = await phone(site.browser);
    const errors = collectConsoleErrors(page);
    await page.goto(url('/en/'));
    await page.locator('#site-search').tap();
    await page.keyboard.type('lrr 1.3 49.4', { delay: 60 });
    const first = page.locator('[data-search-results] a').first();
    await page.waitForFunction(() => document.querySelector('[data-search-results] a')?.getAttribute('href') === '/en/lrr-1.3/49.4/', undefined, { timeout: 10_000 });
    await expect(first.textContent()).resolves.toContain('Movement (LRR 1.3)');
    expect(errors).toEqual([]);
    await close();
  });
});
