import { describe, expect, it } from 'vitest';
import { inlineHashes, policedPaths, policy, sha256, newPagePolicies, withPagePolicy } from '../../../src/pipeline/csp.ts';

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

describe('withPagePolicy (each page Astro wrote)', () => {
  it('gives each page its own policy right after <meta charset> and collects the union of their hashes', () => {
    const collected = newPagePolicies();
    const home = withPagePolicy(page('<script>a()</script>', '<p>home</p>'), '/', collected);
    const en = withPagePolicy(page('<style>p{}</style>', '<p>en</p>'), '/en/', collected);
    expect(home).toContain(`<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy([sha256('a()')], [])}"><script>`);
    expect(en).toContain(`content="${policy([], [sha256('p{}')])}"`);
    expect(policy([sha256('known'), ...collected.scripts], collected.styles)).toBe(policy([sha256('known'), sha256('a()')], [sha256('p{}')]));
    // A page that has its policy already is left as it is.
    expect(withPagePolicy(home, '/', collected)).toBe(home);
  });

  it('names the page whose head it cannot allow', () => {
    expect(() => withPagePolicy(page('<link rel="icon" onload="x()">', ''), '/en/x/', newPagePolicies())).toThrow(/\/en\/x\/: inline event handler/);
  });
});

describe('policedPaths (where the _headers policy goes)', () => {
  it('names every page folder by its splat, top-level pages and workers as they are, under the base', () => {
    const files = ['index.html', '404.html', 'en/1.1/index.html', 'en/history/x.json', 'compare/a/index.html', 'pagefind/pagefind.js', '_astro/a.css', 'icon.svg'];
    expect(policedPaths(files, ['sw.js'], '/')).toEqual(['/', '/404.html', '/compare/*', '/en/*', '/sw.js']);
    expect(policedPaths(['index.html', 'ru/index.html'], ['sw.js'], '/lrr/')).toEqual(['/lrr/', '/lrr/ru/*', '/lrr/sw.js']);
  });
});
