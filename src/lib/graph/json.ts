/** The published form of a locale graph: /{lang}/graph.json, described by graph.schema.json. */
import type { Locale } from '../locale/locale.ts';
import type { EdgeKind, Graph } from './model.ts';
import { nodeHref } from './svg.ts';

export interface GraphJson {
  locale: Locale;
  nodes: {
    id: string;
    label: string;
    /** Present when the label is not in the graph's locale (a fallback to English). */
    labelLang?: Locale;
    missing: boolean;
    degree: number;
    /** Root-relative page of the topic; for a missing topic, its page in another locale; null when none exists. */
    href: string | null;
  }[];
  /** Directed: source names or cites target. */
  edges: { source: string; target: string; kind: EdgeKind }[];
}

export function graphJson(graph: Graph, base: string): GraphJson {
  return {
    locale: graph.locale,
    nodes: graph.nodes.map((n) => ({
      id: n.id,
      label: n.label,
      ...(n.labelLang && n.labelLang !== graph.locale ? { labelLang: n.labelLang } : {}),
      missing: n.missing,
      degree: n.degree,
      href: nodeHref(base, n),
    })),
    edges: graph.edges.map(({ source, target, kind }) => ({ source, target, kind })),
  };
}
