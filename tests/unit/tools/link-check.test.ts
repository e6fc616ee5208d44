/** The internal-link checker, on a tiny site folder with one of each kind of broken link. */
import { describe, expect, it } from 'vitest';
import { checkLinks, formatBrokenLink, pageFacts, pathOfFile } from '../../../tools/link-check.ts';
import { refreshUrl } from '../../../src/pipeline/redirect-page.ts';
import { FIXTURES } from '../support.ts';

const SITE = `${FIXTURES}/site`;

describe('checkLinks on tests/fixtures/site', () => {
  const broken = checkLinks(SITE, { site: 'https://example.org' }).map(formatBrokenLink);

  it('reports exactly the broken links, each with its page and line', () => {
    expect(broken).toEqual([
      '404.html:3: entry/ — a[href]: a relative URL on the 404 page, which is served at any path',
      'entry/index.html:8: #nowhere — a[href]: no id "nowhere" in entry/index.html',
      'index.html:7: https://example.org/ru/ — link[href]: no file ru/index.html',
      'index.html:17: /missing/ — a[href]: no file missing/index.html',
      'index.html:18: /entry/#1.9 — a[href]: no id "1.9" in entry/index.html',
      'index.html:20: /redirect-missing/ — a[href]: no id "1.7" in entry/index.html (via redirect-missing/index.html)',
      'index.html:21: /entry — a[href]: no file entry (the page is entry/: add the trailing slash)',
      'index.html:24: javascript:alert(1) — a[href]: a javascript: URL',
      'index.html:25: /loop-a/ — a[href]: a redirect loop through loop-a/index.html → loop-b/index.html',
      'index.html:27: /assets/missing.png — img[src]: no file assets/missing.png',
      'index.html:27: /assets/gone.svg — img[srcset]: no file assets/gone.svg',
      'loop-a/index.html:3: /loop-b/ — meta[refresh]: a redirect loop through loop-b/index.html → loop-a/index.html',
      'loop-b/index.html:3: ../loop-a/ — meta[refresh]: a redirect loop through loop-a/index.html → loop-b/index.html',
      'redirect-missing/index.html:3: /entry/#1.7 — meta[refresh]: no id "1.7" in entry/index.html',
    ]);
  });

  it('passes what resolves: existing pages and anchors, escaped anchors, a redirect to an existing anchor, #top, external URLs', () => {
    const lines = broken.filter((b) => b.startsWith('index.html:')).map((b) => Number(b.split(':')[1]));
    for (const ok of [6, 8, 9, 12, 14, 15, 16, 19, 22, 23, 26]) expect(lines).not.toContain(ok);
  });

  it('without the site URL, absolute URLs are external and not checked', () => {
    expect(checkLinks(SITE).map(formatBrokenLink)).not.toContain('index.html:7: https://example.org/ru/ — link[href]: no file ru/index.html');
  });

  it('under a base path, root-relative links outside it are broken', () => {
    const underBase = checkLinks(SITE, { base: '/lrr/' }).map(formatBrokenLink);
    expect(underBase).toContain('index.html:14: /entry/ — a[href]: outside the base path /lrr/');
    expect(underBase).not.toContainEqual(expect.stringMatching(/^entry\/index\.html:8: \.\.\//));
  });
});

describe('the pieces', () => {
  it('reads a refresh target in its several spellings', () => {
    expect(refreshUrl('0; url=/ru/x/#49.4')).toBe('/ru/x/#49.4');
    expect(refreshUrl("0;URL='/a/'")).toBe('/a/');
    expect(refreshUrl('5, "b.html"')).toBe('b.html');
    expect(refreshUrl('10')).toBeNull();
  });

  it('maps files to the paths they are served at', () => {
    expect(pathOfFile('index.html')).toBe('/');
    expect(pathOfFile('ru/49.4/index.html')).toBe('/ru/49.4/');
    expect(pathOfFile('404.html', '/lrr')).toBe('/lrr/404.html');
  });

  it('parses ids and links with a real HTML parser: entities decoded, script text ignored, <base> applied', () => {
    const facts = pageFacts(
      '<!DOCTYPE html><base href="/docs/"><p id="a&amp;b">x</p><a name="legacy"></a><script>var s = "<a href=/fake/>";</script><a href="page/#x">y</a><a href="#z">z</a>',
    );
    expect([...facts.ids]).toEqual(['a&b', 'legacy']);
    expect(facts.links.map((l) => l.url)).toEqual(['/docs/page/#x', '/docs/#z']);
    expect(facts.refresh).toBeNull();
  });
});
