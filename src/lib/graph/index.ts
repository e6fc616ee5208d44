/** Related-topics graphs: the locale graph, per-entry ego graphs, their force layout, SVG and JSON forms. */
export { buildLocaleGraph, localeEdges, neighbours, nodeLabel, type EdgeKind, type Graph, type GraphEdge, type GraphNode } from './model.ts';
export { egoGraph, type EgoEdge, type EgoGraph, type EgoNode, type EgoOptions } from './ego.ts';
export { seededRandom, seedOf } from './random.ts';
export { layoutGraph, type LayoutInput, type LayoutOptions, type Position } from './layout.ts';
export { textWidth } from './label.ts';
export { escapeXml } from './escape.ts';
export { GRAPH_STRINGS, type GraphStrings } from './strings.ts';
export { degreeRadius, egoSvg, egoText, localeSvg, nodeHref, renderSvg, type DrawnEdge, type DrawnNode, type Drawing, type SvgOptions } from './svg.ts';
export { graphJson, type GraphJson } from './json.ts';
