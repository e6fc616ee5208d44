import { describe, expect, it } from 'vitest';
import { layoutGraph, withSharedLayouts, type Position } from '../../../src/lib/graph/layout.ts';
import type { EgoGraph } from '../../../src/lib/graph/ego.ts';
import { egoSvg } from '../../../src/lib/graph/svg.ts';

const nodes = ['a', 'b', 'c', 'd'].map((id) => ({ id, r: 6, halfWidth: 12 }));
const edges = [
  { source: 'a', target: 'b' },
  { source: 'b', target: 'c' },
  { source: 'c', target: 'a' },
];

describe('withSharedLayouts', () => {
  it('keeps each layout made meanwhile, by its inputs, and gives the same positions as without it', () => {
    const alone = layoutGraph(nodes, edges, { seed: 7 });
    const layouts = new Map<string, Position[]>();
    withSharedLayouts(() => {
      expect(layoutGraph(nodes, edges, { seed: 7 })).toEqual(alone);
      expect(layouts.size).toBe(1);
      // Other inputs are another layout.
      layoutGraph(nodes, edges, { seed: 8 });
      layoutGraph(nodes.slice(0, 3), edges, { seed: 7 });
    }, layouts);
    expect(layouts.size).toBe(3);
  });

  it('answers from the map without laying out again, with a copy the caller may change', () => {
    const layouts = new Map<string, Position[]>();
    withSharedLayouts(() => layoutGraph(nodes, edges, { seed: 7 }), layouts);
    const [key] = [...layouts.keys()];
    const kept: Position[] = nodes.map((n, i) => ({ id: n.id, x: i, y: -i }));
    const got = withSharedLayouts(() => layoutGraph(nodes, edges, { seed: 7 }), new Map([[key, kept]]));
    expect(got).toEqual(kept);
    got[0].x = 99;
    expect(kept[0].x).toBe(0);
  });
});

describe('withSharedLayouts: the same topics and links in two languages', () => {
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
    const layouts = new Map<string, Position[]>();
    withSharedLayouts(() => {
      egoSvg(en, { base: '/', names });
      egoSvg(ko, { base: '/', names });
      expect(layouts.size).toBe(1);
      // Without the other language's names each makes room for its own labels only: Korean's are narrower here than
      // English's, so its graph is another layout (English's own are the widest: the same one).
      egoSvg(en, { base: '/' });
      expect(layouts.size).toBe(1);
      egoSvg(ko, { base: '/' });
    }, layouts);
    expect(layouts.size).toBe(2);
  });
});
