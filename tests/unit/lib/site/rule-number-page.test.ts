/** A rule-number page is its entry's page with the number's head (src/lib/site/rule-number-page.ts). */
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { selectAll, select } from 'hast-util-select';
import { describe, expect, it } from 'vitest';
import { numberPages, RULE_ADDRESS_SCRIPT } from '../../../../src/lib/site/rule-number-page.ts';
import { ruleNumberPages } from '../../../../src/lib/site/redirects.ts';
import { realGlossary } from '../../support.ts';

const BODY = '<body><main><h1>Ограничение</h1><ol><li><h2 id="49.4">49.4</h2><p>Text</p></li></ol></main><script type="module" src="/_astro/page.js"></script></body></html>';
const ENTRY =
  '<!DOCTYPE html><html lang="ru"> <head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"> <title>49 Ограничение · TI4</title> ' +
  '<link rel="icon" href="/icon.svg"><script>theme()</script><meta name="description" content="Entry summary"><link rel="canonical" href="/ru/component-limitations/">' +
  '<link rel="alternate" hreflang="en" href="/en/component-limitations/"><meta property="og:type" content="article"><meta property="og:title" content="49 Ограничение">' +
  '<meta property="og:description" content="Entry summary"><meta property="og:locale" content="ru_RU"><meta name="twitter:card" content="summary"><script>own()</script>' +
  '<link rel="stylesheet" href="/_astro/reading.css"></head> ' +
  BODY;
const HEAD = { title: '49.4 Ограничение', description: 'Sub-rule "text" <b>', canonical: '/ru/component-limitations/#49.4', shortUrl: 'https://rules.example/ru/49.4/' };

const head = (html: string) => select('head', fromHtml(html)) as Element;
const all = (html: string, selector: string) => selectAll(selector, head(html)) as Element[];

describe('numberPages', () => {
  it('keeps the entry page but for its head\'s own meta, which say the number\'s (escaped), with the canonical link to the entry and anchor', () => {
    const make = numberPages(ENTRY, 'ru/component-limitations/index.html', 'TI4', { policy: () => "script-src 'self'" });
    const page = make(HEAD);
    // The entry's body, with the one script right after the sub-rule's heading: it runs when the heading is parsed.
    expect(page.endsWith(BODY.replace('49.4</h2>', `49.4</h2><script>${RULE_ADDRESS_SCRIPT}</script>`))).toBe(true);
    expect(all(page, 'title').map((t) => (t.children[0] as { value: string }).value)).toEqual(['49.4 Ограничение']);
    expect(all(page, 'link[rel=canonical]').map((l) => l.properties.href)).toEqual(['/ru/component-limitations/#49.4']);
    expect(all(page, 'link[rel=alternate]')).toEqual([]);
    expect(all(page, 'meta[name=robots]').map((m) => m.properties.content)).toEqual(['noindex']);
    expect(all(page, 'meta[name=description]').map((m) => m.properties.content)).toEqual(['Sub-rule "text" <b>']);
    expect(all(page, 'meta[property="og:description"]').map((m) => m.properties.content)).toEqual(['Sub-rule "text" <b>']);
    expect(all(page, 'meta[property="og:title"]').map((m) => m.properties.content)).toEqual(['49.4 Ограничение']);
    expect(all(page, 'meta[property="og:url"]').map((m) => m.properties.content)).toEqual(['https://rules.example/ru/49.4/']);
    expect(all(page, 'meta[property="og:locale"]').map((m) => m.properties.content)).toEqual(['ru_RU']);
    expect(all(page, 'meta[name="twitter:card"]')).toHaveLength(1);
    // The head keeps the entry page's scripts only.
    expect(all(page, 'script:not([src])').map((s) => (s.children[0] as { value: string }).value)).toEqual(['theme()', 'own()']);
    // No paint before the sub-rule is parsed; a topic's number (no anchor) waits for nothing.
    expect(all(page, 'link[rel=expect]').map((l) => [l.properties.href, l.properties.blocking])).toEqual([['#49.4', ['render']]]);
    // A topic's number, and an anchor the page lacks: the script in the head, after the canonical link it reads.
    for (const canonical of ['/ru/component-limitations/', '/ru/component-limitations/#49.9']) {
      const other = make({ ...HEAD, canonical });
      expect(other.endsWith(BODY), canonical).toBe(true);
      expect(all(other, 'script:not([src])').map((s) => (s.children[0] as { value: string }).value), canonical).toEqual([RULE_ADDRESS_SCRIPT, 'theme()', 'own()']);
      expect(other.indexOf('rel="canonical"'), canonical).toBeLessThan(other.indexOf(RULE_ADDRESS_SCRIPT));
    }
    expect(all(make({ ...HEAD, canonical: '/ru/component-limitations/' }), 'link[rel=expect]')).toEqual([]);
    // An anchor written percent-encoded finds its element as the browser would.
    const encoded = numberPages(ENTRY.replace('id="49.4"', 'id="ä 1"'), 'x.html', 'TI4', { policy: () => '' })({ ...HEAD, canonical: '/ru/x/#%C3%A4%201' });
    expect(encoded).toContain(`</h2><script>${RULE_ADDRESS_SCRIPT}</script><p>Text`);
  });

  it('carries a stylesheet inline, and a policy made once for the entry that allows it', () => {
    const asked: string[] = [];
    const make = numberPages(ENTRY, 'entry.html', 'TI4', {
      stylesheet: (href) => (href === '/_astro/reading.css' ? 'h2{color:red}' : undefined),
      policy: (page) => (asked.push(page), "style-src 'self' 'sha256-x'"),
    });
    const page = make(HEAD);
    make({ ...HEAD, title: '49.5 Ограничение' });
    expect(asked).toHaveLength(1);
    expect(asked[0]).not.toContain('Content-Security-Policy');
    expect(asked[0]).toContain('<style>h2{color:red}</style>');
    expect(all(page, 'link[rel=stylesheet]')).toEqual([]);
    expect(all(page, 'style')).toHaveLength(1);
    expect(all(page, 'meta[http-equiv="Content-Security-Policy"]').map((m) => m.properties.content)).toEqual(["style-src 'self' 'sha256-x'"]);
    // The policy stays first after <meta charset>.
    expect(page.indexOf('Content-Security-Policy')).toBeLessThan(page.indexOf('<title>'));
  });

  it('refuses an entry page without a title or canonical link, and a stylesheet that would end its element', () => {
    expect(() => numberPages(ENTRY.replace(/<link rel="canonical"[^>]*>/, ''), 'x/index.html', 'TI4', { policy: () => '' })).toThrow(/^x\/index\.html: .*canonical/);
    expect(() => numberPages(ENTRY, 'p.html', 'TI4')).toThrow(/^p\.html: .*policy/);
    expect(() => numberPages('<html><body></body></html>', 'y.html', 'TI4')).toThrow(/^y\.html: no <\/head>/);
    expect(() => numberPages(ENTRY, 'z.html', 'TI4', { policy: () => '', stylesheet: () => 'a{}</style><script>x()</script>' })).toThrow(/^z\.html: .*<\/style/);
  });
});

describe('ruleNumberPages', () => {
  it('lists, per entry page, its number and every sub-rule number, canonical to the entry and anchor', () => {
    const of = ruleNumberPages(realGlossary(), '/ti4/', 'https://rules.example').find((o) => o.entryFile === 'ru/component-limitations/index.html')!;
    expect(of.pages.map((p) => p.file)).toEqual(['ru/49/index.html', 'ru/49.1/index.html', 'ru/49.2/index.html', 'ru/49.3/index.html', 'ru/49.4/index.html', 'ru/49.5/index.html']);
    const sub = of.pages.find((p) => p.file === 'ru/49.4/index.html')!.head;
    expect(sub.canonical).toBe('https://rules.example/ti4/ru/component-limitations/#49.4');
    expect(sub.shortUrl).toBe('https://rules.example/ti4/ru/49.4/');
    expect(sub.title).toBe('49.4 Ограничение на компоненты');
    expect(of.pages[0].head.canonical).toBe('https://rules.example/ti4/ru/component-limitations/');
  });
});
