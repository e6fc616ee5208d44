import { describe, expect, it } from 'vitest';
import { forceCollide, forceManyBody, type Force, type SimulationNodeDatum } from 'd3-force';
import { forceCollidePairwise, forceManyBodyPairwise } from '../../../src/lib/graph/pairwise-forces.ts';
import { seededRandom } from '../../../src/lib/graph/random.ts';

interface Node extends SimulationNodeDatum {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
}

/** `count` nodes at seeded places in a 400 × 400 square, with sizes 5 to 45 and the given velocities. */
function scatter(count: number, seed: number, velocity = 0): Node[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => ({
    index,
    x: random() * 400,
    y: random() * 400,
    vx: (random() - 0.5) * velocity,
    vy: (random() - 0.5) * velocity,
    size: 5 + random() * 40,
  }));
}

/** The velocities after one application of `force` to a copy of `nodes`. */
function applied(force: Force<Node, undefined>, nodes: Node[], alpha = 0.5): { vx: number; vy: number }[] {
  const copy = nodes.map((n) => ({ ...n }));
  force.initialize!(copy, seededRandom(1));
  force(alpha);
  return copy.map(({ vx, vy }) => ({ vx, vy }));
}

function expectClose(actual: { vx: number; vy: number }[], expected: { vx: number; vy: number }[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((v, i) => {
    expect(v.vx).toBeCloseTo(expected[i].vx, 9);
    expect(v.vy).toBeCloseTo(expected[i].vy, 9);
  });
}

describe('forceManyBodyPairwise', () => {
  it("gives d3's forceManyBody velocities when d3 does not approximate (theta 0)", () => {
    const nodes = scatter(40, 3);
    const d3 = applied(forceManyBody<Node>().strength(-260).theta(0), nodes);
    const pairwise = applied(forceManyBodyPairwise<Node>(-260), nodes);
    expectClose(pairwise, d3);
    // Not a force that does nothing: the nodes were pushed.
    expect(pairwise.some((v) => Math.abs(v.vx) > 0.1)).toBe(true);
  });

  it('caps the force of nodes closer than 1 as d3 does, and separates two at the same place', () => {
    const nodes: Node[] = [
      { index: 0, x: 10, y: 10, vx: 0, vy: 0, size: 1 },
      { index: 1, x: 10.5, y: 10, vx: 0, vy: 0, size: 1 },
      { index: 2, x: 50, y: 50, vx: 0, vy: 0, size: 1 },
      { index: 3, x: 50, y: 50, vx: 0, vy: 0, size: 1 },
    ];
    expectClose(applied(forceManyBodyPairwise<Node>(-30), nodes), applied(forceManyBody<Node>().strength(-30).theta(0), nodes));
    const [, , c, d] = applied(forceManyBodyPairwise<Node>(-30), nodes);
    expect(c.vx).not.toBe(d.vx);
  });
});

describe('forceCollidePairwise', () => {
  it("gives d3's forceCollide velocities, over one and two iterations, with velocities already set", () => {
    for (const [seed, iterations] of [
      [5, 1],
      [6, 2],
    ]) {
      const nodes = scatter(30, seed, 4);
      const d3 = applied(forceCollide<Node>((n) => n.size).iterations(iterations), nodes);
      const pairwise = applied(forceCollidePairwise<Node>((n) => n.size, iterations), nodes);
      expectClose(pairwise, d3);
      expect(pairwise.some((v, i) => v.vx !== nodes[i].vx)).toBe(true);
    }
  });

  it('moves nodes that do not overlap not at all', () => {
    const nodes = scatter(3, 1).map((n, i) => ({ ...n, x: i * 100, y: 0, vx: 0, vy: 0, size: 10 }));
    expect(applied(forceCollidePairwise<Node>((n) => n.size, 2), nodes)).toEqual(nodes.map(() => ({ vx: 0, vy: 0 })));
  });
});
