/// <reference types="astro/client" />
/** /{lang}/graph.json: the locale's topics and the links between them, for other tools (graph.schema.json). */
import type { APIRoute } from 'astro';
import { siteGlossary } from '../../pipeline/content-loader.ts';
import { LOCALES, type Locale } from '../../lib/locale/locale.ts';
import { localeGraphJson } from '../../lib/views/graph-view.ts';

export function getStaticPaths() {
  return LOCALES.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(`${JSON.stringify(localeGraphJson(siteGlossary(), params.lang as Locale, import.meta.env.BASE_URL))}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
