/**
 * The browser harness: a real Chromium driven by playwright-core, against dist/ served on loopback.
 * Chromium comes from CHROME_PATH, else Debian's /usr/bin/chromium, else the one @sparticuz/chromium ships.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { serveStatic, type StaticServer } from '../../src/node/static-server.ts';

export const DIST = resolve(import.meta.dirname, '../../dist');
/** The site URL astro.config.mjs builds with: canonical and short URLs start with it. */
export const SITE = process.env.SITE_URL ?? 'https://ti4-lrr.example.org';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) if (existsSync(candidate)) return candidate;
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return sparticuz.executablePath();
}

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), headless: true, args: FLAGS });
}

export async function serveDist(): Promise<StaticServer> {
  if (!existsSync(resolve(DIST, 'index.html'))) throw new Error('dist/ is missing: npm test builds it first (npm run build)');
  return serveStatic(DIST);
}

export const PHONE = { width: 360, height: 740 };

/** A phone-sized page (touch, device scale 2) in a fresh context. */
export async function phonePage(browser: Browser, options: { dark?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    colorScheme: options.dark ? 'dark' : 'light',
  });
  const page = await context.newPage();
  return { context, page };
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
