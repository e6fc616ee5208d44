// Every internal link and #anchor of the built site resolves, the rule-number pages' canonical links to their sub-rules too.
import { describe, expect, it } from 'vitest';
import config from '../../astro.config.mjs';
import { formatBrokenLink, SiteLinks } from '../../tools/link-check.ts';
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

  it('rule-number pages name an existing sub-rule anchor as canonical, and hold that sub-rule themselves', () => {
    const numbers = site.pages().filter((p) => /^(ru|en|ko)\/\d+\.\d+\/index\.html$/.test(p));
    expect(numbers.length).toBeGreaterThan(100);
    for (const page of numbers) {
      const facts = site.factsOf(page);
      expect(facts.refresh, page).toBeNull();
      const canonical = facts.links.find((l) => l.source === 'link[href]' && /#\d+\.\d+$/.test(l.url));
      expect(canonical?.url, page).toMatch(new RegExp(`#${page.split('/')[1].replace('.', '\\.')}$`));
      expect(site.brokenReason(canonical!.url, page), page).toBeNull();
      expect(facts.ids.has(page.split('/')[1]), page).toBe(true);
    }
  });
});
