/**
 * A real Chromium for the browser tests and the bench, found in this order:
 * 1. CHROME_PATH;
 * 2. an installed Chromium or Chrome (Debian's /usr/bin/chromium first);
 * 3. a Chromium fetched earlier into Playwright's cache;
 * 4. on Linux, the Chromium that the npm package @sparticuz/chromium ships, installed on first use into
 *    node_modules/.cache/ (only the npm registry is needed, so it works on machines that reach nothing else);
 * 5. elsewhere, Playwright's Chromium, downloaded once (`npx playwright-core install chromium` does it by hand).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
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

/** The @sparticuz/chromium release whose Chromium the tests use when the machine has none. */
const PACKAGED_CHROMIUM = '@sparticuz/chromium@153.0.0';
const PACKAGED_PREFIX = resolve(import.meta.dirname, '../../node_modules/.cache/packaged-chromium');

/** npm itself: the one running this script when started by `npm run`/`npm test`, else the one on PATH. */
function npm(args: string[]) {
  const cli = process.env.npm_execpath;
  return cli && /\.c?js$/.test(cli)
    ? spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit' })
    : spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, { stdio: 'inherit', shell: process.platform === 'win32' });
}

/** Chromium from the @sparticuz/chromium package (Linux x64 and arm64), installed apart from the project's own packages. */
async function packagedChromium(): Promise<string | undefined> {
  if (process.platform !== 'linux' || !['x64', 'arm64'].includes(process.arch)) return undefined;
  const entry = join(PACKAGED_PREFIX, 'node_modules/@sparticuz/chromium/build/index.js');
  if (!existsSync(entry)) {
    console.log(`No Chromium found (CHROME_PATH, /usr/bin/chromium, Chrome): installing ${PACKAGED_CHROMIUM} from the npm registry once…`);
    mkdirSync(PACKAGED_PREFIX, { recursive: true });
    const run = npm(['install', '--prefix', PACKAGED_PREFIX, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', PACKAGED_CHROMIUM]);
    if (run.status !== 0 || !existsSync(entry)) return undefined;
  }
  const packaged = (await import(pathToFileURL(entry).href)) as { default: { executablePath(): Promise<string> } };
  return packaged.default.executablePath();
}

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

let found: Promise<string> | undefined;

async function findChromium(): Promise<string> {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  const installed = INSTALLED.find((candidate) => existsSync(candidate));
  if (installed) return installed;
  if (existsSync(chromium.executablePath())) return chromium.executablePath();
  return (await packagedChromium()) ?? playwrightChromium();
}

export function chromiumPath(): Promise<string> {
  found ??= findChromium();
  return found;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}
