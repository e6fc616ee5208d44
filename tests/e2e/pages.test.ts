// Rule pages and permalinks, checked in Chromium as a reader would use them.
import { describe, expect, it } from 'vitest';
import { collectConsoleErrors, firstTouch, PHONE, phonePage, SITE, useSite } from './browser.ts';

const site = useSite();
/** Short URLs start with the site URL, or with no SITE_URL the origin the page is served at. */
const origin = () => new URL(site.server.url).origin;
const url = site.url;

describe('forum permalinks', () => {
  const cases = [
    ['/ru/49.4/', '/ru/component-limitations/', '49.4'],
    ['/ko/45.5/', '/ko/producing-units/', '45.5'],
    ['/en/23.4/', '/en/component-limitations/', '23.4'],
    ['/en/67.6/', '/en/producing-units/', '67.6'],
  ] as const;
  for (const [from, path, anchor] of cases) {
    it(`${from} lands on ${path}#${anchor}, highlighted and in view, in one request with no stylesheet to wait for`, async () => {
      const { context, page } = await phonePage(site.browser);
      const errors = collectConsoleErrors(page);
      const response = await page.goto(url(from));
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).toBeNull();
      expect(await page.evaluate(() => document.querySelectorAll('link[rel=stylesheet]').length)).toBe(0);
      await page.waitForURL((u) => u.pathname === path && u.hash === `#${anchor}`);
      await page.waitForLoadState('load');
      const state = await page.evaluate((id) => {
        const el = document.getElementById(id)!;
        const rule = el.closest('.sub-rule')!;
        const rect = el.getBoundingClientRect();
        const header = document.querySelector('header')!.getBoundingClientRect();
        return { target: el.matches(':target'), top: rect.top, headerBottom: header.bottom, height: innerHeight, bg: getComputedStyle(rule).backgroundColor };
      }, anchor);
      expect(state.target).toBe(true);
      expect(state.top).toBeGreaterThanOrEqual(state.headerBottom - 1);
      expect(state.top).toBeLessThan(state.height);
      expect(state.bg).not.toBe('rgba(0, 0, 0, 0)');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('/ko/32/ opens the capacity entry', async () => {
    const { context, page } = await phonePage(site.browser);
    await page.goto(url('/ko/32/'));
    await page.waitForURL((u) => u.pathname === '/ko/capacity/');
    await expect(page.locator('h1').textContent()).resolves.toBe('수송값 (특성)');
    await context.close();
  });

  it('the rule-number page carries the canonical link to the entry and anchor and the rule in its preview meta', async () => {
    const res = await fetch(url('/ru/49.4/'));
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${SITE ?? ''}/ru/component-limitations/#49.4">`);
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toMatch(/property="og:title" content="49\.4 Ограничение на компоненты"/);
    expect(html).toMatch(/property="og:description" content="[^"]*ОТРЯДЫ/);
  });
});

describe('entry page', () => {
  it('every sub-rule carries its number as id, notes carry note-N', async () => {
    const { context, page } = await phonePage(site.browser);
    await page.goto(url('/ru/component-limitations/'));
    const ids = await page.$$eval('.sub-rule [id]', (els) => els.map((e) => e.id));
    expect(ids).toEqual(['49.1', '49.2', '49.3', '49.4', '49.5']);
    const notes = await page.$$eval('.note', (els) => els.map((e) => e.id));
    expect(notes).toHaveLength(9);
    expect(notes[8]).toBe('note-9');
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await page.locator('main').getAttribute('lang')).toBe('ru');
    await context.close();
  });

  it('a sub-rule under a sub-rule that is a heading has a heading of the next level (90.15 under 90.13 Technology Specialties)', async () => {
    const { context, page } = await phonePage(site.browser);
    await page.goto(url('/en/technology/'));
    expect(await page.getByRole('heading', { name: '90.13', exact: true, level: 2 }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: '90.15', exact: true, level: 3 }).count()).toBe(1);
    // Neither a sub-rule before the first heading, nor the heading itself.
    expect(await page.getByRole('heading', { name: '90.1', exact: true, level: 2 }).count()).toBe(1);
    await context.close();
  });

  it('the language switch keeps the aligned sub-rule (ru 49.4 → en 23.4, ko 45.5 → en 67.5)', async () => {
    const { context, page } = await phonePage(site.browser);
    await page.goto(url('/ru/component-limitations/#49.4'));
    await page.locator('header nav a[hreflang="en"]').click();
    await page.waitForURL((u) => u.pathname === '/en/component-limitations/');
    expect(new URL(page.url()).hash).toBe('#23.4');
    await page.goto(url('/ko/producing-units/'));
    await page.goto(url('/ko/producing-units/#45.5'));
    await page.locator('header nav a[hreflang="en"]').click();
    await page.waitForURL((u) => u.pathname === '/en/producing-units/');
    expect(new URL(page.url()).hash).toBe('#67.5');
    await context.close();
  });

  it('the copy control puts the short link, and a quote, on the clipboard', async () => {
    const { context, page } = await phonePage(site.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.server.url).origin });
    await page.goto(url('/ru/component-limitations/'));
    const rule = page.locator('.sub-rule:has(h2[id="49.4"])');
    await firstTouch(page);
    // The menu loads on the first press, and stays open under the button after a copy.
    const openMenu = async () => {
      if (!(await rule.locator('#copy-menu').isVisible())) await rule.locator('button[data-copy-open]').tap();
      await rule.locator('#copy-menu').waitFor();
    };
    await openMenu();
    await rule.locator('button[data-copy="link"]').tap();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE ?? origin()}/ru/49.4/`);
    await openMenu();
    await rule.locator('button[data-copy="md"]').tap();
    const md = await page.evaluate(() => navigator.clipboard.readText());
    expect(md).toMatch(/^> \*\*49\.4\*\* Ограничение на компоненты/);
    expect(md).toContain('ОТРЯДЫ:');
    expect(md).toContain(`> ${SITE ?? origin()}/ru/49.4/`);
    await openMenu();
    await rule.locator('button[data-copy="bb"]').tap();
    const bb = await page.evaluate(() => navigator.clipboard.readText());
    expect(bb).toMatch(/^\[quote\]\[b\]49\.4\[\/b\] Ограничение на компоненты/);
    expect(bb).toContain(`[url]${SITE ?? origin()}/ru/49.4/[/url][/quote]`);
    await context.close();
  });

  it('without the Clipboard API the link is selected instead', async () => {
    const { context, page } = await phonePage(site.browser);
    await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
    await page.goto(url('/en/producing-units/'));
    await firstTouch(page);
    await page.locator('.sub-rule:has(h2[id="67.5"]) button[data-copy-open]').tap();
    await page.locator('.sub-rule:has(h2[id="67.5"]) button[data-copy="link"]').tap();
    const selected = await page.evaluate(() => {
      const el = document.activeElement as HTMLTextAreaElement;
      return el.value.slice(el.selectionStart, el.selectionEnd);
    });
    expect(selected).toBe(`${SITE ?? origin()}/en/67.5/`);
    await context.close();
  });

  it('related topics link to entries; names without any entry are marked "no entry yet"', async () => {
    const { context, page } = await phonePage(site.browser);
    await page.goto(url('/ko/diplomacy/'));
    let related = page.locator('section[aria-labelledby="related-heading"]');
    await expect(related.locator('a', { hasText: '전략 카드' }).getAttribute('href')).resolves.toBe('/ko/strategy-card/');
    await page.goto(url('/ko/initiative-order/'));
    related = page.locator('section[aria-labelledby="related-heading"]');
    await expect(related.textContent()).resolves.toMatch(/작전 단계\s*\(아직 항목 없음\)/);
    await context.close();
  });
});

describe('phone first', () => {
  const pages = ['/', '/ru/', '/ko/', '/ru/component-limitations/', '/ko/space-combat/', '/en/producing-units/', '/ko/component-limitations/'];
  it('no horizontal overflow at 360 px, body text of 16 px or more', async () => {
    const { context, page } = await phonePage(site.browser);
    for (const path of pages) {
      await page.goto(url(path));
      const { scroll, font } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        font: parseFloat(getComputedStyle(document.body).fontSize),
      }));
      expect(scroll, path).toBeLessThanOrEqual(360);
      expect(font, path).toBeGreaterThanOrEqual(16);
    }
    await context.close();
  });

  it('controls are at least 44 px tall', async () => {
    const { context, page } = await phonePage(site.browser);
    await page.goto(url('/ru/component-limitations/'));
    await firstTouch(page);
    await page.locator('.sub-rule:has(h2[id="49.2"]) button[data-copy-open]').tap();
    await page.locator('#copy-menu button').first().waitFor();
    const small = await page.$$eval('header a, header button:not(.sr-only), header input, button[data-copy-open], #copy-menu button, nav a', (els) =>
      els
        .map((e) => ({ text: e.textContent?.trim() ?? e.tagName, h: e.getBoundingClientRect().height, w: e.getBoundingClientRect().width }))
        .filter((r) => r.h > 0 && (r.h < 44 || r.w < 44)),
    );
    expect(small).toEqual([]);
    await context.close();
  });

  it('the dark-mode choice persists across pages, and follows the system until chosen', async () => {
    const { context, page } = await phonePage(site.browser, { dark: true });
    await page.goto(url('/en/component-limitations/'));
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const toggle = page.locator('theme-toggle button');
    // Its state is shown from the load, before any touch.
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    // The first press, before the page features are in, is held and replayed: the theme switches once they are.
    await toggle.tap();
    await expect.poll(dark).toBe(false);
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await page.goto(url('/ko/capacity/'));
    expect(await dark()).toBe(false);
    await toggle.tap();
    await expect.poll(dark).toBe(true);
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await page.goto(url('/ru/'));
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();
  });

  // Reading storage is a synchronous round trip before the first paint: a page opened from outside the site that no
  // service worker answers (a first visit from a forum's link) follows the system without it; the reader's choice,
  // where there is one, comes before the first paint on a page opened from the site, and once loaded on the other.
  it('a page opened from outside follows the system without reading storage first; a choice comes before the paint from within the site', async () => {
    const { context, page } = await phonePage(site.browser, { dark: true, blockServiceWorkers: true });
    await context.addInitScript(() => {
      const w = window as unknown as { __readsBeforeBody: number; __darkAtBody?: boolean };
      w.__readsBeforeBody = 0;
      const own = Object.getOwnPropertyDescriptor(window, 'localStorage') ?? Object.getOwnPropertyDescriptor(Window.prototype, 'localStorage')!;
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          if (!document.body) w.__readsBeforeBody++;
          return own.get!.call(window);
        },
      });
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        w.__darkAtBody = document.documentElement.classList.contains('dark');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const atBody = () => page.evaluate(() => {
      const w = window as unknown as { __readsBeforeBody: number; __darkAtBody?: boolean };
      return { reads: w.__readsBeforeBody, dark: w.__darkAtBody };
    });
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.goto(url('/en/component-limitations/'));
    expect(await atBody()).toEqual({ reads: 0, dark: true });
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    // Opened again from outside: the system's theme first, then the choice once the page script is in.
    await page.goto(url('/ru/component-limitations/'));
    expect(await atBody()).toEqual({ reads: 0, dark: true });
    await expect.poll(dark).toBe(false);
    expect(await page.locator('theme-toggle button').getAttribute('aria-pressed')).toBe('false');
    // From one of the site's pages: the choice before the first paint.
    await Promise.all([page.waitForURL(url('/ru/')), page.locator('.site-home').click()]);
    expect(await atBody()).toEqual({ reads: 1, dark: false });
    await context.close();
  });
});

describe('index, home and 404', () => {
  it('the glossary index lists entries in the locale alphabetical order with numbers; the header search finds them', async () => {
    const { context, page } = await phonePage(site.browser);
    await page.goto(url('/ko/'));
    const items = await page.$$eval('ul[data-filter-list] > li a', (as) => as.map((a) => a.textContent!.replace(/\s+/g, ' ').trim()));
    expect(items[0]).toBe('32 수송값 (특성)');
    expect(items.slice(0, 30).map((s) => Number(s.split(' ')[0]))).toEqual(Array.from({ length: 30 }, (_, i) => 32 + i));
    // One search: no second filter box on the home page; the header's handles particles (유닛을).
    expect(await page.locator('main input').count()).toBe(0);
    await page.locator('#site-search').tap();
    await page.keyboard.type('유닛을', { delay: 40 });
    const first = page.locator('[data-search-results] a[data-layer="instant"]').first();
    await first.waitFor();
    expect(await page.$$eval('[data-search-results] a[data-layer="instant"]', (as) => as.map((a) => a.getAttribute('href')))).toContain('/ko/producing-units/');
    await context.close();
  });

  it('home marks the site.browser language without redirecting', async () => {
    const context = await site.browser.newContext({ locale: 'ko-KR', viewport: PHONE });
    const page = await context.newPage();
    await page.goto(url('/'));
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('a[data-locale="ko"] [data-suggested]').isVisible()).resolves.toBe(true);
    await expect(page.locator('a[data-locale="ru"] [data-suggested]').isVisible()).resolves.toBe(false);
    // The mark is drawn: its style is in the page's stylesheet (a utility only a script named was once left out).
    expect(await page.locator('a[data-locale="ko"]').evaluate((a) => getComputedStyle(a).outlineStyle)).toBe('solid');
    expect(await page.locator('a[data-locale="ru"]').evaluate((a) => getComputedStyle(a).outlineStyle)).toBe('none');
    await context.close();
  });

  it('a mistyped rule number gets the nearest rules suggested', async () => {
    const { context, page } = await phonePage(site.browser);
    const res = await page.goto(url('/ru/49.9/'));
    expect(res?.status()).toBe(404);
    // The suggestions come from /ru/known-rules.json, fetched by the page's script.
    await page.locator('section[data-locale="ru"] [data-suggestions] a').first().waitFor();
    const suggestions = await page.$$eval('section[data-locale="ru"] [data-suggestions] a', (as) => as.map((a) => a.textContent));
    expect(suggestions[0]).toBe('49.5');
    await page.goto(url('/en/produce-units/'));
    await page.locator('section[data-locale="en"] [data-suggestions] a').first().waitFor();
    const ids = await page.$$eval('section[data-locale="en"] [data-suggestions] a', (as) => as.map((a) => a.getAttribute('href')));
    expect(ids[0]).toBe('/en/producing-units/');
    await context.close();
  });
});
