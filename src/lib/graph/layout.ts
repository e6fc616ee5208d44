/**
 * Force layout at build time with d3-force: its random source (a linear congruential generator with a fixed seed,
 * made anew for each simulation) and a fixed number of ticks, coordinates rounded to whole units, so the same
 * graph always gives the same picture.
 */
import { forceCollide, forceLink, forceManyBody, forceRadial, forceSimulation, forceX, forceY, type SimulationNodeDatum } from 'd3-force';

/** An edge's two ends in a fixed order, and a key that is the same whichever way the edge points. */
export function undirectedPair(source: string, target: string): { a: string; b: string; key: string } {
  const [a, b] = source < target ? [source, target] : [target, source];
  return { a, b, key: `${a}\u0000${b}` };
}

export interface LayoutInput {
  id: string;
  /** Radius of the node's circle. */
  r: number;
  /** Half the width the node needs (circle or label, whichever is wider), for collisions. */
  halfWidth: number;
  /** Pinned at the origin (the centre of an ego graph). */
  pinned?: boolean;
  /** Drawn towards a circle of radius ring × ringGap around the origin (ego graphs). */
  ring?: number;
}

export interface Position {
  id: string;
  x: number;
  y: number;
}

export interface LayoutOptions {
  /** Default 300 (alpha has then decayed to its minimum with d3's defaults). */
  ticks?: number;
  /** Default 90. */
  linkDistance?: number;
  /** Many-body strength, negative for repulsion. Default -260. */
  charge?: number;
  /** Pull towards the origin, which keeps unconnected nodes in view. Default 0.06. */
  gravity?: number;
  /** Distance between rings, for nodes that have one. Default 110. */
  ringGap?: number;
}

interface SimNode extends SimulationNodeDatum {
  id: string;
  r: number;
  halfWidth: number;
  ring?: number;
}

/**
 * Positions for the nodes, in input order. Edges are undirected here: a pair joined both ways is one link.
 * The input order matters (d3 places nodes in a phyllotaxis by index before the first tick): pass a stable one.
 */
export function layoutGraph(
  nodes: readonly LayoutInput[],
  edges: readonly { source: string; target: string }[],
  { ticks = 300, linkDistance = 90, charge = -260, gravity = 0.06, ringGap = 110 }: LayoutOptions,
): Position[] {
  const simNodes: SimNode[] = nodes.map((n) => ({
    id: n.id,
    r: n.r,
    halfWidth: n.halfWidth,
    ring: n.ring,
    ...(n.pinned ? { fx: 0, fy: 0 } : {}),
  }));
  const known = new Set(nodes.map((n) => n.id));
  const pairs = new Map<string, { source: string; target: string }>();
  for (const e of edges) {
    if (e.source === e.target || !known.has(e.source) || !known.has(e.target)) continue;
    const { a, b, key } = undirectedPair(e.source, e.target);
    pairs.set(key, { source: a, target: b });
  }
  const collideRadius = (d: SimNode) => d.halfWidth + 6;
  const simulation = forceSimulation<SimNode>(simNodes)
    // Cool down over exactly `ticks` steps (d3's default schedule assumes 300).
    .alphaDecay(1 - Math.pow(0.001, 1 / ticks))
    .force('link', forceLink<SimNode, { source: string | SimNode; target: string | SimNode }>([...pairs.values()]).id((d) => d.id).distance(linkDistance))
    .force('charge', forceManyBody<SimNode>().strength(charge))
    .force('collide', forceCollide<SimNode>(collideRadius).iterations(2))
    .force('x', forceX<SimNode>(0).strength(gravity))
    .force('y', forceY<SimNode>(0).strength(gravity))
    .stop();
  if (nodes.some((n) => n.ring !== undefined)) {
    simulation.force('ring', forceRadial<SimNode>((d) => (d.ring ?? 0) * ringGap).strength((d) => (d.ring === undefined ? 0 : 0.6)));
  }
  simulation.tick(ticks);
  return simNodes.map((n) => ({ id: n.id, x: Math.round(n.x ?? 0) + 0, y: Math.round(n.y ?? 0) + 0 }));
}
