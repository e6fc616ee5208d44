/**
 * Graphs as static SVG strings. Colours come from currentColor and CSS classes (graph-node, graph-node--missing,
 * graph-node--faded, graph-node--center, graph-edge, graph-edge--faded), so the page's colour scheme applies.
 */
import type { Locale } from '../locale/locale.ts';
import { entryPath } from '../site/routes.ts';
import type { EgoGraph } from './ego.ts';
import { escapeXml } from '../site/escape.ts';
import { textWidth } from './label.ts';
import { layoutGraph, undirectedPair } from './layout.ts';
import type { Graph, GraphNode } from './model.ts';
import { fill } from '../../i18n/fill.ts';
import { uiStrings } from '../../i18n/ui.ts';

export interface DrawnNode {
  id: string;
  label: string;
  labelLang: Locale | null;
  href: string | null;
  /** hreflang, when the link leads to another locale. */
  hrefLang: Locale | null;
  missing: boolean;
  faded: boolean;
  center: boolean;
  x: number;
  y: number;
  r: number;
}

export interface DrawnEdge {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  faded: boolean;
}

export interface Drawing {
  locale: Locale;
  title: string;
  desc: string;
  /** Prefix of the ids of <title> and <desc>: unique on the page. */
  idPrefix: string;
  /** Extra class on the <svg>: graph--ego, graph--locale. */
  variant: string;
  fontSize: number;
  /** Drawn in this order (later on top). */
  nodes: DrawnNode[];
  edges: DrawnEdge[];
}

const PAD = 8;

/** Root-relative link of a node: its entry in the graph's locale, or in a locale that has it; null if none. */
export function nodeHref(base: string, node: Pick<GraphNode, 'id' | 'linkLocale'>): string | null {
  return node.linkLocale ? entryPath(base, node.linkLocale, node.id) : null;
}

/** A graph node where the layout put it, as the renderer draws it. */
function drawnNode(
  n: GraphNode,
  locale: Locale,
  base: string,
  at: ReadonlyMap<string, { x: number; y: number }>,
  look: { r: number; faded?: boolean; center?: boolean },
): DrawnNode {
  const { x, y } = at.get(n.id)!;
  return {
    id: n.id,
    label: n.label,
    labelLang: n.labelLang,
    href: nodeHref(base, n),
    hrefLang: n.linkLocale && n.linkLocale !== locale ? n.linkLocale : null,
    missing: n.missing,
    faded: look.faded ?? false,
    center: look.center ?? false,
    x,
    y,
    r: look.r,
  };
}

function labelBox(n: DrawnNode, fontSize: number) {
  const half = textWidth(n.label, fontSize) / 2;
  return { left: n.x - half, right: n.x + half, bottom: n.y + n.r + fontSize + 4 };
}

/** The smallest tappable target, in CSS px (the SVG is drawn at one unit per pixel). */
const HIT = 44;

/** A node's tappable area: its circle and label, at least HIT × HIT around the circle. */
function hitBox(n: DrawnNode, fontSize: number): { x: number; y: number; w: number; h: number } {
  const label = labelBox(n, fontSize);
  const left = Math.floor(Math.min(label.left, n.x - HIT / 2));
  const right = Math.ceil(Math.max(label.right, n.x + HIT / 2));
  const top = Math.floor(n.y - Math.max(n.r, HIT / 2));
  const bottom = Math.ceil(Math.max(label.bottom, top + HIT));
  return { x: left, y: top, w: right - left, h: bottom - top };
}

function viewBox(d: Drawing): { x: number; y: number; w: number; h: number } {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const n of d.nodes) {
    const box = hitBox(n, d.fontSize);
    minX = Math.min(minX, box.x);
    maxX = Math.max(maxX, box.x + box.w);
    minY = Math.min(minY, box.y);
    maxY = Math.max(maxY, box.y + box.h);
  }
  if (d.nodes.length === 0) [minX, minY, maxX, maxY] = [0, 0, 0, 0];
  const x = Math.floor(minX) - PAD;
  const y = Math.floor(minY) - PAD;
  return { x, y, w: Math.ceil(maxX) + PAD - x, h: Math.ceil(maxY) + PAD - y };
}

function renderNode(n: DrawnNode, d: Drawing): string {
  const classes = ['graph-node', n.center && 'graph-node--center', n.missing && 'graph-node--missing', n.faded && 'graph-node--faded']
    .filter(Boolean)
    .join(' ');
  const circle =
    `<circle cx="${n.x}" cy="${n.y}" r="${n.r}" fill="currentColor" fill-opacity="${n.missing ? 0 : n.center ? 0.35 : 0.15}"` +
    ` stroke="currentColor" stroke-width="${n.center ? 2 : 1}"${n.missing ? ' stroke-dasharray="3 3"' : ''}/>`;
  const lang = n.labelLang && n.labelLang !== d.locale ? ` lang="${n.labelLang}"` : '';
  const text =
    `<text x="${n.x}" y="${n.y + n.r + d.fontSize}" text-anchor="middle" fill="currentColor"` +
    `${n.center ? ' font-weight="bold"' : ''}${n.missing ? ' font-style="italic"' : ''}${lang}>${escapeXml(n.label)}</text>`;
  const tip = n.missing ? `<title>${escapeXml(`${n.label} (${uiStrings(d.locale).graph.notTranslated})`)}</title>` : '';
  const opacity = n.faded ? ' opacity="0.45"' : '';
  if (!n.href) return `<g class="${classes}"${opacity}>${tip}${circle}${text}</g>`;
  const hreflang = n.hrefLang ? ` hreflang="${n.hrefLang}"` : '';
  const current = n.center ? ' aria-current="page"' : '';
  // An invisible area that makes the whole node, label included, a thumb-sized target.
  const box = hitBox(n, d.fontSize);
  const hit = `<rect class="graph-hit" x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="currentColor" fill-opacity="0"/>`;
  return `<a href="${escapeXml(n.href)}" class="${classes}"${hreflang}${current}${opacity}>${tip}${hit}${circle}${text}</a>`;
}

function renderEdge(e: DrawnEdge): string {
  return `<line class="graph-edge${e.faded ? ' graph-edge--faded' : ''}" x1="${e.x1}" y1="${e.y1}" x2="${e.x2}" y2="${e.y2}"${e.faded ? ' stroke-opacity="0.15"' : ''}/>`;
}

/**
 * The SVG markup. It is a named group of links (role="group", <title> and <desc> referenced by
 * aria-labelledby and aria-describedby); the edges are hidden from assistive technology.
 */
export function renderSvg(d: Drawing): string {
  const box = viewBox(d);
  const titleId = `${d.idPrefix}-title`;
  const descId = `${d.idPrefix}-desc`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="graph ${escapeXml(d.variant)}" viewBox="${box.x} ${box.y} ${box.w} ${box.h}"`,
    ` width="${box.w}" height="${box.h}" font-size="${d.fontSize}" role="group" aria-labelledby="${escapeXml(titleId)}" aria-describedby="${escapeXml(descId)}">`,
    `<title id="${escapeXml(titleId)}">${escapeXml(d.title)}</title>`,
    `<desc id="${escapeXml(descId)}">${escapeXml(d.desc)}</desc>`,
    `<g class="graph-edges" stroke="currentColor" stroke-opacity="0.4" aria-hidden="true">`,
    ...d.edges.map(renderEdge),
    `</g>`,
    `<g class="graph-nodes">`,
    ...d.nodes.map((n) => renderNode(n, d)),
    `</g>`,
    `</svg>`,
  ].join('\n');
}

export interface SvgOptions {
  /** Astro's base path ("/" or "/lrr/"). */
  base: string;
  /**
   * The names a topic has in every language (default: none but the node's own label). Each node gets room for the
   * widest, so that the graphs of the same topics and links in every language have the same layout inputs, and so
   * the same picture.
   */
  names?: (id: string) => readonly string[];
}

/** Half the width a node needs: its circle, or its widest name at `fontSize`, whichever is wider. */
function halfWidthOf(node: { id: string; label: string }, r: number, fontSize: number, names: SvgOptions['names']): number {
  let widest = textWidth(node.label, fontSize);
  for (const name of names?.(node.id) ?? []) widest = Math.max(widest, textWidth(name, fontSize));
  return Math.max(r, widest / 2);
}

function edgeLines<E extends { source: string; target: string }>(
  edges: readonly E[],
  at: Map<string, { x: number; y: number }>,
  faded: (e: E) => boolean,
): DrawnEdge[] {
  const seen = new Set<string>();
  const lines: DrawnEdge[] = [];
  for (const e of edges) {
    const { a, b, key } = undirectedPair(e.source, e.target);
    const p = at.get(a);
    const q = at.get(b);
    if (seen.has(key) || !p || !q) continue;
    seen.add(key);
    lines.push({ x1: p.x, y1: p.y, x2: q.x, y2: q.y, faded: faded(e) });
  }
  return lines;
}

function listOf(labels: string[], locale: Locale): string {
  return labels.join(uiStrings(locale).graph.listSeparator);
}

/** Title and desc of an ego graph: what the entry is linked to, what lies further, what is untranslated. */
export function egoText(ego: EgoGraph): { title: string; desc: string } {
  const s = uiStrings(ego.locale).graph;
  const topic = ego.nodes[0].label;
  const ring = (r: number) => ego.nodes.filter((n) => n.ring === r).map((n) => n.label);
  const missing = ego.nodes.filter((n) => n.missing && n.ring < 2).map((n) => n.label);
  const parts = [ring(1).length ? fill(s.egoLinked, { topic, list: listOf(ring(1), ego.locale) }) : fill(s.egoNone, { topic })];
  if (ring(2).length) parts.push(fill(s.egoFurther, { list: listOf(ring(2), ego.locale) }));
  if (missing.length) parts.push(fill(s.missing, { list: listOf(missing, ego.locale) }));
  return { title: fill(s.egoTitle, { topic }), desc: parts.join(' ') };
}

const EGO_FONT = 13;

/** The per-entry graph: the entry pinned in the middle, its neighbours around, ring 2 faded. */
export function egoSvg(ego: EgoGraph, { base, names }: SvgOptions): string {
  const radius = (ring: number) => (ring === 0 ? 12 : ring === 1 ? 8 : 6);
  const positions = layoutGraph(
    ego.nodes.map((n) => ({
      id: n.id,
      r: radius(n.ring),
      halfWidth: halfWidthOf(n, radius(n.ring), EGO_FONT, names),
      pinned: n.ring === 0,
      ring: n.ring,
    })),
    ego.edges,
    // A small graph settles in far fewer steps than the whole glossary; 60 keeps thousands of pages fast to build.
    { linkDistance: 110, ringGap: 120, ticks: 60 },
  );
  const at = new Map(positions.map((p) => [p.id, p]));
  const nodes = ego.nodes.map((n) => drawnNode(n, ego.locale, base, at, { r: radius(n.ring), faded: n.faded, center: n.ring === 0 }));
  // Faded nodes first, the centre last: the nearer a node, the more it stays on top.
  nodes.sort((a, b) => Number(b.faded) - Number(a.faded) || Number(a.center) - Number(b.center));
  return renderSvg({
    locale: ego.locale,
    ...egoText(ego),
    idPrefix: `graph-${ego.center}`,
    variant: 'graph--ego',
    fontSize: EGO_FONT,
    nodes,
    edges: edgeLines(ego.edges, at, (e) => e.faded),
  });
}

const LOCALE_FONT = 11;

/** Radius of a node of the whole-locale graph: grows with the square root of its degree. */
export function degreeRadius(degree: number): number {
  return Math.round(5 + 3 * Math.sqrt(degree));
}

/** The whole locale: every topic a linked node, sized by its degree. */
export function localeSvg(graph: Graph, { base, names }: SvgOptions): string {
  const s = uiStrings(graph.locale).graph;
  const positions = layoutGraph(
    graph.nodes.map((n) => ({
      id: n.id,
      r: degreeRadius(n.degree),
      halfWidth: halfWidthOf(n, degreeRadius(n.degree), LOCALE_FONT, names),
    })),
    graph.edges,
    { linkDistance: 80 },
  );
  const at = new Map(positions.map((p) => [p.id, p]));
  const nodes = graph.nodes.map((n) => drawnNode(n, graph.locale, base, at, { r: degreeRadius(n.degree) }));
  const edges = edgeLines(graph.edges, at, () => false);
  return renderSvg({
    locale: graph.locale,
    title: s.localeTitle,
    desc: fill(s.localeDesc, { topics: graph.nodes.length, links: edges.length }),
    idPrefix: `graph-${graph.locale}`,
    variant: 'graph--locale',
    fontSize: LOCALE_FONT,
    nodes,
    edges,
  });
}
