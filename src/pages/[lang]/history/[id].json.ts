/// <reference types="astro/client" />
/**
 * /en/history/{id}.json: the earlier wordings and numbers of a topic's current sub-rules, with word-level
 * differences, fetched only when a history mark on the entry page is opened (src/client/history.ts).
 */
import type { APIRoute } from 'astro';
import { siteGlossary } from '../../../pipeline/content-loader.ts';
import { entriesWithHistory, historyJson } from '../../../lib/editions/edition-view.ts';
import { siteEditions } from '../../../pipeline/site-editions.ts';
import { t } from '../../../i18n/ui.ts';

export function getStaticPaths() {
  const glossary = siteGlossary();
  return siteEditions().flatMap((site) =>
    entriesWithHistory(site, glossary).map((entry) => ({ params: { lang: site.locale, id: entry.id }, props: { site, entry } })),
  );
}

export const GET: APIRoute = ({ props }) =>
  new Response(`${historyJson(props.site, props.entry, import.meta.env.BASE_URL, t(props.site.locale, 'changesIndexTitle'), t(props.site.locale, 'historySame'))}\n`, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
