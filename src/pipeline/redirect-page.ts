/**
 * Where a redirect page sends the reader at once: the URL of its <meta http-equiv="refresh"> with no delay
 * (the old addresses of moved pages, /compare/{id}/), or null for any other page (a rule number's is the rule's page).
 * The static server answers a browser's navigation to such a page with that redirect, as the service worker
 * does once installed.
 */
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit, EXIT } from 'unist-util-visit';

/** The URL of a refresh meta's content ("0; url=/ru/x/#1.2", "5;URL='a'"), or null when it has none. */
export function refreshUrl(content: string): string | null {
  // Attribute-value parsing, per the HTML "shared declarative refresh steps".
  const match = /^\s*\d*(?:\.[\d.]*)?\s*[;,]?\s*(?:url\s*=\s*)?(.*)$/is.exec(content);
  if (!match) return null;
  let url = match[1].trim();
  if (url.startsWith('"') || url.startsWith("'")) {
    const quote = url[0];
    const end = url.indexOf(quote, 1);
    url = end < 0 ? url.slice(1) : url.slice(1, end);
  }
  return url === '' ? null : url;
}

/** Redirect pages are small; a page larger than this is read as a page, not parsed. */
export const REDIRECT_PAGE_MAX_BYTES = 4096;

export function instantRedirect(html: string): string | null {
  if (html.length > REDIRECT_PAGE_MAX_BYTES) return null;
  let target: string | null = null;
  visit(fromHtml(html), 'element', (node: Element) => {
    if (node.tagName === 'body') return EXIT;
    const equiv = node.properties.httpEquiv;
    const content = node.properties.content;
    if (node.tagName !== 'meta' || String(equiv).toLowerCase() !== 'refresh' || typeof content !== 'string') return;
    // "0; url=…" only: a page that shows itself for a while first is a page.
    if (!/^\s*0*(?:\.\d*)?\s*(?:[;,]|$)/.test(content)) return EXIT;
    target = refreshUrl(content);
    return EXIT;
  });
  return target;
}
