// The server sends the built site's own _headers (so it and static hosts agree), and a real
// Chromium gets every page type in brotli with the header policy enforced and nothing violating it.
import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../src/server/headers-rules.ts';
import { serveStatic, type StaticServer } from '../../src/server/static-server.ts';
import { siteFiles } from '../../src/pipeline/write-files.ts';
import { DIST, openBrowser } from './browser.ts';
import { PAGE_TYPES } from './page-types.ts';

const rules = parseHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8'));
let server: StaticServer;
beforeAll(async () => {
  server = await serveStatic(DIST);
});
afterAll(() => server?.close());
const at = (path: string) => new URL(path.replace(/^\//, ''), server.url).href;

describe('the server over dist/', () => {
  it.each(PAGE_TYPES.filter((t) => existsSync(join(DIST, t.file))).map((t) => [t.path]))('%s carries the headers of _headers', async (path) => {
    const response = await fetch(at(path));
    const expected = headersFor(rules, path);
    for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), name).toBe(value);
    // Every page's own folder carries the policy header; the not-found page at an address outside them has its <meta>
    // policy, and no framing from X-Frame-Options.
    if (response.ok) expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("answers a rule-number URL with the rule's page itself, to browsers and link-preview bots alike; a moved page's old address by the redirect", async () => {
    // node:http: fetch sets Sec-Fetch-Mode itself.
    const ask = (path: string, headers: Record<string, string>) =>
      new Promise<{ status?: number; location?: string; vary?: string; body: string }>((ok, fail) =>
        get(at(path), { headers }, (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => ok({ status: res.statusCode, location: res.headers.location, vary: res.headers.vary, body }));
        }).on('error', fail),
      );
    // One round trip: the page is the entry's, with the number's head.
    const navigation = await ask('/en/23.4/', { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' });
    expect(navigation.status).toBe(200);
    expect(navigation.location).toBeUndefined();
    expect(navigation.body).toContain('<link rel="canonical" href="/en/component-limitations/#23.4">');
    expect(navigation.body).toContain('<h2 id="23.4"');
    const bot = await ask('/en/23.4/', { 'user-agent': 'Discordbot/2.0' });
    expect(bot.status).toBe(200);
    expect(bot.body).toContain('<meta property="og:title" content="23.4 Component Limitations">');
    // The old address of a moved page is still a redirect page: a browser gets the redirect.
    const moved = await ask('/compare/component-limitations/', { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' });
    expect(moved).toMatchObject({ status: 302, location: '/en/compare/component-limitations/' });
    expect(moved.vary).toContain('Sec-Fetch-Mode');
    // A page that is not a redirect is a page, whoever asks.
    expect((await ask('/en/component-limitations/', { 'sec-fetch-mode': 'navigate' })).status).toBe(200);
  });

  it('serves hashed assets as immutable and revalidates pages by ETag', async () => {
    const asset = siteFiles(DIST).find((f) => f.startsWith('_astro/'));
    expect(asset, 'a file in dist/_astro/').toBeDefined();
    expect((await fetch(at(`/${asset}`))).headers.get('cache-control')).toContain('immutable');
    const page = await fetch(at('/en/'));
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    const encoding = page.headers.get('content-encoding') ?? 'identity';
    // node:http, not fetch: fetch adds "Cache-Control: no-cache" to a conditional request, which asks for a full
    // reply. The same encoding: each one has its own ETag.
    const status = await new Promise<number | undefined>((ok, fail) =>
      get(at('/en/'), { headers: { 'if-none-match': etag!, 'accept-encoding': encoding } }, (res) => ok(res.resume().statusCode)).on('error', fail),
    );
    expect(status).toBe(304);
  });

  it('Chromium gets pages in brotli, and no page type violates the header policy', async () => {
    const browser = await openBrowser();
    try {
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
      });
      for (const type of PAGE_TYPES.filter((t) => existsSync(join(DIST, t.file)))) {
        const response = await page.goto(at(type.path), { waitUntil: 'load' });
        expect(await response?.headerValue('content-encoding'), type.path).toBe('br');
      }
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
