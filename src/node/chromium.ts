/** A real Chromium for the browser tests and the bench: CHROME_PATH, else Debian's, else @sparticuz/chromium's. */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_FLAGS = [
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

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}
