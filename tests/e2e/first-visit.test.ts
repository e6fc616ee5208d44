// An entry page's first visit carries one stylesheet and one script; the copy buttons come with the reader's first
// touch, without moving the text; the search, the copy menu and the previews load on first use, with their styles,
// and work.
import { describe, expect, it } from 'vitest';
import { collectConsoleErrors, firstTouch, phonePage, useSite } from './browser.ts';

const site = useSite();

describe('first visit of an entry page', () => {
  it('loads the page, one stylesheet and one script; the rest comes on first use', async () => {
    const { context, page } = await phonePage(site.browser);
    const errors = collectConsoleErrors(page);
    const loaded: string[] = [];
    page.on('request', (r) => {
      if (['stylesheet', 'script'].includes(r.resourceType())) loaded.push(`${r.resourceType()} ${new URL(r.url()).pathname}`);
    });
    await page.goto(site.url('/ru/component-limitations/'), { waitUntil: 'networkidle' });
    expect(loaded.filter((l) => l.startsWith('stylesheet'))).toHaveLength(1);
    expect(loaded.filter((l) => l.startsWith('script'))).toHaveLength(1);

    // The search box: its code and its panel's styles arrive on focus.
    await page.locator('#site-search').tap();
    await page.keyboard.type('49.4');
    const option = page.locator('[data-search-results] [role="option"]').first();
    await option.waitFor();
    expect(loaded.some((l) => /search-controller\.[\w-]+\.js$/.test(l))).toBe(true);
    const panel = await page.locator('[data-search-panel]').evaluate((el) => ({ position: getComputedStyle(el).position, background: getComputedStyle(el).backgroundColor }));
    expect(panel).toEqual({ position: 'absolute', background: 'rgb(255, 255, 255)' });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // The copy menu: its code and the pop-up stylesheet arrive on the first press.
    await page.locator('.sub-rule:has(h2[id="49.4"]) button[data-copy-open]').tap();
    const menu = page.locator('.sub-rule:has(h2[id="49.4"]) #copy-menu');
    await menu.waitFor();
    expect(await menu.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    expect(loaded.some((l) => /stylesheet .*popups\.[\w-]+\.css$/.test(l))).toBe(true);
    expect(await page.locator('button[data-copy-open][aria-expanded="true"]').count()).toBe(1);
    await page.locator('h1').tap();
    await menu.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('carries no copy button; the first touch puts one beneath each rule number, named in the page\'s language, and the text does not move', async () => {
    for (const [path, number, label, title] of [
      ['/ru/component-limitations/', '49.4', 'Скопировать ссылку на 49.4', 'Ссылка'],
      ['/ko/producing-units/', '45.5', '링크 복사: 45.5', '링크'],
      // A fallback page: the English text's numbers, the page's language.
      ['/ru/abilities/', '1.3', 'Скопировать ссылку на 1.3', 'Ссылка'],
      // A rulings page's nested note, named by its section and number.
      ['/en/factions/nekro/', 'galactic-threat.3.1', 'Copy the link to Galactic Threat 3.1', 'Link'],
    ] as const) {
      const { context, page } = await phonePage(site.browser);
      await page.goto(site.url(path), { waitUntil: 'networkidle' });
      expect(await page.locator('button[data-copy-open]').count(), path).toBe(0);
      const textTops = () => page.$$eval('.sub-rule .rule-text', (els) => els.map((e) => Math.round(e.getBoundingClientRect().top + scrollY)));
      const before = await textTops();
      await firstTouch(page);
      expect(await page.locator('button[data-copy-open]').count(), path).toBe(await page.locator('.sub-rule').count());
      const button = page.locator(`.sub-rule:has(> div > [id="${number}"]) > .sub-rule-number > button[data-copy-open]`);
      expect(await button.getAttribute('aria-label'), path).toBe(label);
      expect(await button.getAttribute('title'), path).toBe(title);
      expect(await textTops(), path).toEqual(before);
      await context.close();
    }
  });

  it('the copy menu follows the keyboard: Enter opens it with focus inside, Esc closes it and returns focus', async () => {
    const { context, page } = await phonePage(site.browser);
    await page.goto(site.url('/en/producing-units/'));
    // The reader's first key brings the copy buttons.
    await page.keyboard.press('Tab');
    const opener = page.locator('.sub-rule:has(h2[id="67.2"]) button[data-copy-open]');
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.locator('#copy-menu').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-copy'))).toBe('link');
    await page.keyboard.press('Escape');
    await page.locator('#copy-menu').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-copy-open'))).toBe(true);
    expect(await opener.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  // Each font size and weight is a font to look up and set up before the first paint, and each family tried for a
  // character one more lookup (on Chromium for Linux a round trip to the browser process each): a rule link's page
  // keeps to four, and sets Hangul in a Korean family before any Latin one.
  it('sets a rule link\'s page in four sizes and weights at most, and Korean text in a Korean font first', async () => {
    for (const path of ['/ru/49.4/', '/en/58.3/', '/ko/45.5/']) {
      const { context, page } = await phonePage(site.browser);
      await page.goto(site.url(path), { waitUntil: 'load' });
      const fonts = await page.evaluate(() => {
        const seen = new Set<string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          if (!el || !n.textContent?.trim() || !el.checkVisibility()) continue;
          const style = getComputedStyle(el);
          seen.add(`${style.fontSize} ${style.fontWeight}`);
        }
        return [...seen];
      });
      expect(fonts.length, `${path}: ${fonts.join(', ')}`).toBeLessThanOrEqual(4);
      const family = await page.locator('main .rule-text').first().evaluate((el) => getComputedStyle(el).fontFamily);
      if (path.startsWith('/ko/')) expect(family, path).toMatch(/^"?Noto Sans CJK KR/);
      else expect(family, path).toMatch(/^system-ui,/);
      // The header's links to the other languages (their codes marked lang="ko", "ru", "en") keep the page's family:
      // none is looked up for them alone.
      const codes = await page.locator('.site-languages > a').evaluateAll((links) => links.map((a) => getComputedStyle(a).fontFamily));
      expect(codes.length, path).toBeGreaterThan(0);
      for (const code of codes) expect(code, path).toBe(family);
      await context.close();
    }
  });
});
