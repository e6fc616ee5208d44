import { describe, expect, it } from 'vitest';
import { inlineHashes, policy, sha256 } from '../../src/node/csp.ts';

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
