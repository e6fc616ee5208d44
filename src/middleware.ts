/**
 * Every HTML page gets its Content-Security-Policy <meta> as Astro renders it (src/node/csp.ts: withRenderedCsp),
 * rather than by reading back and rewriting every page file after the build. Only in a build run by
 * scripts/build.ts, which collects the hashes for the _headers file (and hands the pages to the search index as
 * they come); astro dev's pages are left as they are. scripts/build.ts checks that every page came through here.
 */
import { defineMiddleware } from 'astro:middleware';
import { collectingRenderedCsp, withRenderedCsp } from './node/csp.ts';
import { pageRendered } from './node/rendered-pages.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  // Not import.meta.env.DEV: Astro lets a DEV variable in the shell (Vitest sets one) override it in a build.
  if (!collectingRenderedCsp() || !(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return response;
  const html = withRenderedCsp(await response.text(), context.url.pathname);
  // The build's search index takes the page now (src/node/rendered-pages.ts), rather than reading it back later.
  pageRendered(context.url.pathname, html);
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});
