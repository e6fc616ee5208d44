/** Cross-references wired into the entry page model: cross-linked text, the previews it needs, and its graph. */
import { describe, expect, it } from 'vitest';
import { entryView } from '../../../../src/lib/views/entry-view.ts';
import { nodeHref } from '../../../../src/lib/graph/svg.ts';
import { entryEgoGraph, entryGraphView } from '../../../../src/lib/views/graph-view.ts';
import { crossRefIndexFor, localeGraphFor } from '../../../../src/lib/views/locale-models.ts';
import { refKeyOfHref } from '../../../../src/lib/crossref/ref-key.ts';
import { realGlossary } from '../../support.ts';

const glossary = realGlossary();
const SITE = 'https://example.org';

describe('per-locale models', () => {
  it('are built once per glossary and locale', () => {
    expect(crossRefIndexFor(glossary, 'ko')).toBe(crossRefIndexFor(glossary, 'ko'));
    expect(crossRefIndexFor(glossary, 'ru')).not.toBe(crossRefIndexFor(glossary, 'ko'));
    expect(crossRefIndexFor(glossary, 'ru').locale).toBe('ru');
    expect(localeGraphFor(glossary, 'ko')).toBe(localeGraphFor(glossary, 'ko'));
  });
});

describe('entryView', () => {
  it('renders the cross-linked text: ko 48.5 links 수송값 to the capacity entry', () => {
    const view = entryView(glossary, glossary.get('ko', 'movement')!, '/', SITE);
    const rule = view.subRules.find((s) => s.number === '48.5')!;
    expect(rule.html).toContain('<a href="/ko/capacity/" data-ref>수송값</a>');
    // The plain text (quotes, search) is untouched.
    expect(rule.text).toBe(glossary.get('ko', 'movement')!.subRules.find((s) => s.number === '48.5')!.text);
  });

  it('ru note 9 links 49.3 as an anchor on the page, with a base path too', () => {
    const view = entryView(glossary, glossary.get('ru', 'component-limitations')!, '/lrr/', SITE);
    const html = view.notes.find((n) => n.number === 9)!.html;
    expect(html).toContain('<a href="#49.3" data-ref>49.3</a>');
    expect(refKeyOfHref('#49.3', `${SITE}/lrr/ru/component-limitations/`)).toBe('component-limitations#49.3');
  });

  /** The keys of the page's references, as the browser reads them from their hrefs (ref-key.ts). */
  const pageRefKeys = (html: string, page: string) =>
    new Set([...html.matchAll(/<a href="([^"]*)" data-ref>/g)].map((m) => refKeyOfHref(m[1].replaceAll('&#x26;', '&'), page)));

  it('carries exactly the previews of the references on the page, keyed as their hrefs read', () => {
    const view = entryView(glossary, glossary.get('ko', 'movement')!, '/', SITE);
    const html = [view.introHtml, ...view.subRules.map((s) => s.html), ...view.notes.map((n) => n.html)].join('');
    expect(new Set(Object.keys(view.previews))).toEqual(pageRefKeys(html, `${SITE}/ko/movement/`));
    expect(view.previews.capacity.title).toBe('수송값 (특성)');
  });

  it('every reference of every page reads back as the key it was made with, under a base path too', () => {
    let count = 0;
    for (const base of ['/', '/lrr/']) {
      for (const locale of ['ru', 'en', 'ko'] as const) {
        for (const entry of glossary.entries(locale)) {
          const view = entryView(glossary, entry, base, SITE);
          const html = [view.introHtml, ...view.subRules.map((s) => s.html), ...view.notes.map((n) => n.html)].join('');
          const keys = pageRefKeys(html, `${SITE}${base}${locale}/${entry.id}/`);
          for (const key of keys) expect(Object.keys(view.previews), `${locale}/${entry.id}: ${key}`).toContain(key);
          expect(keys.size).toBe(Object.keys(view.previews).length);
          count += keys.size;
        }
      }
    }
    expect(count).toBeGreaterThan(1000);
  });

  it('gives the graph: its SVG file beside the page (the topics it links are in the file, not the page)', () => {
    expect(entryGraphView(glossary.get('ko', 'capacity')!, '/')).toEqual({ svgHref: '/ko/capacity/graph.svg', localeHref: '/ko/graph/' });
    const ego = entryEgoGraph(glossary, 'ko', 'capacity');
    const ring = (r: number) => ego.nodes.filter((n) => n.ring === r);
    const movement = ring(1).find((n) => n.id === 'movement')!;
    expect([movement.label, nodeHref('/', movement), movement.missing]).toEqual(['이동', '/ko/movement/', false]);
    // Korean lacks Transport: the node keeps its Korean name and leads to the Korean fallback page.
    const transport = ring(1).find((n) => n.id === 'transport')!;
    expect([transport.label, nodeHref('/', transport), transport.missing]).toEqual(['수송', '/ko/transport/', true]);
    expect(ring(2).length).toBeGreaterThan(0);
    expect(ring(1).map((n) => n.id)).not.toContain('capacity');
  });
});
