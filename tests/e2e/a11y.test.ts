// axe-core reports no violation on any page type, in light mode, in dark mode from the system
// setting, and in dark mode from the persisted theme toggle (localStorage theme=dark).
import { describe, expect, it } from 'vitest';
import { axeViolations, PHONE, useSite } from './browser.ts';
import { missingReason, PAGE_TYPES } from './page-types.ts';


const site = useSite();

const MODES = [
  { mode: 'light', colorScheme: 'light', stored: null, dark: false },
  { mode: 'dark (system)', colorScheme: 'dark', stored: null, dark: true },
  { mode: 'dark (toggle)', colorScheme: 'light', stored: 'dark', dark: true },
] as const;

// A rule-number page is its entry's page with its stylesheet inline: checked too.
for (const type of PAGE_TYPES) {
  describe(`axe on ${type.name} (${type.path})`, () => {
    for (const { mode, colorScheme, stored, dark } of MODES) {
      it(`${mode}: 0 violations`, async (ctx) => {
        const missing = missingReason(type);
        if (missing && type.optional) ctx.skip(missing);
        expect(missing).toBeNull();
        // bypassCSP: axe is injected as a script tag, which the page's CSP would (rightly) block.
        const context = await site.browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme, bypassCSP: true, reducedMotion: 'reduce' });
        try {
          if (stored) await context.addInitScript((theme) => localStorage.setItem('theme', theme), stored);
          const page = await context.newPage();
          await page.goto(site.url(type.path), { waitUntil: 'load' });
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), 'the page is in the expected theme').toBe(dark);
          const violations = await axeViolations(page);
          expect(violations, violations.join('\n')).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
}
