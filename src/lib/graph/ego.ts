/** The neighbourhood of one entry: its related topics and backlinks, and the topics two steps away (faded). */
import { neighbours, type Graph, type GraphEdge, type GraphNode } from './model.ts';

export interface EgoNode extends GraphNode {
  /** 0: the entry itself, 1: a direct neighbour, 2: two steps away. */
  ring: 0 | 1 | 2;
  faded: boolean;
}

export interface EgoEdge extends GraphEdge {
  /** The edge reaches a faded node. */
  faded: boolean;
}

export interface EgoGraph {
  locale: Graph['locale'];
  center: string;
  /** The centre first, then ring 1, then ring 2, each by id. */
  nodes: EgoNode[];
  edges: EgoEdge[];
}

/** At most this many ring-2 nodes, the best connected first (ties by id). */
const MAX_FADED = 16;

/**
 * Ring 1 is every topic joined to the entry by an edge in either direction (related topics, backlinks, in-text
 * references both ways). Ring 2 is their other neighbours. Edges between two ring-2 nodes are left out.
 */
export function egoGraph(graph: Graph, center: string): EgoGraph {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const adjacency = neighbours(graph.edges);
  if (!byId.has(center)) throw new Error(`no topic "${center}" in the ${graph.locale} graph`);
  const around = (id: string) => [...(adjacency.get(id) ?? [])].sort();
  const ring1 = around(center);
  const inner = new Set([center, ...ring1]);
  const ring2 = [...new Set(ring1.flatMap(around))]
    .filter((id) => !inner.has(id))
    .sort((a, b) => byId.get(b)!.degree - byId.get(a)!.degree || (a < b ? -1 : 1))
    .slice(0, MAX_FADED)
    .sort();
  const ring = new Map<string, 0 | 1 | 2>([[center, 0], ...ring1.map((id) => [id, 1] as const), ...ring2.map((id) => [id, 2] as const)]);
  const nodes = [...ring].map(([id, r]): EgoNode => ({ ...byId.get(id)!, ring: r, faded: r === 2 }));
  // The edges among the ring's nodes (none between two faded ones), in the graph's order.
  const edges = graph.edges
    .filter((e) => ring.has(e.source) && ring.has(e.target) && (ring.get(e.source)! < 2 || ring.get(e.target)! < 2))
    .map((e): EgoEdge => ({ ...e, faded: ring.get(e.source) === 2 || ring.get(e.target) === 2 }));
  return { locale: graph.locale, center, nodes, edges };
}
