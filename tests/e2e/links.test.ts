// Every internal link and #anchor of the built site resolves, through rule-number redirects too.
import { describe, expect, it } from 'vitest';
import config from '../../astro.config.mjs';
import { formatBrokenLink, SiteLinks } from '../../src/node/link-check.ts';
import { DIST, SITE } from './browser.ts';

describe('internal links of dist/', () => {
  const site = new SiteLinks(DIST, { base: config.base ?? '/', site: SITE });

  it('the site has its page types to check', () => {
    const pages = site.pages();
    for (const page of ['index.html', '404.html', 'ru/index.html', 'ru/component-limitations/index.html', 'ru/49.4/index.html'])
      expect(pages).toContain(page);
  });

  it('every href/src and #anchor resolves to a file and an id (canonical, hreflang and og:url included)', { timeout: 300_000 }, () => {
    const broken = site.pages().flatMap((page) => site.check(page));
    const lines = broken.map(formatBrokenLink);
    expect(lines, `${lines.length} broken links:\n${lines.slice(0, 30).join('\n')}`).toEqual([]);
  });

  it('rule-number redirects land on an existing sub-rule anchor', () => {
    const redirects = site.pages().filter((p) => /^(ru|en|ko)\/\d+\.\d+\/index\.html$/.test(p));
    expect(redirects.length).toBeGreaterThan(100);
    for (const page of redirects) {
      const { refresh } = site.factsOf(page);
      expect(refresh?.url, page).toMatch(/#\d+\.\d+$/);
      expect(site.brokenReason(refresh!.url, page), page).toBeNull();
    }
  });
});
