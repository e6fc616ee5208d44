/** First-visit bytes of a page in Chromium (gzipped, as transferred), by kind, with the service worker kept out. */
import type { Browser } from 'playwright-core';

export interface PageWeight {
  url: string;
  html: number;
  css: number;
  js: number;
  images: number;
  other: number;
  total: number;
  /** External scripts in <head> without async/defer/module: they block rendering. */
  renderBlockingScripts: number;
}

export async function measurePage(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const weight: PageWeight = { url, html: 0, css: 0, js: 0, images: 0, other: 0, total: 0, renderBlockingScripts: 0 };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then((sizes) => {
        const bytes = sizes.responseBodySize;
        const type = request.resourceType();
        if (type === 'document') weight.html += bytes;
        else if (type === 'stylesheet') weight.css += bytes;
        else if (type === 'script') weight.js += bytes;
        else if (type === 'image') weight.images += bytes;
        else weight.other += bytes;
        weight.total += bytes;
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  weight.renderBlockingScripts = await page.evaluate(
    () => [...document.head.querySelectorAll('script[src]')].filter((s) => !(s as HTMLScriptElement).async && !(s as HTMLScriptElement).defer && (s as HTMLScriptElement).type !== 'module').length,
  );
  await context.close();
  return weight;
}
