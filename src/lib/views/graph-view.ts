/**
 * What the graph parts of the site show: an entry's neighbourhood (a static SVG file beside the entry page,
 * plus a list of links) and the whole locale (/{lang}/graph/ and /{lang}/graph.json).
 */
import type { Entry } from '../content/entry.ts';
import type { Glossary } from '../content/glossary.ts';
import { egoGraph, type EgoGraph } from '../graph/ego.ts';
import { graphJson, type GraphJson } from '../graph/json.ts';
import { nodeLabel } from '../graph/model.ts';
import { egoSvg, localeSvg } from '../graph/svg.ts';
import { LOCALES, type Locale } from '../locale/locale.ts';
import { entryPath, localePath } from '../site/routes.ts';
import { localeGraphFor } from './locale-models.ts';

export interface EntryGraphView {
  /** The static SVG of the entry's neighbourhood: /ko/capacity/graph.svg */
  svgHref: string;
  /** /ko/graph/ */
  localeHref: string;
}

export function graphPagePath(base: string, locale: Locale): string {
  return `${localePath(base, locale)}graph/`;
}

export function graphJsonPath(base: string, locale: Locale): string {
  return `${localePath(base, locale)}graph.json`;
}

/** The whole locale's picture, fetched when the reader opens it on /{lang}/graph/: /ko/graph.svg */
export function localeGraphSvgPath(base: string, locale: Locale): string {
  return `${localePath(base, locale)}graph.svg`;
}

export function entryGraphSvgPath(base: string, locale: Locale, id: string): string {
  return `${entryPath(base, locale, id)}graph.svg`;
}

export function entryEgoGraph(glossary: Glossary, locale: Locale, id: string): EgoGraph {
  return egoGraph(localeGraphFor(glossary, locale), id);
}

/**
 * A topic's name in every language, as each language's graph labels it: every language's graph leaves room for
 * the widest, so a topic whose links are the same in every language has the same picture in each (svg.ts).
 */
function namesIn(glossary: Glossary): (id: string) => string[] {
  return (id) => LOCALES.map((l) => nodeLabel(glossary, l, id).label);
}

/** The file /{lang}/{id}/graph.svg: the same bytes for the same content. */
export function entryGraphSvg(glossary: Glossary, locale: Locale, id: string, base: string): string {
  return egoSvg(entryEgoGraph(glossary, locale, id), { base, names: namesIn(glossary) });
}

/** The id inside an entry's closed graph section that links aim at: going there opens the section. */
export const ENTRY_GRAPH_LINKS = 'graph-links';

export function entryGraphView(entry: Entry, base: string): EntryGraphView {
  return { svgHref: entryGraphSvgPath(base, entry.locale, entry.id), localeHref: graphPagePath(base, entry.locale) };
}

/**
 * The page /{lang}/graph/: a small shell whatever the glossary's size (the picture of 110 topics is
 * 10 KB gzipped). The picture is the file /{lang}/graph.svg, fetched and inlined when
 * the reader opens it, and a link without script.
 */
export interface LocaleGraphView {
  locale: Locale;
  /** /ko/graph.svg */
  svgHref: string;
  topics: number;
  jsonHref: string;
}

export function localeGraphView(glossary: Glossary, locale: Locale, base: string): LocaleGraphView {
  const graph = localeGraphFor(glossary, locale);
  return { locale, svgHref: localeGraphSvgPath(base, locale), topics: graph.nodes.length, jsonHref: graphJsonPath(base, locale) };
}

/** The file /{lang}/graph.svg: every topic of the locale, the same bytes for the same content. */
export function localeGraphSvg(glossary: Glossary, locale: Locale, base: string): string {
  return localeSvg(localeGraphFor(glossary, locale), { base, names: namesIn(glossary) });
}

/** The body of /{lang}/graph.json (graph.schema.json). */
export function localeGraphJson(glossary: Glossary, locale: Locale, base: string): GraphJson {
  return graphJson(localeGraphFor(glossary, locale), base);
}
