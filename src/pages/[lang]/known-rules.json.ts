/// <reference types="astro/client" />
/** /{lang}/known-rules.json: the locale's ids, rule numbers and titles, fetched by the 404 pages' script for its suggestions. */
import type { APIRoute } from 'astro';
import { siteGlossary } from '../../pipeline/content-loader.ts';
import { LOCALES, type Locale } from '../../lib/locale/locale.ts';
import { knownRules } from '../../lib/views/not-found-view.ts';

export function getStaticPaths() {
  return LOCALES.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(knownRules(siteGlossary(), params.lang as Locale)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
