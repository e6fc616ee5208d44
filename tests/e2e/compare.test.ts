// Translations side by side (/{lang}/compare/{id}/) and the coverage matrix (/{lang}/translations/), in Chromium.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { collectConsoleErrors, PHONE, phonePage, useSite } from './browser.ts';
import { realGlossary } from '../unit/support.ts';
import { translationCoverage } from '../../src/lib/coverage/coverage.ts';
import { coveragePagePath, coveragePages } from '../../src/lib/coverage/coverage-pages.ts';
import { comparePagePaths, compareRowPath } from './compare-pages.ts';

const site = useSite();
const url = site.url;
const DESKTOP = { width: 1280, height: 900 };

/** The coverage page (English UI) whose rows hold the topic `id`. */
function coveragePageOf(id: string): string {
  const page = coveragePages(translationCoverage(realGlossary()).rows).find((p) => p.rows.some((r) => r.id === id))!;
  return coveragePagePath('/', 'en', page.number);
}

async function desktopPage(options: { javaScriptEnabled?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.browser.newContext({ viewport: DESKTOP, ...options });
  return { context, page: await context.newPage() };
}

interface CellState {
  lang: string;
  label: string;
  href: string | null;
  missing: boolean;
  text: string;
  visible: boolean;
  box: { x: number; y: number; width: number };
}

/** Each row's cells in document order, as the reader sees them. */
async function rows(page: Page): Promise<Record<string, CellState[]>> {
  return page.evaluate(() => {
    const out: Record<string, CellState[]> = {};
    for (const row of document.querySelectorAll<HTMLElement>('[data-align-row]')) {
      out[row.id] = [...row.querySelectorAll<HTMLElement>('.cmp-cells > [lang]')].map((cell) => {
        const rect = cell.getBoundingClientRect();
        const link = cell.querySelector<HTMLAnchorElement>('a[hreflang]');
        return {
          lang: cell.lang,
          label: link?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
          href: link ? new URL(link.href).pathname + new URL(link.href).hash : null,
          missing: cell.hasAttribute('data-missing'),
          text: cell.textContent?.replace(/\s+/g, ' ').trim() ?? '',
          visible: rect.width > 0 && rect.height > 0,
          box: { x: Math.round(rect.x), y: Math.round(rect.y), width: Math.round(rect.width) },
        };
      });
    }
    return out;
  }) as Promise<Record<string, CellState[]>>;
}

const visibleLangs = (cells: CellState[]) => cells.filter((c) => c.visible).map((c) => c.lang);

/** Opens the row `key` by its address on the first page (/en/compare/{id}/#s4), which leads to the page holding it. */
async function openRow(page: Page, ui: 'en' | 'ru' | 'ko', id: string, key: string): Promise<void> {
  await page.goto(url(`/${ui}/compare/${id}/#${key}`));
  await page.waitForURL((u) => u.pathname === compareRowPath(ui, id, key) && u.hash === `#${key}`);
  await page.waitForLoadState('load');
}

describe('rows align across languages', () => {
  it('component-limitations: ru 49.4 beside en 23.4, ko missing, note 9 only in ru', async () => {
    const { context, page } = await desktopPage();
    const errors = collectConsoleErrors(page);
    // Every row, on one of the pages the first page lists, each page linking to every other.
    await page.goto(url('/en/compare/component-limitations/'));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const pages = await page.$$eval('[data-compare-pager] a', (as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(pages).toEqual(comparePagePaths('en', 'component-limitations'));
    expect(pages.length).toBeGreaterThan(1);
    const keys: string[] = [];
    for (const path of pages) {
      await page.goto(url(path));
      keys.push(...Object.keys(await rows(page)));
      expect(await page.getAttribute(`[data-compare-pager] a[href="${path}"]`, 'aria-current')).toBe('page');
      expect(await page.locator('[data-compare-pager] a').count()).toBe(pages.length);
    }
    expect(keys).toEqual(['intro', 's1', 's2', 's3', 's4', 's5', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9']);
    await openRow(page, 'en', 'component-limitations', 's4');
    const r = await rows(page);
    const [ru, en] = r.s4;
    // ko has no entry: no column (not even empty cells), and the page says why once.
    expect(r.s4.map((c) => c.lang)).toEqual(['ru', 'en']);
    expect(ru).toMatchObject({ label: 'ru 49.4', href: '/ru/component-limitations/#49.4', missing: false });
    expect(ru.text).toContain('ОТРЯДЫ');
    expect(en).toMatchObject({ label: 'en 23.4', href: '/en/component-limitations/#23.4', missing: false });
    expect(en.text).toContain('Units');
    await expect(page.locator('[data-compare-absent]').textContent()).resolves.toMatch(/ko\s*no entry yet, column hidden/);
    // Side by side on a wide screen: one line, two columns sharing the width.
    expect(new Set([ru, en].map((c) => c.box.y)).size).toBe(1);
    expect(ru.box.x).toBeLessThan(en.box.x);
    expect(en.box.width).toBeGreaterThan(400);
    await openRow(page, 'en', 'component-limitations', 'n9');
    const n9 = (await rows(page)).n9;
    expect(n9.map((c) => [c.lang, c.missing, c.visible])).toEqual([['ru', false, true], ['en', true, true]]);
    expect(n9[0].href).toBe('/ru/component-limitations/#note-9');
    expect(n9[0].text).toContain('49.3');
    expect(n9[1].text).toContain('missing in en');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('producing-units: ko 45.5 beside en 67.5, and the cell links open that sub-rule', async () => {
    const { context, page } = await desktopPage();
    await openRow(page, 'en', 'producing-units', 's5');
    const r = await rows(page);
    const [en, ko] = r.s5;
    expect(r.s5.map((c) => c.lang)).toEqual(['en', 'ko']);
    expect(en).toMatchObject({ lang: 'en', label: 'en 67.5', href: '/en/producing-units/#67.5' });
    expect(ko).toMatchObject({ lang: 'ko', label: 'ko 45.5', href: '/ko/producing-units/#45.5' });
    await page.click('#s5 [lang="ko"] a[hreflang]');
    await page.waitForURL((u) => u.pathname === '/ko/producing-units/' && u.hash === '#45.5');
    expect(await page.evaluate(() => document.getElementById('45.5')?.matches(':target'))).toBe(true);
    await context.close();
  });

  it('an entry page links to its comparison in its own language, on the sub-rule in the address bar', async () => {
    const { context, page } = await desktopPage();
    await page.goto(url('/ru/component-limitations/'));
    await page.click('a[data-compare-link]');
    await page.waitForURL((u) => u.pathname === '/ru/compare/component-limitations/' && u.hash === '');
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    // The row's address on the first page leads on to the page that holds it.
    await page.goto(url('/ko/producing-units/#45.5'));
    await page.click('a[data-compare-link]');
    expect(compareRowPath('ko', 'producing-units', 's5')).not.toBe('/ko/compare/producing-units/');
    await page.waitForURL((u) => u.pathname === compareRowPath('ko', 'producing-units', 's5') && u.hash === '#s5');
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => document.getElementById('s5')!.matches(':target'))).toBe(true);
    await context.close();
  });

  for (const [path, lang, text] of [
    ['/ru/compare/producing-units/', 'ru', 'Сравнить переводы'],
    ['/ko/compare/producing-units/', 'ko', '번역 비교'],
    ['/en/compare/producing-units/', 'en', 'Compare translations'],
    ['/ru/translations/', 'ru', 'Покрытие переводов'],
    ['/ko/translations/', 'ko', '번역 현황'],
    ['/en/translations/', 'en', 'Translation coverage'],
  ] as const) {
    it(`${path} is in ${lang}: <html lang>, its strings, its links to the other languages' page`, async () => {
      const { context, page } = await phonePage(site.browser);
      await page.goto(url(path));
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await expect(page.locator('main').textContent()).resolves.toContain(text);
      const switches = await page.$$eval('header nav a[hreflang]', (as) => as.map((a) => a.getAttribute('href')));
      expect(switches).toEqual(['ru', 'en', 'ko'].filter((l) => l !== lang).map((l) => path.replace(/^\/(ru|en|ko)\//, `/${l}/`)));
      await context.close();
    });
  }
});

describe('/{lang}/compare/{id}/#key', () => {
  it('targets and highlights the row, below the sticky header, on the page that holds it', async () => {
    const { context, page } = await phonePage(site.browser);
    await openRow(page, 'en', 'component-limitations', 's5');
    const state = await page.evaluate(() => {
      const row = document.getElementById('s5')!;
      const rect = row.getBoundingClientRect();
      return {
        target: row.matches(':target'),
        aligned: row.hasAttribute('data-align-row'),
        top: rect.top,
        header: document.querySelector('header')!.getBoundingClientRect().bottom,
        height: innerHeight,
        bg: getComputedStyle(row).backgroundColor,
        otherBg: getComputedStyle(document.getElementById('n1')!).backgroundColor,
      };
    });
    expect(state).toMatchObject({ target: true, aligned: true });
    expect(state.top).toBeGreaterThanOrEqual(state.header - 1);
    expect(state.top).toBeLessThan(state.height);
    expect(state.bg).not.toBe(state.otherBg);
    await context.close();
  });
});

describe('on a phone (360 px)', () => {
  for (const id of ['component-limitations', 'producing-units', 'space-combat']) {
    it(`/en/compare/${id}/ stacks two languages per row, label then text, without horizontal scroll`, async () => {
      const { context, page } = await phonePage(site.browser);
      const errors = collectConsoleErrors(page);
      await page.goto(url(`/en/compare/${id}/`));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const r = await rows(page);
      const expected = { 'component-limitations': ['ru', 'en'], 'producing-units': ['en', 'ko'], 'space-combat': ['en', 'ko'] }[id];
      for (const [key, cells] of Object.entries(r)) {
        expect(visibleLangs(cells), key).toEqual(expected);
        const shown = cells.filter((c) => c.visible);
        // Stacked: one above the other, each the row's full width.
        for (let i = 1; i < shown.length; i++) {
          expect(shown[i].box.y).toBeGreaterThan(shown[i - 1].box.y);
          expect(shown[i].box.x).toBe(shown[0].box.x);
        }
        for (const c of shown) expect(c.box.width).toBeGreaterThan(280);
      }
      // Label, then text.
      const order = await page.evaluate(() => {
        const cell = document.querySelector('#s1 .cmp-cells > [lang]:not([data-missing])')!;
        return [...cell.children].map((el) => (el.matches('a[hreflang]') ? 'label' : el.classList.contains('rule-text') ? 'text' : '?'));
      });
      expect(order).toEqual(['label', 'text']);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('reads without JavaScript (the empty column hidden there too), still without horizontal scroll', async () => {
    const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url('/en/compare/component-limitations/'));
    const r = await rows(page);
    expect(visibleLangs(r.s1)).toEqual(['ru', 'en']);
    expect(await page.isVisible('[data-compare-absent]')).toBe(true);
    expect(await page.isVisible('[data-compare-controls]')).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });

  it('/en/translations/ fits without horizontal scroll', async () => {
    const { context, page } = await phonePage(site.browser, { dark: true });
    await page.goto(url('/en/translations/'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto(url(coveragePageOf('component-limitations')));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await page.locator('[data-coverage-row="component-limitations"] [data-locale="ko"]').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await context.close();
  });
});

describe('choosing languages', () => {
  it('hiding and reordering on a wide screen persists across a reload', async () => {
    const { context, page } = await desktopPage();
    const errors = collectConsoleErrors(page);
    await page.goto(url('/en/compare/component-limitations/'));
    await page.click('[data-compare-controls] > summary');
    await page.click('[data-lang-item="ko"] [data-toggle]');
    await page.click('[data-lang-item="en"] [data-move="-1"]');
    expect(await page.getAttribute('[data-lang-item="ko"] [data-toggle]', 'aria-pressed')).toBe('false');
    // The arrow that was pressed keeps the focus although its item moved.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-lang-item]')?.getAttribute('data-lang-item'))).toBe('en');
    const check = async () => {
      const r = await rows(page);
      expect(r.s1.map((c) => c.lang)).toEqual(['en', 'ru']);
      expect(visibleLangs(r.s1)).toEqual(['en', 'ru']);
      expect(r.s1[0].box.x).toBeLessThan(r.s1[1].box.x);
      // Two columns now share the width.
      expect(r.s1[0].box.width).toBeGreaterThan(400);
      const head = await page.$$eval('[data-compare-head] > [lang]', (els) => els.filter((e) => (e as HTMLElement).offsetParent).map((e) => e.getAttribute('lang')));
      expect(head).toEqual(['en', 'ru']);
    };
    await check();
    await page.reload();
    await check();
    expect(await page.$$eval('[data-lang-item]', (els) => els.map((e) => e.getAttribute('data-lang-item')))).toEqual(['en', 'ru', 'ko']);
    // The same choice on another topic, and on its further pages.
    await page.goto(url('/en/compare/producing-units/'));
    expect(visibleLangs((await rows(page)).s1)).toEqual(['en']);
    await openRow(page, 'en', 'producing-units', 's5');
    expect(visibleLangs((await rows(page)).s5)).toEqual(['en']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never hides the last shown language', async () => {
    const { context, page } = await desktopPage();
    await page.goto(url('/en/compare/component-limitations/'));
    await page.click('[data-compare-controls] > summary');
    await page.click('[data-lang-item="ru"] [data-toggle]');
    await page.click('[data-lang-item="ko"] [data-toggle]');
    expect(await page.isDisabled('[data-lang-item="en"] [data-toggle]')).toBe(true);
    expect(visibleLangs((await rows(page)).s1)).toEqual(['en']);
    await context.close();
  });

  it('on a phone, taps choose which two languages are stacked, and the choice persists', async () => {
    const { context, page } = await phonePage(site.browser);
    const errors = collectConsoleErrors(page);
    await openRow(page, 'en', 'producing-units', 's5');
    expect(visibleLangs((await rows(page)).s5)).toEqual(['en', 'ko']);
    await page.tap('[data-compare-controls] > summary');
    await page.tap('[data-lang-item="ko"] [data-move="-1"]');
    await page.tap('[data-lang-item="ko"] [data-move="-1"]');
    expect(await page.textContent('[data-summary="narrow"]')).toBe('ko · en');
    await page.reload();
    const shown = (await rows(page)).s5.filter((c) => c.visible);
    expect(shown.map((c) => [c.lang, c.label])).toEqual([['ko', 'ko 45.5'], ['en', 'en 67.5']]);
    expect(shown[1].box.y).toBeGreaterThan(shown[0].box.y);
    // On component-limitations ko has no entry: the phone shows the two that do, and the controls say why.
    await page.goto(url('/en/compare/component-limitations/'));
    expect(visibleLangs((await rows(page)).s1)).toEqual(['ru', 'en']);
    await page.tap('[data-compare-controls] > summary');
    expect(await page.textContent('[data-lang-item="ko"] [data-absent]')).toBe('no entry yet');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/en/translations/', () => {
  it('sums up each locale and links every cell', async () => {
    const { context, page } = await desktopPage();
    const errors = collectConsoleErrors(page);
    await page.goto(url('/en/translations/'));
    const summary = await page.$$eval('[data-coverage-summary]', (els) =>
      els.map((e) => [e.getAttribute('data-coverage-summary'), e.querySelector('[data-summary-count]')!.textContent]),
    );
    expect(summary).toEqual([
      ['ru', '1 of 109 topics'],
      ['en', '109 of 109 topics'],
      ['ko', '30 of 109 topics'],
    ]);
    // In pages: the first links to every page, each page to every other, and each topic is on one.
    const pager = await page.$$eval('[data-coverage-pager] a', (as) => as.map((a) => [new URL((a as HTMLAnchorElement).href).pathname, a.getAttribute('aria-current')]));
    expect(pager.length).toBeGreaterThan(1);
    expect(pager[0]).toEqual(['/en/translations/', 'page']);
    expect(pager.slice(1).map(([, current]) => current)).toEqual(pager.slice(1).map(() => null));
    const ids: string[] = [];
    for (const [path] of pager) {
      await page.goto(url(path!));
      ids.push(...(await page.$$eval('[data-coverage-row]', (rows) => rows.map((r) => r.getAttribute('data-coverage-row')!))));
      expect(await page.getAttribute(`[data-coverage-pager] a[href="${path}"]`, 'aria-current')).toBe('page');
      expect(await page.locator('[data-coverage-summary]').count()).toBe(path === '/en/translations/' ? 3 : 0);
    }
    expect(ids).toHaveLength(109);
    expect(new Set(ids).size).toBe(109);
    await page.goto(url(coveragePageOf('component-limitations')));
    const cells = await page.$$eval('[data-coverage-row="component-limitations"] [data-locale]', (els) =>
      els.map((e) => ({
        locale: e.getAttribute('data-locale'),
        status: e.getAttribute('data-status'),
        href: new URL(e.querySelector('a')!.href).pathname,
        text: e.textContent!.replace(/\s+/g, ' ').trim(),
      })),
    );
    expect(cells.map((c) => [c.locale, c.status, c.href])).toEqual([
      ['ru', 'differs', '/en/compare/component-limitations/'],
      ['en', 'differs', '/en/compare/component-limitations/'],
      ['ko', 'missing', '/en/compare/component-limitations/'],
    ]);
    expect(cells[0].text).toContain('9 notes · en 8');
    // Both en and ko have Adjacency, and their note counts differ: the cell leads to the comparison.
    await page.goto(url(coveragePageOf('adjacency')));
    expect(await page.getAttribute('[data-coverage-row="adjacency"] [data-locale="ko"] a', 'href')).toBe('/en/compare/adjacency/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
