/**
 * The glossary of one locale as a graph: topics are nodes, related-topic lists and in-text references are edges.
 */
import { buildCrossRefIndex, type CrossRefIndex } from '../crossref/index-for-locale.ts';
import { crossLinkEntry, entryRefs } from '../crossref/entry.ts';
import { parseRef } from '../crossref/ref.ts';
import type { Glossary } from '../content/glossary.ts';
import type { Locale } from '../locale/locale.ts';

export type EdgeKind = 'related' | 'mention';

export interface GraphNode {
  id: string;
  /** The name in the graph's locale, else the English title, else the id (see labelLang). */
  label: string;
  /** The language the label is written in: the graph's locale unless the name had to fall back. */
  labelLang: Locale | null;
  /** The locale has no entry for this topic. */
  missing: boolean;
  /** Where the node links: the graph's locale (its own or its fallback page), null when no locale has the topic. */
  linkLocale: Locale | null;
  /** Number of distinct neighbours, edges counted undirected. */
  degree: number;
}

export interface GraphEdge {
  /** The entry that names or cites the target. */
  source: string;
  target: string;
  /** 'related': listed under related topics; 'mention': referenced in the text only. */
  kind: EdgeKind;
}

export interface Graph {
  locale: Locale;
  /** Sorted by id. */
  nodes: GraphNode[];
  /** Directed, one per (source, target), sorted by source then target. */
  edges: GraphEdge[];
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Label for a topic: the locale's name (entry title or related-topic name), then the English index title. */
export function nodeLabel(glossary: Glossary, locale: Locale, id: string): { label: string; labelLang: Locale | null } {
  const local = glossary.nameIn(locale, id);
  if (local) return { label: local, labelLang: locale };
  const english = glossary.nameIn('en', id) ?? glossary.topics.get(id)?.titleEn;
  if (english) return { label: english, labelLang: 'en' };
  return { label: id, labelLang: null };
}

/**
 * The directed edges of the locale: related topics, then in-text references not already related. The pages
 * pass the locale's shared cross-reference index (views/locale-models.ts), so the entries' linked copies are
 * the ones the pages render.
 */
export function localeEdges(glossary: Glossary, locale: Locale, index: CrossRefIndex = buildCrossRefIndex(glossary, locale)): GraphEdge[] {
  const edges = new Map<string, GraphEdge>();
  const add = (source: string, target: string, kind: EdgeKind) => {
    const key = `${source}\u0000${target}`;
    if (source !== target && !edges.has(key)) edges.set(key, { source, target, kind });
  };
  for (const entry of glossary.entries(locale)) {
    for (const rel of entry.related) if (rel.id) add(entry.id, rel.id, 'related');
  }
  for (const entry of glossary.entries(locale)) {
    for (const value of entryRefs(crossLinkEntry(entry, index))) {
      const ref = parseRef(value);
      if (ref) add(entry.id, ref.id, 'mention');
    }
  }
  return [...edges.values()].sort((a, b) => compare(a.source, b.source) || compare(a.target, b.target));
}

/** Undirected adjacency: id → neighbour ids. */
export function neighbours(edges: readonly GraphEdge[]): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    let set = map.get(a);
    if (!set) map.set(a, (set = new Set()));
    set.add(b);
  };
  for (const e of edges) {
    link(e.source, e.target);
    link(e.target, e.source);
  }
  return map;
}

/**
 * Every topic of the locale that exists anywhere (an entry in any locale) or that the locale's entries
 * reference, with the locale's edges.
 */
export function buildLocaleGraph(glossary: Glossary, locale: Locale, index?: CrossRefIndex): Graph {
  const edges = localeEdges(glossary, locale, index);
  const ids = new Set<string>(glossary.presentTopicIds());
  for (const entry of glossary.entries(locale)) ids.add(entry.id);
  for (const e of edges) ids.add(e.target);
  const adjacency = neighbours(edges);
  const nodes = [...ids].sort(compare).map((id): GraphNode => {
    const missing = !glossary.get(locale, id);
    // A topic the locale lacks but another has is read on the locale's fallback page (views/page-entry.ts).
    const linkLocale = missing && glossary.localesOf(id).length === 0 ? null : locale;
    return { id, ...nodeLabel(glossary, locale, id), missing, linkLocale, degree: adjacency.get(id)?.size ?? 0 };
  });
  return { locale, nodes, edges };
}
