// `npm run dev` serves the content and reloads the open page when a content file changes, without a
// build; a content error shows in the page's error overlay with file:line; a busy port is one line. It runs on
// a scratch copy of content/ and on free ports.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser.ts';
import { astroArgs } from '../../tools/astro-command.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** The environment a shell would give `npm run dev`: without what Vitest adds (NODE_ENV=test, VITEST, MODE…), which would turn Astro's dev server into a test one. */
const SHELL_ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(VITEST.*|NODE_ENV|MODE|DEV|PROD|SSR|TEST|BASE_URL)$/.test(k)));

/** A port nothing listens on. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  await new Promise((ok) => server.close(ok));
  return port;
}

let scratch: string;
let dev: ChildProcess;
let output = '';
let port: number;
let browser: Browser;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'ti4-dev-'));
  cpSync(join(ROOT, 'content'), join(scratch, 'content'), { recursive: true });
  port = await freePort();
  dev = spawn(process.execPath, astroArgs('dev'), { cwd: ROOT, env: { ...SHELL_ENV, CONTENT_DIR: join(scratch, 'content'), PORT: String(port), HOST: '127.0.0.1' } });
  dev.stdout!.on('data', (d) => (output += d));
  dev.stderr!.on('data', (d) => (output += d));
  browser = await openBrowser();
  for (let i = 0; i < 600 && !/watching for file changes/.test(output); i++) await new Promise((ok) => setTimeout(ok, 100));
}, 90_000);

afterAll(async () => {
  dev?.kill();
  await browser?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('reloads the open page when a content file is saved, and shows a content error with file:line', { timeout: 90_000 }, async () => {
    const file = join(scratch, 'content/en/component-limitations.md');
    const text = readFileSync(file, 'utf8');
    const page = await browser.newPage();
    const response = await page.goto(`http://127.0.0.1:${port}/en/component-limitations/`);
    expect(response?.status(), `${output}\n${await page.content()}`.slice(0, 3000)).toBe(200);
    expect(await page.locator('main h1').textContent()).toContain('Component Limitations');

    writeFileSync(file, text.replace('title: Component Limitations', 'title: Component Limits Edited'));
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent?.includes('Limits Edited'), null, { timeout: 30_000 });

    writeFileSync(file, text.replace('title: Component Limitations\n', ''));
    const overlay = () => page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? '');
    await expect.poll(overlay, { timeout: 30_000 }).toMatch(/component-limitations\.md:\d+: error: frontmatter has no "title"/);
    expect(output).toMatch(/component-limitations\.md:\d+: error: frontmatter has no "title"/);
    await page.close();
  });

  it("serves the instant indexes as the build writes them: with the table's words and the old editions' numbers", async () => {
    const ru = await (await fetch(`http://127.0.0.1:${port}/search/ru.json`)).text();
    // A vocabulary term (content/ru/vocabulary.yaml) and a rewording (content/ru/rewordings.yaml).
    expect(ru).toContain('моралька');
    expect(ru).toContain('насовсем');
    const en = await (await fetch(`http://127.0.0.1:${port}/search/en.json`)).text();
    expect(en).toContain('lrr-1.3');
  });

  it("leaves a second dev server of the project to Astro, which names the first; says in one line that a port another server holds is busy", async () => {
    const second = spawnSync(process.execPath, astroArgs('dev'), { cwd: ROOT, env: { ...SHELL_ENV, PORT: String(port + 1), HOST: '127.0.0.1' }, encoding: 'utf8', timeout: 30_000 });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('Another astro dev server is already running');
    // The dev server above gone, another program holds its port.
    const exited = new Promise((done) => dev.once('exit', done));
    dev.kill();
    await exited;
    const holder = createServer();
    await new Promise<void>((done) => holder.listen(port, '127.0.0.1', done));
    try {
      const env = { ...SHELL_ENV, PORT: String(port), HOST: '127.0.0.1' };
      const held = spawnSync(process.execPath, astroArgs('dev'), { cwd: ROOT, env, encoding: 'utf8', timeout: 30_000 });
      expect(held.status).toBe(1);
      expect(held.stderr.trim()).toBe(`Port ${port} on 127.0.0.1 is already in use (another server, or another npm start / npm run dev?): stop it, or pick another port, e.g. PORT=${port + 1} npm run dev`);
      const preview = spawnSync(process.execPath, astroArgs('preview'), { cwd: ROOT, env, encoding: 'utf8', timeout: 30_000 });
      expect(preview.status).toBe(1);
      expect(preview.stderr.trim()).toBe(`Port ${port} on 127.0.0.1 is already in use (another server, or another npm start / npm run dev?): stop it, or pick another port, e.g. PORT=${port + 1} npm start`);
    } finally {
      holder.close();
    }
  }, 90_000);

  it('starts over content with an error: says so with file:line and serves the other pages', async () => {
    // The scratch content still lacks Component Limitations' title (the first test), and the dev server above is gone.
    const started = spawn(process.execPath, astroArgs('dev'), { cwd: ROOT, env: { ...SHELL_ENV, CONTENT_DIR: join(scratch, 'content'), PORT: String(port), HOST: '127.0.0.1' } });
    let log = '';
    started.stdout!.on('data', (d) => (log += d));
    started.stderr!.on('data', (d) => (log += d));
    try {
      for (let i = 0; i < 600 && !/watching for file changes/.test(log); i++) await new Promise((ok) => setTimeout(ok, 100));
      expect(log).toMatch(/component-limitations\.md:\d+: error: frontmatter has no "title"/);
      const response = await fetch(`http://127.0.0.1:${port}/en/movement/`);
      expect(response.status, log.slice(-2000)).toBe(200);
      expect(await response.text()).toContain('Movement</h1>');
    } finally {
      const exited = new Promise((done) => started.once('exit', done));
      started.kill();
      await exited;
    }
  }, 90_000);
});
