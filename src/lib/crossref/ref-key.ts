/**
 * The key of a cross-reference on a page ("movement", "movement#48.4": ref.ts), read from its href resolved
 * against the page's address: the topic id is the last folder of the path (/ru/movement/, /lrr/ko/movement/),
 * the sub-rule its fragment (#48.4); a link within the page ("#49.3") takes the page's own topic. The page marks
 * the link with a bare data-ref (render.ts), so it writes the key once, in the href. Used in the browser.
 */
export function refKeyOfHref(href: string, page: string): string {
  const url = new URL(href, page);
  return `${url.pathname.split('/').filter(Boolean).pop() ?? ''}${url.hash}`;
}
