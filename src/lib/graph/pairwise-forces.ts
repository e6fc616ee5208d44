/**
 * d3-force's many-body and collision forces computed over every pair of nodes instead of through a quadtree.
 * Same formulas, same constants, same use of the random source as d3's forceManyBody and forceCollide; only
 * exact where d3 approximates (Barnes–Hut for the charge, quadtree pruning for collisions). Small graphs (an
 * entry's neighbourhood: 10 to 80 nodes) lay out several times faster this way: building a quadtree every tick
 * costs more there than visiting every pair. Plug them in with simulation.force(name, force).
 */
import type { Force, SimulationNodeDatum } from 'd3-force';

/** d3's jiggle: a tiny random offset that separates two nodes at the very same place. */
function jiggle(random: () => number): number {
  return (random() - 0.5) * 1e-6;
}

/** Nodes as the simulation gives them: it has set x, y, vx, vy and index on each before the first tick. */
type Placed = SimulationNodeDatum & { x: number; y: number; vx: number; vy: number };

/**
 * forceManyBody().strength(strength) with theta 0: every node pushes (negative strength) or pulls every other,
 * in proportion to alpha and inversely to their distance; distances under 1 count as their square root (d3's
 * distanceMin of 1), none is too far (d3's default distanceMax).
 */
export function forceManyBodyPairwise<N extends SimulationNodeDatum>(strength: number): Force<N, undefined> {
  let nodes: Placed[] = [];
  let random: () => number = Math.random;
  const force = (alpha: number) => {
    const n = nodes.length;
    const w = strength * alpha;
    for (let i = 0; i < n; i++) {
      const a = nodes[i];
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const b = nodes[j];
        let x = b.x - a.x;
        let y = b.y - a.y;
        let l = x * x + y * y;
        if (x === 0) (x = jiggle(random)), (l += x * x);
        if (y === 0) (y = jiggle(random)), (l += y * y);
        if (l < 1) l = Math.sqrt(l);
        a.vx += (x * w) / l;
        a.vy += (y * w) / l;
      }
    }
  };
  force.initialize = (all: N[], source: () => number) => {
    nodes = all as Placed[];
    random = source;
  };
  return force;
}

/**
 * forceCollide(radius).iterations(iterations) without the quadtree: each pair of nodes whose circles would
 * overlap after this tick's velocities is pushed apart, the smaller node moving more, each pair once per
 * iteration in index order.
 */
export function forceCollidePairwise<N extends SimulationNodeDatum>(radius: (node: N) => number, iterations = 1): Force<N, undefined> {
  let nodes: Placed[] = [];
  let radii: number[] = [];
  let random: () => number = Math.random;
  const force = () => {
    const n = nodes.length;
    for (let k = 0; k < iterations; k++) {
      for (let i = 0; i < n; i++) {
        const a = nodes[i];
        const ri = radii[i];
        const ri2 = ri * ri;
        const xi = a.x + a.vx;
        const yi = a.y + a.vy;
        for (let j = i + 1; j < n; j++) {
          const b = nodes[j];
          const rj = radii[j];
          const r = ri + rj;
          let x = xi - b.x - b.vx;
          let y = yi - b.y - b.vy;
          let l = x * x + y * y;
          if (l >= r * r) continue;
          if (x === 0) (x = jiggle(random)), (l += x * x);
          if (y === 0) (y = jiggle(random)), (l += y * y);
          l = Math.sqrt(l);
          l = (r - l) / l;
          x *= l;
          y *= l;
          // The share of the push each node takes: the other's area over both.
          const rj2 = rj * rj;
          const share = rj2 / (ri2 + rj2);
          a.vx += x * share;
          a.vy += y * share;
          b.vx -= x * (1 - share);
          b.vy -= y * (1 - share);
        }
      }
    }
  };
  force.initialize = (all: N[], source: () => number) => {
    nodes = all as Placed[];
    random = source;
    radii = all.map((node) => radius(node));
  };
  return force;
}
