/// <reference types="astro/client" />
/** /{lang}/{id}/graph.svg: the entry's related-topics graph, a static file its page loads when asked (GraphEntry). */
import type { APIRoute } from 'astro';
import { siteGlossary } from '../../../lib/content-loader.ts';
import { LOCALES, type Locale } from '../../../lib/locale.ts';
import { entryGraphSvg } from '../../../lib/views/graph-view.ts';

export function getStaticPaths() {
  const glossary = siteGlossary();
  return LOCALES.flatMap((lang) => glossary.entries(lang).map((e) => ({ params: { lang, id: e.id } })));
}

export const GET: APIRoute = ({ params }) =>
  new Response(entryGraphSvg(siteGlossary(), params.lang as Locale, params.id!, import.meta.env.BASE_URL), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
