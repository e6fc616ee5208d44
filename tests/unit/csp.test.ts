import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineHashes, planCsp, plainHeadHashes, policy, sha256, writeCsp } from '../../src/node/csp.ts';

const page = (head: string, body: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe('inlineHashes', () => {
  it('hashes the inline scripts and styles of the head, and finds where the policy goes', () => {
    const html = page('<script>a()</script><style>p{}</style><script src="/x.js"></script>', '<script type="module" src="/y.js"></script>');
    const { scripts, styles, headOffset } = inlineHashes(html);
    expect(scripts).toEqual([sha256('a()')]);
    expect(styles).toEqual([sha256('p{}')]);
    expect(html.slice(headOffset).startsWith('<script>a()')).toBe(true);
  });

  it('refuses an executable inline script in the body', () => {
    expect(() => inlineHashes(page('', '<p>x</p><script>evil()</script>'), 'x.html')).toThrow('x.html: an inline <script> in the body');
  });

  it('lets "<script>" written inside an attribute or a JSON block through', () => {
    const html = page('', `<li data-text="<script>alert(1)</script>">t</li><script type="application/json">{"a":"<\\/script>"}</script>`);
    expect(inlineHashes(html).scripts).toEqual([]);
  });

  it('refuses inline event handlers and style attributes in the head', () => {
    expect(() => inlineHashes(page('<link rel="icon" onload="x()">', ''))).toThrow(/event handler/);
  });
});

describe('plainHeadHashes (the head read without a parse)', () => {
  const plain = (html: string) => plainHeadHashes(html, html.indexOf('</head>'));

  it('reads a head as the layout writes it the way the full parse does', () => {
    const heads = [
      '<script>a()</script><style>p{}</style><script src="/x.js"></script>',
      ' <meta name="viewport" content="width=device-width"> <title>A · B &amp; C</title>\n<script type="module">b()</script><link rel="stylesheet" href="/a.css">',
      '<script type="application/json">{"a":1}</script><meta property="og:title" content="x > y">',
    ];
    for (const head of heads) {
      const html = page(head, '<p>x</p>');
      expect(plain(html), head).toBeDefined();
      expect(plain(html)).toEqual(inlineHashes(html, 'page', { parseHead: true }));
    }
  });

  it('gives up on anything else, which the full parse then reads', () => {
    const heads = [
      "<link rel='icon' href='/i.svg'>",
      '<script>if (a < b) c()</script>',
      '<SCRIPT>a()</SCRIPT>',
      '<link rel="icon" style="color:red">',
      '<link rel="icon" onload="x()">',
      '<noscript><style>p{}</style></noscript>',
      'text',
      '<script type="&#109;odule">a()</script>',
      '<meta name="a" content="b"/>',
      '<title>a</title\t>',
    ];
    for (const head of heads) expect(plain(page(head, '')), head).toBeUndefined();
    expect(plain('<!DOCTYPE html><html><head><title>x</title><meta charset="utf-8"></head><body></body></html>')).toBeUndefined();
  });
});

describe('policy', () => {
  it("never allows 'unsafe-inline'", () => {
    const p = policy([sha256('a')], [sha256('b')]);
    expect(p).not.toContain('unsafe-inline');
    expect(p).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha256('a')}`);
    expect(p).toContain(`style-src 'self' ${sha256('b')}`);
  });

  it("names no directive that would only repeat default-src 'self'", () => {
    const p = policy([sha256('a')], []);
    expect(p).toMatch(/^default-src 'self';/);
    expect(p).not.toMatch(/style-src|font-src|connect-src|manifest-src|worker-src/);
    expect(p).toContain("object-src 'none'");
  });
});

describe('planCsp and writeCsp', () => {
  const site = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ti4-csp-'));
    mkdirSync(join(dir, 'en'));
    writeFileSync(join(dir, 'index.html'), page('<script>a()</script>', '<p>home</p>'));
    writeFileSync(join(dir, 'en', 'index.html'), page('<style>p{}</style>', '<p>en</p>'));
    return dir;
  };

  it('plans without changing a page, then adds each page its own policy and returns the union', async () => {
    const dir = site();
    try {
      const plan = await planCsp(dir);
      expect(readFileSync(join(dir, 'index.html'), 'utf8')).not.toContain('Content-Security-Policy');
      const union = writeCsp(plan, [sha256('known')]);
      expect(union).toBe(policy([sha256('known'), sha256('a()')], [sha256('p{}')]));
      const home = readFileSync(join(dir, 'index.html'), 'utf8');
      expect(home).toContain(`<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy([sha256('a()')], [])}"><script>`);
      expect(readFileSync(join(dir, 'en', 'index.html'), 'utf8')).toContain(`content="${policy([], [sha256('p{}')])}"`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to write a page that changed after it was planned', async () => {
    const dir = site();
    try {
      const plan = await planCsp(dir);
      writeFileSync(join(dir, 'en', 'index.html'), page('<script>b()</script>', '<p>en</p>'));
      expect(() => writeCsp(plan)).toThrow(/en\/index\.html: changed between hashing/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
