/**
 * The page scripts Astro writes (`<script type="module" src>`, deferred by default) made async. A deferred script
 * holds back the end of parsing until it has arrived and run, a round trip after the page on a slow connection, and
 * a browser goes to a link's #anchor only once parsing has ended: measured on the bench's phone (Chromium), an entry
 * opened at /ru/component-limitations/#49.4 painted its top first and jumped to the sub-rule after, in every run.
 * Async, parsing ends as the page's text arrives, and the first paint is the sub-rule in view.
 *
 * What that asks of the scripts, and holds for ours (src/client/) on the pages made so: none waits for
 * DOMContentLoaded, none counts on another having run first (each imports what it uses), and each reads only what
 * precedes its own tag (an async script runs once its element is parsed; Astro writes each where its component put
 * it, the page script last). The 404 pages keep theirs deferred (asyncPages): the root one's inline script swaps in
 * another language's header and message once the body is parsed, before any deferred script runs
 * (src/client/not-found-language.js), and a 404 page has no anchor to go to. Pages are parsed (hast), never searched
 * with patterns.
 */
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import type { Element } from 'hast';

/** `html` with every external module script that is neither async nor inside a <template> marked async. */
export function asyncModuleScripts(html: string, file = 'page'): string {
  // A script in a <template> is inert markup, cloned later (and async once inserted): hast keeps a template's
  // content apart, so selectAll does not reach it.
  const scripts = (selectAll('script[type=module][src]:not([async])', fromHtml(html)) as Element[]).map((s) => s.position?.start.offset);
  if (scripts.length === 0) return html;
  const parts: string[] = [];
  let at = 0;
  for (const start of scripts) {
    if (start === undefined || html.slice(start, start + 7).toLowerCase() !== '<script') throw new Error(`${file}: a module <script> without its position in the page`);
    parts.push(html.slice(at, start + 7), ' async');
    at = start + 7;
  }
  parts.push(html.slice(at));
  return parts.join('');
}

/** The pages whose scripts are made async: all but the 404 pages (the root one's and each language's). */
export function asyncPages(pages: readonly string[]): string[] {
  return pages.filter((page) => !/(^|\/)404\.html$/.test(page));
}
