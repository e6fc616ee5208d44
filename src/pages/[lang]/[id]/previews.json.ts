/// <reference types="astro/client" />
/**
 * /{lang}/{id}/previews.json: the previews of the references on that entry page (data-ref → title and text),
 * fetched by src/client/previews.ts when a reference is first pointed at, pressed or focused, so that the first
 * visit does not carry them. Saved with the reader's language for offline use (src/lib/site/offline-download.ts).
 */
import type { APIRoute } from 'astro';
import { siteGlossary } from '../../../pipeline/content-loader.ts';
import { LOCALES } from '../../../lib/locale/locale.ts';
import { pageEntry } from '../../../lib/views/page-entry.ts';
import { entryPreviews } from '../../../lib/views/entry-view.ts';

export function getStaticPaths() {
  const glossary = siteGlossary();
  return LOCALES.flatMap((locale) =>
    glossary.presentTopicIds().flatMap((id) => {
      const previews = entryPreviews(glossary, pageEntry(glossary, locale, id)!.entry);
      return Object.keys(previews).length > 0 ? [{ params: { lang: locale, id }, props: { previews } }] : [];
    }),
  );
}

export const GET: APIRoute = ({ props }) =>
  new Response(`${JSON.stringify(props.previews)}\n`, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
