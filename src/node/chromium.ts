/**
 * A real Chromium for the browser tests and the bench: CHROME_PATH, else an installed Chromium or Chrome
 * (Debian's /usr/bin/chromium first), else the Chromium that Playwright downloads into its own cache, fetched
 * once on first use (`npx playwright-core install chromium` does the same by hand).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/** Where Linux, macOS and Windows keep an installed Chromium or Chrome, most likely first. */
const INSTALLED = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ...[process.env.PROGRAMFILES, process.env['PROGRAMFILES(X86)'], process.env.LOCALAPPDATA]
    .filter((dir): dir is string => Boolean(dir))
    .map((dir) => `${dir}\\Google\\Chrome\\Application\\chrome.exe`),
];

/** Playwright's own Chromium, downloaded into its cache (the first time only). */
function playwrightChromium(): string {
  if (existsSync(chromium.executablePath())) return chromium.executablePath();
  console.log('No Chromium found (CHROME_PATH, /usr/bin/chromium, Chrome): downloading Playwright’s Chromium once…');
  const cli = createRequire(import.meta.url).resolve('playwright-core/cli.js');
  const run = spawnSync(process.execPath, [cli, 'install', 'chromium'], { stdio: 'inherit' });
  if (run.status !== 0 || !existsSync(chromium.executablePath()))
    throw new Error('no Chromium: install one (Debian: apt-get install chromium), or set CHROME_PATH to a Chromium or Chrome executable');
  return chromium.executablePath();
}

export async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return INSTALLED.find((candidate) => existsSync(candidate)) ?? playwrightChromium();
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}
