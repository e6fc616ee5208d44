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

export interface EgoOptions {
  /** At most this many ring-2 nodes, the best connected first (ties by id). Default 16. */
  maxFaded?: number;
}

interface GraphIndex {
  byId: Map<string, GraphNode>;
  adjacency: Map<string, Set<string>>;
  /** Each source's edges with their place in graph.edges. */
  bySource: Map<string, { edge: GraphEdge; at: number }[]>;
}

/** Each graph's nodes by id, undirected adjacency and edges by source, worked out once: every entry page asks for its ego graph. */
const indexes = new WeakMap<Graph, GraphIndex>();

function indexOf(graph: Graph): GraphIndex {
  let index = indexes.get(graph);
  if (!index) {
    const bySource = new Map<string, { edge: GraphEdge; at: number }[]>();
    graph.edges.forEach((edge, at) => {
      let list = bySource.get(edge.source);
      if (!list) bySource.set(edge.source, (list = []));
      list.push({ edge, at });
    });
    indexes.set(graph, (index = { byId: new Map(graph.nodes.map((n) => [n.id, n])), adjacency: neighbours(graph.edges), bySource }));
  }
  return index;
}

/**
 * Ring 1 is every topic joined to the entry by an edge in either direction (related topics, backlinks, in-text
 * references both ways). Ring 2 is their other neighbours. Edges between two ring-2 nodes are left out.
 */
export function egoGraph(graph: Graph, center: string, { maxFaded = 16 }: EgoOptions = {}): EgoGraph {
  const { byId, adjacency, bySource } = indexOf(graph);
  if (!byId.has(center)) throw new Error(`no topic "${center}" in the ${graph.locale} graph`);
  const around = (id: string) => [...(adjacency.get(id) ?? [])].sort();
  const ring1 = around(center);
  const inner = new Set([center, ...ring1]);
  const ring2 = [...new Set(ring1.flatMap(around))]
    .filter((id) => !inner.has(id))
    .sort((a, b) => byId.get(b)!.degree - byId.get(a)!.degree || (a < b ? -1 : 1))
    .slice(0, maxFaded)
    .sort();
  const ring = new Map<string, 0 | 1 | 2>([[center, 0], ...ring1.map((id) => [id, 1] as const), ...ring2.map((id) => [id, 2] as const)]);
  const nodes = [...ring].map(([id, r]): EgoNode => ({ ...byId.get(id)!, ring: r, faded: r === 2 }));
  // The edges among the ring's nodes (none between two faded ones), in the graph's order: found from the ring's
  // nodes, not by going through every edge of the graph for each entry.
  const edges = [...ring.keys()]
    .flatMap((id) => bySource.get(id) ?? [])
    .filter(({ edge: e }) => ring.has(e.target) && (ring.get(e.source)! < 2 || ring.get(e.target)! < 2))
    .sort((a, b) => a.at - b.at)
    .map(({ edge: e }): EgoEdge => ({ ...e, faded: ring.get(e.source) === 2 || ring.get(e.target) === 2 }));
  return { locale: graph.locale, center, nodes, edges };
}
