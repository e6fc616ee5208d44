import { describe, expect, it } from 'vitest';
import type { EgoGraph } from '../../../../src/lib/graph/ego.ts';
import { egoSvg } from '../../../../src/lib/graph/svg.ts';

describe('the same topics and links in two languages', () => {
  const node = (id: string, label: string, ring: 0 | 1 | 2) => ({ id, label, labelLang: null, missing: false, linkLocale: null, degree: 1, ring, faded: ring === 2 });
  const links = [{ source: 'a', target: 'b', kind: 'related' as const, faded: false }];
  const en: EgoGraph = { locale: 'en', center: 'a', nodes: [node('a', 'Abilities', 0), node('b', 'Space Combat', 1)], edges: links };
  const ko: EgoGraph = { locale: 'ko', center: 'a', nodes: [node('a', '능력', 0), node('b', '우주 전투', 1)], edges: links };
  const names = (id: string) => (id === 'a' ? ['Abilities', '능력'] : ['Space Combat', '우주 전투']);
  const positions = (svg: string) => [...svg.matchAll(/<circle cx="(-?\d+)" cy="(-?\d+)"/g)].map((m) => m.slice(1).join(','));

  it('are laid out in the same places, given every language\'s names', () => {
    const [enSvg, koSvg] = [egoSvg(en, { base: '/', names }), egoSvg(ko, { base: '/', names })];
    expect(positions(enSvg)).toHaveLength(2);
    expect(positions(koSvg)).toEqual(positions(enSvg));
    expect(koSvg).toContain('우주 전투');
  });
});
