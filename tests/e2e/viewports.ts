/** The two viewports the reader checks run in: a 390 × 844 phone (touch) and a desktop. */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export interface Viewport {
  name: 'phone' | 'desktop';
  options: BrowserContextOptions;
}

export const VIEWPORTS: Viewport[] = [
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } },
  { name: 'desktop', options: { viewport: { width: 1280, height: 900 } } },
];

/** A fresh context of the viewport, with one page. */
export async function openIn(browser: Browser, viewport: Viewport, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...viewport.options, ...options });
  return { context, page: await context.newPage() };
}

/** Taps on a touch screen, clicks elsewhere. */
export function press(viewport: Viewport, locator: import('playwright-core').Locator): Promise<void> {
  return viewport.name === 'phone' ? locator.tap() : locator.click();
}
