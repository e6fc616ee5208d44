import { describe, expect, it } from 'vitest';
import { egoGraph } from '../../../../src/lib/graph/ego.ts';
import { escapeXml } from '../../../../src/lib/site/escape.ts';
import { layoutGraph } from '../../../../src/lib/graph/layout.ts';
import { buildLocaleGraph, type Graph } from '../../../../src/lib/graph/model.ts';
import { seededRandom } from '../../../../tools/seeded-random.ts';
import { egoSvg, localeSvg } from '../../../../src/lib/graph/svg.ts';
import { realGlossary } from '../../support.ts';

const glossary = realGlossary();

describe('seededRandom', () => {
  it('repeats for a seed and differs between seeds, within [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const xs = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 100 }, () => c())).not.toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('layout', () => {
  const nodes = ['a', 'b', 'c', 'd'].map((id) => ({ id, r: 8, halfWidth: 20 }));
  const edges = [
    { source: 'a', target: 'b' },
    { source: 'b', target: 'a' },
    { source: 'b', target: 'c' },
  ];

  it('is deterministic and rounded', () => {
    const first = layoutGraph(nodes, edges, {});
    expect(layoutGraph(nodes, edges, {})).toEqual(first);
    for (const p of first) expect(Number.isInteger(p.x) && Number.isInteger(p.y)).toBe(true);
  });

  it('pins a node at the origin', () => {
    const [a] = layoutGraph([{ ...nodes[0], pinned: true }, ...nodes.slice(1)], edges, {});
    expect(a).toEqual({ id: 'a', x: 0, y: 0 });
  });

  it('keeps nodes apart', () => {
    const points = layoutGraph(nodes, edges, {});
    for (const p of points) for (const q of points) if (p !== q) expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThan(20);
  });
});

describe('SVG', () => {
  const ko = buildLocaleGraph(glossary, 'ko');

  it('two runs give byte-identical SVG, for an ego graph and for the whole locale', () => {
    expect(egoSvg(egoGraph(buildLocaleGraph(glossary, 'ko'), 'capacity'), { base: '/' })).toBe(egoSvg(egoGraph(ko, 'capacity'), { base: '/' }));
    expect(localeSvg(buildLocaleGraph(glossary, 'ko'), { base: '/' })).toBe(localeSvg(ko, { base: '/' }));
  });

  const svg = egoSvg(egoGraph(ko, 'capacity'), { base: '/lrr/' });

  it('nodes are root-relative links under the base path, labelled in the locale', () => {
    expect(svg).toContain('<a href="/lrr/ko/movement/" class="graph-node">');
    expect(svg).toMatch(/<text [^>]*>이동<\/text>/);
    expect(svg).toMatch(/<a href="\/lrr\/ko\/capacity\/" class="graph-node graph-node--center" aria-current="page">/);
  });

  it('draws missing topics dashed, linked to their fallback page in the locale', () => {
    expect(svg).toMatch(/<a href="\/lrr\/ko\/transport\/" class="graph-node graph-node--missing"[^>]*>.*?<title>수송 \(번역 없음\)<\/title>.*?stroke-dasharray="3 3"/s);
  });

  it('fades ring 2 (nodes and edges)', () => {
    expect(svg).toMatch(/class="graph-node graph-node--faded" opacity="0.45"/);
    expect(svg).toMatch(/class="graph-edge graph-edge--faded"[^>]*stroke-opacity="0.15"/);
  });

  it('has a title and a description referenced from the root, and hides the edges', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" class="graph graph--ego" viewBox="-?\d+ -?\d+ \d+ \d+"/);
    expect(svg).toContain('role="group" aria-labelledby="graph-capacity-title" aria-describedby="graph-capacity-desc"');
    expect(svg).toContain('<title id="graph-capacity-title">‘수송값 (특성)’ 연관 주제</title>');
    expect(svg).toMatch(/<desc id="graph-capacity-desc">‘수송값 \(특성\)’와\(과\) 연결된 주제: [^<]*이동/);
    expect(svg).toContain('<g class="graph-edges" stroke="currentColor" stroke-opacity="0.4" aria-hidden="true">');
  });

  it('uses currentColor only, no fixed colours', () => {
    expect(svg).not.toMatch(/#[0-9a-f]{3,6}\b|rgb\(/i);
    expect(svg).toContain('fill="currentColor"');
  });

  it('the viewBox holds every node', () => {
    const [x, y, w, h] = /viewBox="([^"]+)"/.exec(svg)![1].split(' ').map(Number);
    for (const m of svg.matchAll(/<circle cx="(-?\d+)" cy="(-?\d+)" r="(\d+)"/g)) {
      const [cx, cy, r] = [Number(m[1]), Number(m[2]), Number(m[3])];
      expect(cx - r >= x && cx + r <= x + w && cy - r >= y && cy + r <= y + h).toBe(true);
    }
  });

  it('a missing topic present in another locale links to the locale\'s fallback page, with an English label', () => {
    const locale = localeSvg(ko, { base: '/' });
    expect(locale).toMatch(/<a href="\/ko\/component-limitations\/" class="graph-node graph-node--missing">/);
    expect(locale).toMatch(/<text [^>]*lang="en">Component Limitations<\/text>/);
  });

  it('sizes whole-locale nodes by degree', () => {
    const locale = localeSvg(ko, { base: '/' });
    const radius = (id: string) => Number(new RegExp(`href="/ko/${id}/"[^>]*>(?:<title>[^<]*</title>)?(?:<rect [^>]*/>)?<circle [^>]* r="(\\d+)"`).exec(locale)![1]);
    expect(ko.nodes.find((n) => n.id === 'units')!.degree).toBeGreaterThan(ko.nodes.find((n) => n.id === 'commodities')!.degree);
    expect(radius('units')).toBeGreaterThan(radius('commodities'));
  });

  it('gives every linked node a tappable area of at least 44 × 44 px around its circle and label, inside the picture', () => {
    const svg = localeSvg(ko, { base: '/' });
    const [vx, vy, vw, vh] = /viewBox="(-?\d+) (-?\d+) (\d+) (\d+)"/.exec(svg)!.slice(1).map(Number);
    const nodes = [...svg.matchAll(/<a [^>]*>(?:<title>[^<]*<\/title>)?<rect class="graph-hit" x="(-?\d+)" y="(-?\d+)" width="(\d+)" height="(\d+)"[^>]*\/><circle cx="(-?[\d.]+)" cy="(-?[\d.]+)"/g)];
    expect(nodes.length).toBe((svg.match(/<a /g) ?? []).length);
    for (const m of nodes) {
      const [x, y, w, h, cx, cy] = m.slice(1).map(Number);
      expect(w).toBeGreaterThanOrEqual(44);
      expect(h).toBeGreaterThanOrEqual(44);
      expect(cx > x && cx < x + w && cy > y && cy < y + h).toBe(true);
      expect(x >= vx && y >= vy && x + w <= vx + vw && y + h <= vy + vh).toBe(true);
    }
  });

  it('escapes labels', () => {
    const evil: Graph = {
      locale: 'en',
      nodes: [
        { id: 'a', label: '<script>alert("x")</script>', labelLang: 'en', missing: false, linkLocale: 'en', degree: 1 },
        { id: 'b', label: "Tom & Jerry's", labelLang: 'en', missing: false, linkLocale: 'en', degree: 1 },
      ],
      edges: [{ source: 'a', target: 'b', kind: 'related' }],
    };
    for (const out of [localeSvg(evil, { base: '/' }), egoSvg(egoGraph(evil, 'a'), { base: '/' })]) {
      expect(out).not.toContain('<script>');
      expect(out).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(out).toContain('Tom &amp; Jerry&#39;s');
    }
  });

  it('escapeXml drops control characters', () => {
    expect(escapeXml('a\u0000b\u001Fc\n')).toBe('abc\n');
  });
});
