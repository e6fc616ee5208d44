/// <reference types="astro/client" />
/**
 * /{lang}/factions/{id}/previews.json, /{lang}/components/{id}/previews.json: the previews of the references on that
 * rulings page (and its parts), fetched by src/client/previews.ts on the first preview, as an entry page's are.
 */
import type { APIRoute } from 'astro';
import { siteGlossary } from '../../../../pipeline/content-loader.ts';
import { rulingPreviewRoutes } from '../../../../lib/views/ruling-routes.ts';

export function getStaticPaths() {
  return rulingPreviewRoutes(siteGlossary());
}

export const GET: APIRoute = ({ props }) =>
  new Response(`${JSON.stringify(props.previews)}\n`, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
