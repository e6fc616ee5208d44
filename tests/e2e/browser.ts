/**
 * The browser harness: a real Chromium driven by playwright-core, against dist/ served on loopback.
 * Chromium comes from tools/chromium.ts: CHROME_PATH, else Debian's /usr/bin/chromium (or another in
 * /usr/bin), else the one @sparticuz/chromium ships.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { siteSettings } from '../../src/pipeline/settings.ts';
import { launchChromium } from '../../tools/chromium.ts';
import { serveStatic, type StaticServer } from '../../src/server/static-server.ts';

export const DIST = resolve(import.meta.dirname, '../../dist');
/**
 * The site URL the build used (SITE_URL, src/lib/site/settings.ts): canonical and short URLs start with it. Unset (as
 * in `npm test`), head links are root-relative and short URLs start with the origin the page is served at.
 */
export const SITE = siteSettings().site;

export { chromiumPath } from '../../tools/chromium.ts';

export async function openBrowser(): Promise<Browser> {
  return launchChromium();
}

export async function serveDist(): Promise<StaticServer> {
  if (!existsSync(resolve(DIST, 'index.html'))) throw new Error('dist/ is missing: npm test builds it first (npm run build)');
  return serveStatic(DIST);
}

export const PHONE = { width: 360, height: 740 };

/**
 * A phone-sized page (touch, device scale 2) in a fresh context. `bypassCSP` for axeViolations: axe is injected
 * as a script tag, which the page's Content-Security-Policy would (rightly) block.
 */
export async function phonePage(browser: Browser, options: { dark?: boolean; bypassCSP?: boolean; blockServiceWorkers?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    colorScheme: options.dark ? 'dark' : 'light',
    bypassCSP: options.bypassCSP ?? false,
    ...(options.blockServiceWorkers ? { serviceWorkers: 'block' as const } : {}),
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * The reader's first touch on an entry or rulings page (its title, which leads nowhere): it brings the page's
 * features, the copy buttons beneath the rule numbers among them (src/components/copy-links.ts).
 */
export async function firstTouch(page: Page): Promise<void> {
  await page.locator('main h1').tap();
  await page.locator('button[data-copy-open]').first().waitFor();
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe-core's violations on the page, or inside the first element `scope` selects, one line each: rule, impact,
 * help and up to three of its nodes. The page's context must bypass the CSP (phonePage's bypassCSP).
 */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const results = (await page.evaluate(
    (selector) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(selector ? document.querySelector(selector)! : document, { resultTypes: ['violations'] }),
    scope,
  )) as AxeResults;
  return results.violations.map((v) => {
    const nodes = v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`);
    return `${v.id} (${v.impact}, ${v.nodes.length} nodes): ${v.help} — ${nodes.join(' | ')}`;
  });
}

/** Fails the test on any error the page logs (script errors, CSP violations). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

export interface Site {
  readonly browser: Browser;
  readonly server: StaticServer;
  /** The served URL of a site path ("/ru/49.4/"). */
  url(path: string): string;
}

/** One Chromium and one server of dist/ for a test file: started before its tests, closed after them. */
export function useSite(): Site {
  let browser: Browser | undefined;
  let server: StaticServer | undefined;
  beforeAll(async () => {
    [browser, server] = await Promise.all([openBrowser(), serveDist()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('useSite: the browser starts in beforeAll');
      return browser;
    },
    get server() {
      if (!server) throw new Error('useSite: the server starts in beforeAll');
      return server;
    },
    url: (path: string) => new URL(path.replace(/^\//, ''), server!.url).href,
  };
}

/** Records the search box's "search:rendered" events (installed before any page script runs); see `rendered`. */
export async function recordRenders(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __rendered: { layer: string; query: string }[] };
    w.__rendered = [];
    document.addEventListener(
      'search:rendered',
      (e) => w.__rendered.push((e as CustomEvent<{ layer: string; query: string }>).detail),
      true,
    );
  });
}

/** Resolves when the search box has drawn the given layer for the box's current text (after recordRenders). */
export async function rendered(page: Page, layer: 'instant' | 'fulltext'): Promise<void> {
  await page.waitForFunction(
    (l) => {
      const w = window as unknown as { __rendered?: { layer: string; query: string }[] };
      const value = document.querySelector<HTMLInputElement>('#site-search')!.value;
      return (w.__rendered ?? []).some((r) => r.layer === l && r.query === value);
    },
    layer,
    { timeout: 10_000 },
  );
}
