// Link previews (Open Graph, Twitter) with the number, title and text on every entry page and every
// rule-number page; canonical links; hreflang alternates between locales; sitemap.xml and robots.txt.
import { numberedTitle } from '../../src/lib/content/entry.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import config from '../../astro.config.mjs';
import { loadContent } from '../../src/pipeline/content-loader.ts';
import type { Entry } from '../../src/lib/content/entry.ts';
import { LOCALES } from '../../src/lib/locale/locale.ts';
import { entryPath, numberPath, siteHref } from '../../src/lib/site/routes.ts';
import { siteFiles } from '../../src/pipeline/write-files.ts';
import { DIST, openBrowser, SITE } from './browser.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BASE = config.base ?? '/';
const glossary = loadContent(join(ROOT, 'content'), { root: ROOT, strict: false }).glossary;
/** Head links: absolute on SITE_URL, or root-relative when the build had none (no made-up host). */
const abs = (path: string) => siteHref(path, SITE);
/** og:url exists only with a site URL. */
const ogUrl = (path: string) => (SITE ? abs(path) : '<0 × og:url>');
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

interface Head {
  lang: string | null;
  title: string;
  /** name= or property= → contents. */
  meta: Map<string, string[]>;
  links: { rel: string; href: string; hreflang: string | null }[];
}

function readHead(file: string): Head {
  const tree = fromHtml(readFileSync(join(DIST, file), 'utf8'));
  const head: Head = { lang: null, title: '', meta: new Map(), links: [] };
  visit(tree, 'element', (el: Element) => {
    const p = el.properties;
    if (el.tagName === 'html') head.lang = p.lang === undefined ? null : String(p.lang);
    if (el.tagName === 'title') head.title = toString(el);
    if (el.tagName === 'meta' && (p.name ?? p.property) !== undefined && p.content !== undefined) {
      const key = String(p.name ?? p.property);
      head.meta.set(key, [...(head.meta.get(key) ?? []), String(p.content)]);
    }
    if (el.tagName === 'link' && p.href !== undefined)
      head.links.push({ rel: ([] as unknown[]).concat(p.rel ?? []).join(' '), href: String(p.href), hreflang: p.hrefLang === undefined ? null : String(p.hrefLang) });
  });
  return head;
}

const one = (head: Head, key: string) => (head.meta.get(key)?.length === 1 ? head.meta.get(key)![0] : `<${head.meta.get(key)?.length ?? 0} × ${key}>`);
const canonicals = (head: Head) => head.links.filter((l) => l.rel === 'canonical').map((l) => l.href);

/**
 * Problems with a page's preview meta: og:title equals `title`, og:description is taken from `text`, and a
 * twitter:card without twitter:title or twitter:description (Twitter/X falls back to the Open Graph ones; a
 * copy would cost every page about 100 B gz).
 */
function previewProblems(head: Head, title: string, text: string): string[] {
  const problems: string[] = [];
  if (one(head, 'og:title') !== title) problems.push(`og:title is "${one(head, 'og:title')}", expected "${title}"`);
  for (const key of ['twitter:title', 'twitter:description']) if (head.meta.has(key)) problems.push(`${key} repeats the Open Graph one`);
  const description = one(head, 'og:description');
  const quoted = flat(description.replace(/…$/, ''));
  if (quoted === '' || !flat(text).includes(quoted)) problems.push(`og:description "${description.slice(0, 80)}" is not the rule's text`);
  if (!['summary', 'summary_large_image'].includes(one(head, 'twitter:card'))) problems.push(`twitter:card is ${one(head, 'twitter:card')}`);
  if (one(head, 'og:type').startsWith('<')) problems.push('no og:type');
  return problems;
}

const entryText = (e: Entry) => [...e.intro.map((n) => toString(n as never)), ...e.subRules.map((s) => s.text), e.title].join('\n');
const entries = LOCALES.flatMap((l) => glossary.entries(l));

describe('entry pages', () => {
  it('the content has entries in every locale', () => {
    for (const l of LOCALES) expect(glossary.entries(l).length, l).toBeGreaterThan(0);
  });

  it('carry Open Graph and Twitter meta with the number, title and text', () => {
    const problems = entries.flatMap((e) => {
      const file = `${e.locale}/${e.id}/index.html`;
      if (!existsSync(join(DIST, file))) return [`${file}: missing`];
      return previewProblems(readHead(file), numberedTitle(e), entryText(e)).map((p) => `${file}: ${p}`);
    });
    expect(problems.slice(0, 30), `${problems.length} problems:\n${problems.slice(0, 30).join('\n')}`).toEqual([]);
  });

  it('carry one absolute canonical link to themselves, og:url and og:locale, and <html lang>', () => {
    const problems = entries.flatMap((e) => {
      const file = `${e.locale}/${e.id}/index.html`;
      if (!existsSync(join(DIST, file))) return [];
      const head = readHead(file);
      const self = abs(entryPath(BASE, e.locale, e.id));
      const p: string[] = [];
      if (canonicals(head).join() !== self) p.push(`canonical ${canonicals(head).join(', ') || 'missing'}, expected ${self}`);
      if (one(head, 'og:url') !== ogUrl(entryPath(BASE, e.locale, e.id))) p.push(`og:url ${one(head, 'og:url')}`);
      if (!one(head, 'og:locale').startsWith(`${e.locale}_`)) p.push(`og:locale ${one(head, 'og:locale')}`);
      if (head.lang !== e.locale) p.push(`<html lang="${head.lang}">`);
      return p.map((x) => `${file}: ${x}`);
    });
    expect(problems.slice(0, 30), `${problems.length} problems:\n${problems.slice(0, 30).join('\n')}`).toEqual([]);
  });

  it('carry hreflang alternates to the same topic in every locale that has it (itself included)', () => {
    const problems = entries.flatMap((e) => {
      const file = `${e.locale}/${e.id}/index.html`;
      const locales = glossary.localesOf(e.id);
      if (!existsSync(join(DIST, file)) || locales.length < 2) return [];
      const expected = locales.map((l) => `${l} ${abs(entryPath(BASE, l, e.id))}`).sort();
      const actual = readHead(file)
        .links.filter((l) => l.rel === 'alternate' && l.hreflang && l.hreflang !== 'x-default')
        .map((l) => `${l.hreflang} ${l.href}`)
        .sort();
      return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [`${file}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`];
    });
    expect(problems.slice(0, 30), `${problems.length} problems:\n${problems.slice(0, 30).join('\n')}`).toEqual([]);
  });
});

describe('rule-number pages (/ru/49/, /ru/49.4/)', () => {
  it('carry Open Graph and Twitter meta with the sub-rule number, the entry title and the sub-rule text', () => {
    // A topic without a number has no rule-number pages (and no sub-rules).
    const problems = entries.filter((e) => e.number !== null).flatMap((e) => [
      ...previewProblems(readHeadOrEmpty(`${e.locale}/${e.number}/index.html`), `${e.number} ${e.title}`, entryText(e)).map((p) => `${e.locale}/${e.number}/: ${p}`),
      ...e.subRules.flatMap((s) =>
        previewProblems(readHeadOrEmpty(`${e.locale}/${s.number}/index.html`), `${s.number} ${e.title}`, s.text).map((p) => `${e.locale}/${s.number}/: ${p}`),
      ),
    ]);
    expect(problems.slice(0, 30), `${problems.length} problems:\n${problems.slice(0, 30).join('\n')}`).toEqual([]);
  });

  it('carry the entry and the sub-rule\'s anchor as canonical and their own short URL as og:url', () => {
    const problems = entries.filter((e) => e.number !== null).flatMap((e) =>
      [String(e.number), ...e.subRules.map((s) => s.number)].flatMap((number) => {
        const head = readHeadOrEmpty(`${e.locale}/${number}/index.html`);
        const p: string[] = [];
        if (canonicals(head).join() !== abs(entryPath(BASE, e.locale, e.id, number.includes('.') ? number : undefined))) p.push(`canonical ${canonicals(head).join(', ') || 'missing'}`);
        if (one(head, 'og:url') !== ogUrl(numberPath(BASE, e.locale, number))) p.push(`og:url ${one(head, 'og:url')}`);
        return p.map((x) => `${e.locale}/${number}/: ${x}`);
      }),
    );
    expect(problems.slice(0, 30), `${problems.length} problems:\n${problems.slice(0, 30).join('\n')}`).toEqual([]);
  });
});

function readHeadOrEmpty(file: string): Head {
  return existsSync(join(DIST, file)) ? readHead(file) : { lang: null, title: '', meta: new Map(), links: [] };
}

describe.skipIf(SITE)('with no SITE_URL (npm test builds so)', () => {
  it('no page, feed or script of dist/ names a host the site is not served at', () => {
    const named = siteFiles(DIST)
      // pagefind.js is Pagefind's own code, which parses relative URLs against https://example.com.
      .filter((f) => /\.(html|xml|txt|json|webmanifest|js)$/.test(f) && !f.startsWith('pagefind/'))
      .filter((f) => /example\.(org|com)|https?:\/\/(localhost|127\.0\.0\.1)/.test(readFileSync(join(DIST, f), 'utf8')));
    expect(named).toEqual([]);
  });

  it('heads carry no absolute URL of the site: canonical, hreflang and og:url', () => {
    const problems = siteFiles(DIST)
      .filter((f) => f.endsWith('.html'))
      .flatMap((f) => {
        const head = readHead(f);
        const links = head.links.filter((l) => ['canonical', 'alternate'].includes(l.rel) && /^https?:/.test(l.href)).map((l) => `${l.rel} ${l.href}`);
        return [...links, ...(head.meta.get('og:url') ?? []).map((u) => `og:url ${u}`)].map((x) => `${f}: ${x}`);
      });
    expect(problems.slice(0, 30), `${problems.length} problems:\n${problems.slice(0, 30).join('\n')}`).toEqual([]);
  });

  it('writes no sitemap.xml (its URLs must be absolute), and robots.txt names none', () => {
    expect(existsSync(join(DIST, 'sitemap.xml'))).toBe(false);
    expect(readFileSync(join(DIST, 'robots.txt'), 'utf8')).not.toMatch(/sitemap/i);
  });
});

describe.runIf(SITE)('sitemap.xml and robots.txt', () => {
  let browser: Browser;
  let locs: string[] = [];
  beforeAll(async () => {
    const file = join(DIST, 'sitemap.xml');
    if (!existsSync(file)) return;
    browser = await openBrowser();
    const page = await browser.newPage();
    // Chromium's DOMParser: a real XML parser, so a malformed sitemap fails here.
    locs = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      if (doc.querySelector('parsererror')) throw new Error(`sitemap.xml does not parse: ${doc.querySelector('parsererror')!.textContent}`);
      if (doc.documentElement.localName !== 'urlset') throw new Error(`root element <${doc.documentElement.localName}>`);
      return [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')].map((l) => l.textContent!.trim());
    }, readFileSync(file, 'utf8'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sitemap.xml lists every entry page, with absolute URLs', () => {
    expect(existsSync(join(DIST, 'sitemap.xml')), 'dist/sitemap.xml').toBe(true);
    const missing = entries.map((e) => abs(entryPath(BASE, e.locale, e.id))).filter((url) => !locs.includes(url));
    expect(missing.slice(0, 30), `${missing.length} entry pages missing from the sitemap:\n${missing.slice(0, 30).join('\n')}`).toEqual([]);
  });

  it('every URL of the sitemap is absolute, on the site, unique, and an indexable page of dist/', () => {
    const root = abs(BASE);
    const problems: string[] = [];
    if (new Set(locs).size !== locs.length) problems.push('duplicate URLs');
    for (const loc of locs) {
      if (!loc.startsWith(root)) {
        problems.push(`${loc}: not under ${root}`);
        continue;
      }
      const rel = decodeURIComponent(loc.slice(root.length));
      const file = rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel;
      if (!existsSync(join(DIST, file))) problems.push(`${loc}: no dist/${file}`);
      else if (readHead(file).meta.get('robots')?.some((c) => /noindex/i.test(c))) problems.push(`${loc}: the page is noindex`);
    }
    expect(problems.slice(0, 30), `${problems.length} problems:\n${problems.slice(0, 30).join('\n')}`).toEqual([]);
  });

  it('robots.txt points to the sitemap by its absolute URL and blocks nothing', () => {
    const file = join(DIST, 'robots.txt');
    expect(existsSync(file), 'dist/robots.txt').toBe(true);
    const lines = readFileSync(file, 'utf8').split('\n').map((l) => l.trim());
    expect(lines).toContain(`Sitemap: ${abs(`${BASE.replace(/\/?$/, '/')}sitemap.xml`)}`);
    expect(lines.filter((l) => /^disallow:\s*\/\s*$/i.test(l))).toEqual([]);
  });
});
