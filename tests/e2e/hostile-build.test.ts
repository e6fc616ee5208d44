// "no page ever runs injected script". The site is built from tests/fixtures/hostile/sanitized-text
// (hostile text the content format allows: <script> in the title, in code, escaped, as entities) into a scratch
// folder, and every page of it is opened in Chromium: no dialog, no console error, the text shown as text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteLinks } from '../../tools/link-check.ts';
import { phonePage } from './browser.ts';
import { buildFixtureSite, TWO_TOPICS, type FixtureSite } from './fixture-site.ts';
import { collectErrors, unexpectedErrors } from './page-types.ts';

const TITLE = "<script>alert('title')</script> Component Limitations";

let site: FixtureSite;

beforeAll(async () => {
  site = await buildFixtureSite('tests/fixtures/hostile/sanitized-text', TWO_TOPICS, 'hostile-site');
}, 120_000);

afterAll(() => site?.close());

describe('a site built from hostile but allowed content', () => {
  it('builds', () => {
    expect(site.build.status, String(site.build.stderr)).toBe(0);
  });

  it('no page opens a dialog, throws, logs a script error or violates the CSP', async () => {
    const pages = new SiteLinks(site.out).pages();
    expect(pages).toContain('en/component-limitations/index.html');
    const problems: string[] = [];
    for (const file of pages) {
      const { context, page } = await phonePage(site.browser);
      try {
        const errors = collectErrors(page);
        page.on('dialog', (d) => {
          problems.push(`${file}: a ${d.type()} dialog "${d.message()}"`);
          void d.dismiss();
        });
        const path = file === 'index.html' ? '' : file.replace(/index\.html$/, '');
        const documentUrl = new URL(path, site.server.url).href;
        const response = await page.goto(documentUrl, { waitUntil: 'load' });
        await page.waitForTimeout(100);
        // Failed resource loads are csp.test.ts's and links.test.ts's business on the real site; here: script errors and CSP.
        for (const e of unexpectedErrors(errors, documentUrl, response?.status())) if (!e.startsWith('Failed to load resource')) problems.push(`${file}: ${e}`);
      } finally {
        await context.close();
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    // Every topic has a page in every locale (fallback pages) and comparison pages exist per language: more pages.
  }, 180_000);

  it('the entry page shows the hostile title and text as text', async () => {
    const { context, page } = await phonePage(site.browser);
    try {
      await page.goto(new URL('en/component-limitations/', site.server.url).href);
      await expect(page.locator('h1').textContent()).resolves.toContain(TITLE);
      expect(await page.title()).toContain(TITLE);
      const main = (await page.locator('main').textContent()) ?? '';
      for (const s of ['<script>alert(1)</script>', '<script>alert(2)</script>', 'javascript:alert(4)', '<img src=x onerror=alert(6)>']) expect(main).toContain(s);
      // Only the site's own scripts: none of them carries the content's text.
      const inline = await page.$$eval('script:not([src])', (els) => els.map((e) => e.textContent ?? ''));
      for (const code of inline) expect(code).not.toMatch(/alert\(/);
    } finally {
      await context.close();
    }
  });
});
