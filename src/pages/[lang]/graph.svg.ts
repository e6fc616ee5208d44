/// <reference types="astro/client" />
/** /{lang}/graph.svg: the whole locale's graph, which /{lang}/graph/ fetches when the reader opens it. */
import type { APIRoute } from 'astro';
import { siteGlossary } from '../../pipeline/content-loader.ts';
import { LOCALES, type Locale } from '../../lib/locale/locale.ts';
import { localeGraphSvg } from '../../lib/views/graph-view.ts';

export function getStaticPaths() {
  return LOCALES.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(`${localeGraphSvg(siteGlossary(), params.lang as Locale, import.meta.env.BASE_URL)}\n`, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
