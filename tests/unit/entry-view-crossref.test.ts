/** Cross-references wired into the entry page model: cross-linked text, the previews it needs, and its graph. */
import { describe, expect, it } from 'vitest';
import { entryView } from '../../src/lib/views/entry-view.ts';
import { entryGraphView } from '../../src/lib/views/graph-view.ts';
import { crossRefIndexFor, localeGraphFor } from '../../src/lib/views/locale-models.ts';
import { realGlossary } from './support.ts';

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
    expect(rule.html).toContain('<a href="/ko/capacity/" data-ref="capacity">수송값</a>');
    // The plain text (quotes, search) is untouched.
    expect(rule.text).toBe(glossary.get('ko', 'movement')!.subRules.find((s) => s.number === '48.5')!.text);
  });

  it('ru note 9 links 49.3 as an anchor on the page, with a base path too', () => {
    const view = entryView(glossary, glossary.get('ru', 'component-limitations')!, '/lrr/', SITE);
    expect(view.notes.find((n) => n.number === 9)!.html).toContain('<a href="#49.3" data-ref="component-limitations#49.3">49.3</a>');
  });

  it('carries exactly the previews of the references on the page', () => {
    const view = entryView(glossary, glossary.get('ko', 'movement')!, '/', SITE);
    const html = [view.introHtml, ...view.subRules.map((s) => s.html), ...view.notes.map((n) => n.html)].join('');
    const refs = new Set([...html.matchAll(/data-ref="([^"]+)"/g)].map((m) => m[1]));
    expect(new Set(Object.keys(view.previews))).toEqual(refs);
    expect(view.previews.capacity.title).toBe('수송값 (특성)');
  });

  it('gives the graph: its SVG file beside the page, and the same topics as lists', () => {
    const graph = entryGraphView(glossary, glossary.get('ko', 'capacity')!, '/');
    expect(graph.svgHref).toBe('/ko/capacity/graph.svg');
    expect(graph.localeHref).toBe('/ko/graph/');
    expect(graph.linked).toContainEqual({ id: 'movement', label: '이동', href: '/ko/movement/', missing: false });
    // Korean lacks Transport: the node keeps its Korean name and leads to the Korean fallback page.
    expect(graph.linked.find((n) => n.id === 'transport')).toMatchObject({ label: '수송', href: '/ko/transport/', missing: true });
    expect(graph.further.length).toBeGreaterThan(0);
    expect(graph.linked.map((n) => n.id)).not.toContain('capacity');
  });
});
