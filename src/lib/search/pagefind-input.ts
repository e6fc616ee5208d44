/**
 * What Pagefind is given of a rendered page. A page whose indexed part is one element marked `data-pagefind-body`
 * (every page the site indexes: src/components/EntryPage.astro) is given as its `<html>` start tag (whose lang picks
 * the index), its `<title>` and that element: Pagefind indexes nothing else of such a page, so it builds the same
 * index from these alone, with a third less HTML to send to it and parse (3 × 1,000 topics: 27 → 17 MB, about
 * 2 s less of its processor time). Pagefind also reads, from anywhere on a page, its other `data-pagefind-*`
 * attributes and the first `<h1>` and `<img>` (the default title and image): a page that has any of these outside
 * the element, or that this reader cannot follow, is given whole.
 */

const BODY = 'data-pagefind-body';

/** The start tag around `at`, if `at` is inside one: where it starts and its name. */
function enclosingTag(html: string, at: number): { start: number; name: string } | undefined {
  const start = html.lastIndexOf('<', at);
  if (start < 0 || html.lastIndexOf('>', at) > start) return undefined;
  const name = /^<([a-zA-Z][a-zA-Z0-9-]*)\s/.exec(html.slice(start, start + 40))?.[1];
  return name ? { start, name: name.toLowerCase() } : undefined;
}

/** Whether `html` at `at` starts the tag `<name` or `</name` (the name whole: `<a` is not `<abbr`). */
function tagAt(html: string, at: number, name: string): boolean {
  const after = html.charCodeAt(at + name.length);
  // Whitespace, ">" or "/" ends a tag name.
  return html.startsWith(name, at) && (after === 0x3e || after === 0x2f || after === 0x20 || (after >= 0x09 && after <= 0x0d));
}

/** The end of the element whose start tag begins at `start` (just past its end tag), counting nested ones of the same name. */
function elementEnd(html: string, start: number, name: string): number | undefined {
  let depth = 0;
  let at = start;
  while ((at = html.indexOf('<', at)) >= 0) {
    if (tagAt(html, at + 1, name)) depth++;
    else if (html[at + 1] === '/' && tagAt(html, at + 2, name)) {
      depth--;
      if (depth === 0) {
        const close = html.indexOf('>', at);
        return close < 0 ? undefined : close + 1;
      }
    }
    at++;
  }
  return undefined;
}

/** The page as Pagefind is to be given it: reduced to what it reads when that is certain, else whole. */
export function pagefindInput(html: string): string {
  // The element marked data-pagefind-body: exactly one, and the attribute inside its start tag (not text that says it).
  const marked: { start: number; name: string }[] = [];
  for (let at = html.indexOf(BODY); at >= 0; at = html.indexOf(BODY, at + BODY.length)) {
    const tag = enclosingTag(html, at);
    if (tag) marked.push(tag);
  }
  if (marked.length !== 1) return html;
  const [{ start, name }] = marked;
  const end = elementEnd(html, start, name);
  const htmlTag = /^(?:<!doctype html>\s*)?(<html(?:\s+[a-zA-Z-]+(?:="[^"<>]*")?)*\s*>)/i.exec(html)?.[1];
  if (end === undefined || !htmlTag) return html;
  const outside = html.slice(0, start) + html.slice(end);
  if (/data-pagefind-|<h1[\s>]|<img[\s>]/i.test(outside)) return html;
  const title = /<title>[^<]*<\/title>/.exec(html.slice(0, start))?.[0] ?? '';
  return `<!DOCTYPE html>${htmlTag}<head>${title}</head><body>${html.slice(start, end)}</body></html>`;
}
