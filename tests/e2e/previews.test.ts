// In-text references are links on the real content, and open a preview of their target by touch,
// by keyboard and by mouse, without leaving the page. The popover script stays within 3 KB gzipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, collectConsoleErrors, DIST, PHONE, phonePage, useSite } from './browser.ts';
import { realGlossary } from '../unit/support.ts';
import { previewFor } from '../../src/lib/crossref/previews.ts';
import { refKeyOfHref } from '../../src/lib/crossref/ref-key.ts';

const glossary = realGlossary();

const site = useSite();
const url = site.url;

/** The popover's state as a reader would see it. */
function popoverState(page: Page) {
  return page.evaluate(() => {
    const pop = document.getElementById('ref-preview')!;
    const rect = pop.getBoundingClientRect();
    return {
      open: pop.matches(':popover-open'),
      title: pop.querySelector('p')!.textContent,
      text: pop.querySelectorAll('p')[1].textContent,
      go: pop.querySelector('a')!.getAttribute('href'),
      left: rect.left,
      right: rect.right,
      scrollWidth: document.documentElement.scrollWidth,
      focusInside: pop.contains(document.activeElement),
    };
  });
}

describe('in-text references on the real content', () => {
  it('ru: note 9 of Ограничение на компоненты links 49.3 to its anchor', async () => {
    const html = readFileSync(join(DIST, 'ru/component-limitations/index.html'), 'utf8');
    const note = html.slice(html.indexOf('id="note-9"'), html.indexOf('</li>', html.indexOf('id="note-9"')));
    expect(note).toContain('<a href="#49.3" data-ref>49.3</a>');
  });

  it('ko: 48.5 links 수송값 to /ko/capacity/, and several Korean titles link inside other entries', async () => {
    const { context, page } = await phonePage(site.browser);
    await page.goto(url('/ko/movement/'));
    const links = await page.$$eval('.sub-rule:has(h2[id="48.5"]) .rule-text a[data-ref]', (as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toContainEqual(['수송값', '/ko/capacity/']);
    await page.goto(url('/ko/space-combat/'));
    expect(await page.$$eval('.sub-rule:has(h2[id="39.7"]) .rule-text a[data-ref]', (as) => as.map((a) => a.getAttribute('href')))).toContain('/ko/movement/');
    await context.close();
  });

  it('a page names its previews file, which holds only the previews its references need', () => {
    const html = readFileSync(join(DIST, 'ko/movement/index.html'), 'utf8');
    // Not in the page: fetched on the first preview.
    expect(html).not.toContain('application/json');
    expect(/<ref-previews src="([^"]+)"/.exec(html)?.[1]).toBe('/ko/movement/previews.json');
    const json = JSON.parse(readFileSync(join(DIST, 'ko/movement/previews.json'), 'utf8')) as Record<string, unknown>;
    // A reference is a bare data-ref: its key is read from its href (ref-key.ts).
    const refs = new Set([...html.matchAll(/<a href="([^"]*)" data-ref>/g)].map((m) => refKeyOfHref(m[1], 'https://site.example/ko/movement/')));
    expect(refs.size).toBeGreaterThan(3);
    expect(new Set(Object.keys(json))).toEqual(refs);
    expect(json.capacity).toEqual(previewFor(glossary, 'ko', 'capacity'));
  });
});

describe('previews', () => {
  it('touch: the first tap opens the preview in place, the second follows the reference', async () => {
    const { context, page } = await phonePage(site.browser);
    const errors = collectConsoleErrors(page);
    await page.goto(url('/ko/movement/'));
    const ref = page.locator('.sub-rule:has(h2[id="48.5"]) a[data-ref][href="/ko/capacity/"]');
    // The preview code is not part of the first visit: the first tap loads it, and still opens the preview.
    expect(await page.evaluate(() => document.getElementById('ref-preview'))).toBeNull();
    await ref.tap();
    await page.waitForFunction(() => document.getElementById('ref-preview')?.matches(':popover-open'));
    await expect(ref.getAttribute('aria-controls')).resolves.toBe('ref-preview');
    await expect(ref.getAttribute('aria-haspopup')).resolves.toBe('dialog');
    const state = await popoverState(page);
    const expected = previewFor(glossary, 'ko', 'capacity')!;
    expect(new URL(page.url()).pathname).toBe('/ko/movement/');
    expect(state).toMatchObject({ open: true, title: expected.title, text: expected.text, go: '/ko/capacity/' });
    expect(state.text).toContain('수송');
    expect(state.focusInside).toBe(true); // so that a screen reader reads it next
    expect(await ref.getAttribute('aria-expanded')).toBe('true');
    // Within the 360 px screen, and no horizontal scrolling.
    expect(state.left).toBeGreaterThanOrEqual(0);
    expect(state.right).toBeLessThanOrEqual(PHONE.width);
    expect(state.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await ref.tap();
    await page.waitForURL((u) => u.pathname === '/ko/capacity/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('touch: a tap elsewhere closes it; the link inside the preview goes to a sub-rule', async () => {
    const { context, page } = await phonePage(site.browser);
    const errors = collectConsoleErrors(page);
    await page.goto(url('/ru/component-limitations/'));
    const ref = page.locator('#note-9 a[data-ref]');
    await ref.tap();
    await page.waitForFunction(() => document.getElementById('ref-preview')?.matches(':popover-open'));
    const expected = previewFor(glossary, 'ru', 'component-limitations#49.3')!;
    await expect(popoverState(page)).resolves.toMatchObject({ title: expected.title, text: expected.text });
    expect(expected.title).toBe('49.3 Ограничение на компоненты');
    await page.locator('h1').tap();
    await page.waitForFunction(() => !document.getElementById('ref-preview')!.matches(':popover-open'));
    expect(await ref.getAttribute('aria-expanded')).toBe('false');
    await ref.tap();
    await page.locator('#ref-preview a').tap();
    await page.waitForURL((u) => u.hash === '#49.3');
    expect(await page.evaluate(() => document.getElementById('49.3')!.matches(':target'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keyboard: Space opens it with focus inside, Esc closes it and focus returns; Enter follows the link', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(url('/ko/movement/'));
    const ref = page.locator('.sub-rule:has(h2[id="48.5"]) a[data-ref][href="/ko/capacity/"]');
    await ref.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.getElementById('ref-preview')?.matches(':popover-open'));
    const state = await popoverState(page);
    expect(state).toMatchObject({ open: true, title: previewFor(glossary, 'ko', 'capacity')!.title, focusInside: true });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#ref-preview') !== null && document.activeElement?.tagName)).toBe('A');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.getElementById('ref-preview')!.matches(':popover-open'));
    expect(await page.evaluate(() => document.activeElement?.matches('a[data-ref]') && document.activeElement.getAttribute('href'))).toBe('/ko/capacity/');
    expect(await ref.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/ko/capacity/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mouse: hovering a reference opens its preview, leaving closes it; a click follows the link', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(url('/ru/component-limitations/'));
    await page.locator('#note-9 a[data-ref]').hover();
    await page.waitForFunction(() => document.getElementById('ref-preview')?.matches(':popover-open'));
    await expect(popoverState(page)).resolves.toMatchObject({ title: '49.3 Ограничение на компоненты', focusInside: false });
    await page.locator('h1').hover();
    await page.waitForFunction(() => !document.getElementById('ref-preview')!.matches(':popover-open'));
    await page.locator('#note-9 a[data-ref]').click();
    await page.waitForURL((u) => u.hash === '#49.3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('axe finds no violation in the main content with the preview open', async () => {
    const { context, page } = await phonePage(site.browser, { bypassCSP: true });
    await page.goto(url('/ko/movement/'));
    await page.locator('.sub-rule:has(h2[id="48.5"]) a[data-ref][href="/ko/capacity/"]').tap();
    await page.waitForFunction(() => document.getElementById('ref-preview')?.matches(':popover-open'));
    const violations = await axeViolations(page, 'main');
    expect(violations, violations.join('\n')).toEqual([]);
    await context.close();
  });
});

describe('the popover script', () => {
  it('is at most 3 KB gzipped', () => {
    // Loaded on first use from its own chunk in _astro/ (src/client/previews.ts).
    const assets = join(DIST, '_astro');
    const file = (existsSync(assets) ? readdirSync(assets) : []).find((f) => /^previews\.[\w-]+\.js$/.test(f));
    const script = file && readFileSync(join(assets, file), 'utf8');
    expect(script).toBeDefined();
    const gzipped = gzipSync(script!, { level: 9 }).length;
    console.log(`popover script: ${script!.length} B, ${gzipped} B gzipped`);
    expect(gzipped).toBeLessThanOrEqual(3 * 1024);
  });
});
