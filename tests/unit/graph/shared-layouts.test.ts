import { afterEach, describe, expect, it } from 'vitest';
import { layoutGraph, shareLayouts, withSharedLayouts, type Position } from '../../../src/lib/graph/layout.ts';
import type { EgoGraph } from '../../../src/lib/graph/ego.ts';
import { egoSvg } from '../../../src/lib/graph/svg.ts';
import { Glossary } from '../../../src/lib/glossary.ts';
import { LOCALES } from '../../../src/lib/locale.ts';
import { localeGraphSvg } from '../../../src/lib/views/graph-view.ts';
import { localeGraphLayouts } from '../../../src/node/entry-graphs.ts';
import { realGlossary } from '../support.ts';

const nodes = ['a', 'b', 'c', 'd'].map((id) => ({ id, r: 6, halfWidth: 12 }));
const edges = [
  { source: 'a', target: 'b' },
  { source: 'b', target: 'c' },
  { source: 'c', target: 'a' },
];

describe('shareLayouts', () => {
  afterEach(() => shareLayouts(undefined));

  it('keeps each layout made while a map is shared, by its inputs, and gives the same positions as without one', () => {
    const alone = layoutGraph(nodes, edges, { seed: 7 });
    const layouts = shareLayouts(new Map())!;
    expect(layoutGraph(nodes, edges, { seed: 7 })).toEqual(alone);
    expect(layouts.size).toBe(1);
    // Other inputs are another layout.
    layoutGraph(nodes, edges, { seed: 8 });
    layoutGraph(nodes.slice(0, 3), edges, { seed: 7 });
    expect(layouts.size).toBe(3);
  });

  it('answers from the shared map (a layout another thread made) without laying out again', () => {
    const mine = shareLayouts(new Map())!;
    layoutGraph(nodes, edges, { seed: 7 });
    const [key] = [...mine.keys()];
    const sent: Position[] = nodes.map((n, i) => ({ id: n.id, x: i, y: -i }));
    shareLayouts(new Map([[key, sent]]));
    const got = layoutGraph(nodes, edges, { seed: 7 });
    expect(got).toEqual(sent);
    // A copy: the caller may not change the shared layout.
    got[0].x = 99;
    expect(layoutGraph(nodes, edges, { seed: 7 })[0].x).toBe(0);
  });
});

describe('localeGraphLayouts (what the entry-graph worker sends)', () => {
  afterEach(() => shareLayouts(undefined));

  it('holds the layout of every /{lang}/graph.svg: the main thread draws them from it, without laying out again', () => {
    const glossary = realGlossary();
    const sent = localeGraphLayouts(glossary, '/');
    expect(sent.size).toBe(LOCALES.length);
    // Another glossary object of the same content: nothing cached on it, as in the main thread.
    const main = new Glossary(glossary.all(), glossary.topics);
    const shared = shareLayouts(new Map(sent))!;
    const drawn = LOCALES.map((locale) => localeGraphSvg(main, locale, '/'));
    expect(shared.size).toBe(LOCALES.length);
    shareLayouts(undefined);
    expect(LOCALES.map((locale) => localeGraphSvg(main, locale, '/'))).toEqual(drawn);
  });
});

describe('withSharedLayouts: the same topics and links in two languages', () => {
  afterEach(() => shareLayouts(undefined));
  const node = (id: string, label: string, ring: 0 | 1 | 2) => ({ id, label, labelLang: null, missing: false, linkLocale: null, degree: 1, ring, faded: ring === 2 });
  const links = [{ source: 'a', target: 'b', kind: 'related' as const, faded: false }];
  const en: EgoGraph = { locale: 'en', center: 'a', nodes: [node('a', 'Abilities', 0), node('b', 'Space Combat', 1)], edges: links };
  const ko: EgoGraph = { locale: 'ko', center: 'a', nodes: [node('a', '능력', 0), node('b', '우주 전투', 1)], edges: links };
  const names = (id: string) => (id === 'a' ? ['Abilities', '능력'] : ['Space Combat', '우주 전투']);
  const positions = (svg: string) => [...svg.matchAll(/<circle cx="(-?\d+)" cy="(-?\d+)"/g)].map((m) => m.slice(1).join(','));

  it('lays them out once, in the same places, given every language\'s names', () => {
    const [enSvg, koSvg] = withSharedLayouts(() => [egoSvg(en, { base: '/', names }), egoSvg(ko, { base: '/', names })]);
    expect(positions(enSvg)).toHaveLength(2);
    expect(positions(koSvg)).toEqual(positions(enSvg));
    expect(koSvg).toContain('우주 전투');
  });

  it('counts one layout for both', () => {
    const layouts = shareLayouts(new Map())!;
    withSharedLayouts(() => [egoSvg(en, { base: '/', names }), egoSvg(ko, { base: '/', names })]);
    expect(layouts.size).toBe(1);
    // Without the other language's names each makes room for its own labels only: Korean's are narrower here than
    // English's, so its graph is another layout (English's own are the widest: the same one).
    egoSvg(en, { base: '/' });
    expect(layouts.size).toBe(1);
    egoSvg(ko, { base: '/' });
    expect(layouts.size).toBe(2);
  });
});
