/** The old root addresses of the English comparison and coverage pages: redirect pages, and the sitemap's new URLs. */
import { describe, expect, it } from 'vitest';
import { movedPages } from '../../../../src/lib/site/moved-pages.ts';
import { movedRedirectPages } from '../../../../src/lib/site/redirects.ts';
import { sitemapXml } from '../../../../src/lib/site/site-files.ts';
import { realGlossary } from '../../support.ts';

const glossary = realGlossary();

describe('movedPages', () => {
  it('moves every topic’s English comparison page and the coverage page under /en/', () => {
    const moved = movedPages(glossary);
    expect(moved['translations/']).toBe('en/translations/');
    expect(moved['compare/component-limitations/']).toBe('en/compare/component-limitations/');
    expect(Object.keys(moved).filter((k) => k.startsWith('compare/'))).toHaveLength(glossary.presentTopicIds().length);
  });
});

describe('movedRedirectPages', () => {
  const pages = movedRedirectPages(glossary, '/lrr/', undefined);
  const page = (file: string) => pages.find((p) => p.file === file)!.html;

  it('writes one page at each old address, redirecting under the base path, keeping a typed anchor', () => {
    expect(pages.map((p) => p.file)).toContain('compare/component-limitations/index.html');
    const html = page('compare/component-limitations/index.html');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/lrr/en/compare/component-limitations/">');
    expect(html).toContain('<link rel="canonical" href="/lrr/en/compare/component-limitations/">');
    expect(html).toContain('<title>Component Limitations · Compare translations</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(page('translations/index.html')).toContain('url=/lrr/en/translations/"');
  });

  it('names the site in the canonical link when there is one', () => {
    const html = movedRedirectPages(glossary, '/', 'https://rules.example.org').find((p) => p.file === 'translations/index.html')!.html;
    expect(html).toContain('<link rel="canonical" href="https://rules.example.org/en/translations/">');
  });
});

describe('sitemapXml', () => {
  it('lists the comparison and coverage pages of every language at their new addresses, none at the old', () => {
    const xml = sitemapXml(glossary, '/', 'https://rules.example.org');
    for (const l of ['en', 'ru', 'ko']) {
      expect(xml).toContain(`<loc>https://rules.example.org/${l}/translations/</loc>`);
      expect(xml).toContain(`<loc>https://rules.example.org/${l}/compare/component-limitations/</loc>`);
    }
    expect(xml).not.toMatch(/example\.org\/(compare|translations)\//);
  });
});
