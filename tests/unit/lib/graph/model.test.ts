import { describe, expect, it } from 'vitest';
import { egoGraph } from '../../../../src/lib/graph/ego.ts';
import { buildLocaleGraph, localeEdges } from '../../../../src/lib/graph/model.ts';
import { inlineGlossary } from '../../inline-glossary.ts';
import { listing, realGlossary } from '../../support.ts';

const glossary = realGlossary();
const ko = buildLocaleGraph(glossary, 'ko');
const node = (id: string) => ko.nodes.find((n) => n.id === id);

describe('locale graph', () => {
  it('has a node for every entry of the locale, every topic present anywhere and every referenced topic', () => {
    for (const e of glossary.entries('ko')) expect(node(e.id)?.missing).toBe(false);
    expect(node('component-limitations')).toMatchObject({ missing: true, label: 'Component Limitations', labelLang: 'en', linkLocale: 'ko' });
    expect(node('transport')).toMatchObject({ missing: true, label: '수송', labelLang: 'ko', linkLocale: 'ko' });
  });

  it('labels are in the locale', () => {
    expect(node('movement')?.label).toBe('이동');
    expect(node('capacity')?.label).toBe('수송값 (특성)');
    expect(buildLocaleGraph(glossary, 'ru').nodes.find((n) => n.id === 'units')?.label).toBe('Отряды');
  });

  it('edges: related topics, and in-text references as mentions, one per direction', () => {
    expect(ko.edges).toContainEqual({ source: 'capacity', target: 'movement', kind: 'related' });
    expect(ko.edges).toContainEqual({ source: 'movement', target: 'capacity', kind: 'related' });
    expect(ko.edges).toContainEqual({ source: 'custodians-token', target: 'units', kind: 'mention' });
    const keys = ko.edges.map((e) => `${e.source}>${e.target}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(ko.edges.every((e) => e.source !== e.target)).toBe(true);
  });

  it('degree counts distinct neighbours in either direction', () => {
    const neighbours = new Set(ko.edges.flatMap((e) => (e.source === 'capacity' ? [e.target] : e.target === 'capacity' ? [e.source] : [])));
    expect(node('capacity')?.degree).toBe(neighbours.size);
  });

  it('the Russian rule-number reference is not an edge to itself', () => {
    const ru = buildLocaleGraph(glossary, 'ru');
    expect(ru.edges.filter((e) => e.source === 'component-limitations').map((e) => e.target).sort()).toEqual(
      ['fighter-tokens', 'infantry-tokens', 'producing-units', 'units'],
    );
  });

  it('a related topic wins over a mention of the same target', () => {
    const fixture = inlineGlossary('number\tid\ttitle_en\n1\ta-one\tOne\n2\tb-two\tTwo\n', [
      { locale: 'en', text: '---\nid: a-one\ntitle: One\nnumber: 1\n---\n\n1.1 See Two and 2.1.\n\n## Related Topics\n\n- [Two](b-two)\n' },
      { locale: 'en', text: '---\nid: b-two\ntitle: Two\nnumber: 2\n---\n\n2.1 See One.\n' },
    ]);
    expect(localeEdges(fixture, 'en')).toEqual([
      { source: 'a-one', target: 'b-two', kind: 'related' },
      { source: 'b-two', target: 'a-one', kind: 'mention' },
    ]);
  });
});

describe('ego graph', () => {
  const capacity = egoGraph(ko, 'capacity');

  it('the capacity (ko 32) graph links movement (이동) directly', () => {
    expect(capacity.nodes.find((n) => n.id === 'movement')).toMatchObject({ ring: 1, faded: false, label: '이동' });
    expect(capacity.edges).toContainEqual(expect.objectContaining({ source: 'capacity', target: 'movement', faded: false }));
  });

  it('holds the related topics and the backlinks in ring 1', () => {
    const ring1 = capacity.nodes.filter((n) => n.ring === 1).map((n) => n.id);
    for (const rel of glossary.get('ko', 'capacity')!.related) expect(ring1).toContain(rel.id);
    for (const back of listing(glossary, 'ko', 'capacity')) expect(ring1).toContain(back.id);
  });

  it('starts with the centre; ring 2 is faded and its edges too', () => {
    expect(capacity.nodes[0]).toMatchObject({ id: 'capacity', ring: 0, faded: false });
    const ring2 = capacity.nodes.filter((n) => n.ring === 2);
    expect(ring2.length).toBeGreaterThan(0);
    expect(ring2.every((n) => n.faded)).toBe(true);
    const faded = new Set(ring2.map((n) => n.id));
    for (const e of capacity.edges) expect(e.faded).toBe(faded.has(e.source) || faded.has(e.target));
    expect(capacity.edges.some((e) => faded.has(e.source) && faded.has(e.target))).toBe(false);
  });

  it('caps ring 2 at 16', () => {
    expect(egoGraph(ko, 'units').nodes.filter((n) => n.ring === 2)).toHaveLength(16);
  });

  it('refuses an unknown topic', () => {
    expect(() => egoGraph(ko, 'no-such-topic')).toThrow(/no topic "no-such-topic" in the ko graph/);
  });
});
