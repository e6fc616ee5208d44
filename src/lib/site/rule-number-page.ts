/**
 * A rule-number page (/ru/49.4/, /ru/49/, /en/lrr-1.3/49.4/) is its entry's page itself, so that a pasted link
 * paints the rule in one round trip from any static host (no redirect, no second page): the entry page as Astro
 * rendered it, with the head's own meta replaced by the number's (title, description, canonical link to the
 * entry and anchor, noindex, link-preview tags) and one inline script (RULE_ADDRESS_SCRIPT), right after the
 * sub-rule's heading, that shows the entry's address and goes to the sub-rule's anchor, so the first paint is the
 * highlighted rule, as at /ru/component-limitations/#49.4. Its body and scripts are otherwise the entry page's. The
 * page is parsed (hast), never searched with patterns; each entry is parsed once and its numbers' pages are spliced
 * from it.
 */
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { decoded } from './decoded.ts';
import { escapeXml } from './escape.ts';

/**
 * The one inline script of every rule-number page, the same on all (one hash in the Content-Security-Policy): the
 * address bar shows the canonical link's path (the entry's), and the anchor (a typed one first, else the
 * canonical link's) is gone to as a fragment navigation (which highlights it, :target, and scrolls to it) the moment
 * its element is parsed, before the next paint: the first paint is the highlighted rule, not the entry's top.
 * The script stands right after the anchor's element (the sub-rule's heading), so that element is there when it runs
 * and is gone to at once. Measured on the bench's phone against the script in the head watching the parser for the
 * element (a MutationObserver, still its way for a typed anchor further down or a page without an anchor): the rule
 * painted 17–43 ms sooner (30 rounds, interleaved; ru, en, ko). Gone to from the head before the element exists, the
 * browser scrolls only once the page is parsed (and, were the page's script deferred, once that had arrived and run:
 * measured, the top painted at ~300 ms, the jump at ~430 ms); with its stylesheet inline, a page that arrives in
 * pieces can paint its top before then. An anchor that names nothing is gone to once the page is parsed. The query
 * (?ref=forum) is dropped, as a redirect dropped it. Only on these pages: the entry pages, which the offline download
 * saves, carry no byte of it (the service worker sends a rule number to its entry).
 */
export const RULE_ADDRESS_SCRIPT =
  '{let u=new URL(document.querySelector("link[rel=canonical]").href),h=location.hash||u.hash,i=h.slice(1),o,' +
  'g=()=>{o&&(o.disconnect(),o=0,location.replace(h))};' +
  'history.replaceState(history.state,"",u.pathname);' +
  'if(h){' +
  'try{i=decodeURIComponent(i)}catch{}' +
  // Parsed already (the script stands after it): gone to now; else once parsed, or once the page is.
  'document.getElementById(i)?location.replace(h):(' +
  'o=new MutationObserver(()=>document.getElementById(i)&&g()),' +
  'o.observe(document,{childList:!0,subtree:!0}),' +
  'document.addEventListener("DOMContentLoaded",g))' +
  '}}';

/** The anchor of an address ("#49.4"), if it has one. */
function anchorOf(address: string): string | undefined {
  const at = address.indexOf('#');
  return at < 0 || at === address.length - 1 ? undefined : address.slice(at);
}

/** What a rule-number page says in its head. */
export interface NumberPageHead {
  /** "49.4 Ограничение на компоненты": the page title and og:title. */
  title: string;
  /** Its preview text: the sub-rule's, or the entry's summary. */
  description: string;
  /** The entry's address with the sub-rule's anchor (absolute with a site URL, else root-relative). */
  canonical: string;
  /** The number's own short URL as og:url, only with a site URL. */
  shortUrl?: string;
}

/** The head elements an entry page has that a rule-number page replaces with its own. */
function replaced(el: Element): boolean {
  const p = el.properties;
  const rel = Array.isArray(p.rel) ? p.rel.map(String) : [];
  if (el.tagName === 'title') return true;
  if (el.tagName === 'link') return rel.includes('canonical') || rel.includes('alternate');
  if (el.tagName !== 'meta') return false;
  return ['description', 'robots', 'twitter:card'].includes(String(p.name)) || ['og:type', 'og:site_name', 'og:title', 'og:description', 'og:url'].includes(String(p.property));
}

export interface NumberPageOptions {
  /** The text of a stylesheet the entry page links (its href as written), to carry inline; undefined: keep the link. */
  stylesheet?: (href: string) => string | undefined;
  /**
   * The Content-Security-Policy of a number's page (given one of them without its policy <meta>), which replaces
   * the entry page's (required when the entry page has one): its script and an inlined stylesheet need their hashes. Asked once per entry page: its numbers' pages differ
   * only in their head's text and where the one script stands.
   */
  policy?: (page: string) => string;
}

/**
 * The rule-number pages of one rendered entry page (`file`, for errors): a function from a number's head to its
 * page. Its title is the number's alone ("49.4 Ограничение на компоненты", as short as a tab and a forum preview
 * want it); `siteTitle` is its og:site_name. With `stylesheet`, the page
 * carries its styles inline, so that nothing but the page itself stands between the link and the painted rule
 * (these pages are not part of the offline download, which stays with the entry pages and their shared stylesheet).
 */
export function numberPages(entryHtml: string, file: string, siteTitle: string, options: NumberPageOptions = {}): (head: NumberPageHead) => string {
  const headEnd = entryHtml.indexOf('</head>');
  if (headEnd < 0) throw new Error(`${file}: no </head> to make its rule-number pages from`);
  const tree = fromHtml(entryHtml) as Root;
  const html = tree.children.find((c): c is Element => c.type === 'element' && c.tagName === 'html');
  const head = html?.children.find((c): c is Element => c.type === 'element' && c.tagName === 'head');
  const body = html?.children.find((c): c is Element => c.type === 'element' && c.tagName === 'body');
  // Where each element with an id ends (the first of an id, as getElementById finds it): the script goes right after
  // its number's anchor.
  const idEnds = new Map<string, number>();
  if (body) {
    visit(body, 'element', (el: Element) => {
      const end = el.position?.end.offset;
      if (typeof el.properties.id === 'string' && end !== undefined && !idEnds.has(el.properties.id)) idEnds.set(el.properties.id, end);
    });
  }
  const elements = (head?.children ?? []).filter((c): c is Element => c.type === 'element');
  // Every part of the head but the replaced elements, in order; the number's meta goes where the title was, the
  // policy where the entry page's was, an inlined stylesheet where it was linked.
  const parts: string[] = [];
  let at = 0;
  let insertAt = -1;
  let policyAt = -1;
  let canonical = false;
  for (const el of elements) {
    const isPolicy = el.tagName === 'meta' && String(el.properties.httpEquiv).toLowerCase() === 'content-security-policy';
    const rel = Array.isArray(el.properties.rel) ? el.properties.rel.map(String) : [];
    const css = el.tagName === 'link' && rel.includes('stylesheet') && options.stylesheet ? options.stylesheet(String(el.properties.href)) : undefined;
    // The page's own script needs its hash: an entry page's policy cannot be kept as it is.
    if (isPolicy && !options.policy) throw new Error(`${file}: its Content-Security-Policy needs the rule-number page's script: give numberPages a policy`);
    if (!replaced(el) && !isPolicy && css === undefined) continue;
    const start = el.position?.start.offset;
    const end = el.position?.end.offset;
    if (start === undefined || end === undefined) throw new Error(`${file}: <${el.tagName}> in <head> without a position`);
    parts.push(entryHtml.slice(at, start));
    if (el.tagName === 'title') insertAt = parts.length;
    if (isPolicy) policyAt = parts.length;
    if (rel.includes('canonical')) canonical = true;
    if (css !== undefined) {
      // Our own stylesheet's text: nothing in it may end the element early.
      if (/<\/style/i.test(css)) throw new Error(`${file}: the stylesheet ${String(el.properties.href)} holds "</style" and cannot be inlined`);
      parts.push(`<style>${css}</style>`);
    }
    at = end;
  }
  if (insertAt < 0 || !canonical) throw new Error(`${file}: an entry page needs a <title> and a canonical link to make its rule-number pages`);
  // The rest of the page, from the last head element replaced: the body is in it.
  parts.push(entryHtml.slice(at));
  const rest = parts.length - 1;
  const e = escapeXml;
  const script = `<script>${RULE_ADDRESS_SCRIPT}</script>`;
  let policy: string | undefined;
  return (n) => {
    const anchor = anchorOf(n.canonical);
    // In the body right after the anchor's element, where the page has it; else in the head.
    const scriptAt = anchor === undefined ? undefined : idEnds.get(decoded(anchor.slice(1)));
    const own =
      `<title>${e(n.title)}</title>` +
      `<meta name="description" content="${e(n.description)}">` +
      `<link rel="canonical" href="${e(n.canonical)}">` +
      // The entry is the page to index; this address only leads to it.
      '<meta name="robots" content="noindex">' +
      '<meta property="og:type" content="article">' +
      `<meta property="og:site_name" content="${e(siteTitle)}">` +
      `<meta property="og:title" content="${e(n.title)}">` +
      `<meta property="og:description" content="${e(n.description)}">` +
      (n.shortUrl ? `<meta property="og:url" content="${e(n.shortUrl)}">` : '') +
      // Twitter/X reads og:title and og:description when its own are missing: only the card type.
      '<meta name="twitter:card" content="summary">' +
      // After the canonical link, which it reads.
      (scriptAt === undefined ? script : '') +
      // No paint before the sub-rule is parsed (where the browser knows rel=expect): a page that arrives in pieces
      // paints its top no sooner than the rule it was opened for.
      (anchor ? `<link rel="expect" href="${e(anchor)}" blocking="render">` : '');
    const withScript = (part: string, i: number) => (i !== rest || scriptAt === undefined ? part : part.slice(0, scriptAt - at) + script + part.slice(scriptAt - at));
    const page = (meta: string) => parts.map((part, i) => (i === insertAt ? own : '') + (i === policyAt ? meta : '') + withScript(part, i)).join('');
    if (options.policy && policyAt >= 0) {
      // The policy's quotes stay as they are inside a double-quoted attribute (it holds no '"', '&' or '<').
      policy ??= `<meta http-equiv="Content-Security-Policy" content="${options.policy(page('')).replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}">`;
      return page(policy);
    }
    return page('');
  };
}
