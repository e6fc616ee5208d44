/**
 * The Content-Security-Policy, added to every HTML page as a <meta> once Astro has written it, and,
 * as the union over all pages, to a _headers file for Netlify / Cloudflare Pages: no 'unsafe-inline' anywhere; each inline
 * script and style is allowed by its hash. Pages are parsed with hast-util-from-html, not with regexes.
 */
import { createHash } from 'node:crypto';
import { fromHtml } from 'hast-util-from-html';
import { selectAll, select } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import type { Element } from 'hast';
import { homePath } from '../lib/site/routes.ts';
import { REDIRECT_SCRIPT } from '../lib/site/redirects.ts';

export function sha256(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * Directives besides script-src and style-src, the same on every page. Fonts, fetches, the manifest and styles
 * fall back to default-src 'self', workers to script-src 'self' (hashes allow no worker): naming them again would
 * only add bytes to every page's <meta>.
 */
export const BASE_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

export function policy(scriptHashes: Iterable<string>, styleHashes: Iterable<string>): string {
  // Pagefind runs WebAssembly: 'wasm-unsafe-eval' allows compiling it, and nothing else.
  const script = ["'self'", "'wasm-unsafe-eval'", ...new Set(scriptHashes)].join(' ');
  const styles = [...new Set(styleHashes)];
  // Without inline styles, style-src would say what default-src says.
  return [...BASE_DIRECTIVES, `script-src ${script}`, ...(styles.length > 0 ? [`style-src 'self' ${styles.join(' ')}`] : [])].join('; ');
}

/** The hash of the one script every redirect page (the moved pages' old addresses) carries, and their policy. */
export const REDIRECT_HASH = sha256(REDIRECT_SCRIPT);
export const REDIRECT_POLICY = policy([REDIRECT_HASH], []);

const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The hashes a page needs: the inline scripts and styles of its <head> (the build inlines nothing executable
 * into the body: every processed script is a file, see astro.config.mjs). Only the head is parsed; the body is
 * checked for inline scripts, and the browser tests check that nothing violates the policy. Throws on inline event
 * handlers or style attributes in the head.
 */
export function inlineHashes(html: string, file = 'page'): { scripts: string[]; styles: string[]; headOffset: number } {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error(`${file}: no </head>`);
  // Fast path: a page whose body has no "<script" other than external and JSON ones needs no body parse.
  // Text such as "<script>" inside an attribute only sends the page down the slow path, which parses it all.
  const bodyScripts = html.slice(headEnd).split('<script').slice(1).map((tag) => tag.slice(0, tag.indexOf('>')));
  const suspicious = bodyScripts.some((attrs) => !/\ssrc=/.test(attrs) && !/\stype="application\/(ld\+)?json"/.test(attrs));
  if (suspicious) {
    const body = select('body', fromHtml(html)) as Element | null;
    const inline = body ? (selectAll('script:not([src])', body) as Element[]).filter((el) => EXECUTABLE.has(String(el.properties.type ?? ''))) : [];
    if (inline.length > 0) throw new Error(`${file}: an inline <script> in the body would need its own hash`);
  }
  const tree = fromHtml(`${html.slice(0, headEnd)}</head></html>`);
  const scripts = (selectAll('script:not([src])', tree) as Element[])
    .filter((s) => EXECUTABLE.has(String(s.properties.type ?? '')))
    .map((s) => sha256(toString(s)));
  const styles = (selectAll('style', tree) as Element[]).map((s) => sha256(toString(s)));
  for (const el of selectAll('[style]', tree) as Element[]) throw new Error(`${file}: inline style attribute on <${el.tagName}> would need 'unsafe-inline'`);
  for (const el of selectAll('*', tree) as Element[])
    for (const name of Object.keys(el.properties)) if (/^on[A-Z]/.test(name)) throw new Error(`${file}: inline event handler ${name} on <${el.tagName}>`);
  const head = select('head', tree) as Element | null;
  // Right after <meta charset> (which must stay within the first bytes), before any script.
  const first = head?.children.find((c) => c.type === 'element') as Element | undefined;
  const afterCharset = first?.tagName === 'meta' && first.properties.charSet !== undefined;
  const headOffset = (afterCharset ? first?.position?.end.offset : first?.position?.start.offset) ?? -1;
  if (headOffset < 0) throw new Error(`${file}: no <head> content to put the Content-Security-Policy before`);
  return { scripts, styles, headOffset };
}

/** The union of the hashes the pages needed. */
export interface PagePolicies {
  scripts: Set<string>;
  styles: Set<string>;
}

export function newPagePolicies(): PagePolicies {
  return { scripts: new Set(), styles: new Set() };
}

/** A page with its policy <meta> added right after its <meta charset>; its hashes join `into`. */
export function withPagePolicy(html: string, page: string, into: PagePolicies): string {
  if (html.includes('http-equiv="Content-Security-Policy"')) return html;
  const { scripts, styles, headOffset } = inlineHashes(html, page);
  scripts.forEach((h) => into.scripts.add(h));
  styles.forEach((h) => into.styles.add(h));
  return `${html.slice(0, headOffset)}<meta http-equiv="Content-Security-Policy" content="${policy(scripts, styles)}">${html.slice(headOffset)}`;
}

/** Cache lifetime of content-hashed files (Astro's `_astro/` folder): a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The path patterns whose responses carry the policy header: every page, and the service worker's scripts (a worker
 * is governed by the policy it was served with). A top-level file is named as it is, a folder holding a page by its
 * splat ("/en/*"), from the built files themselves, so a new route needs nothing here. A policy on a search chunk, a
 * stylesheet or an image does nothing, yet it is about 0.6 KB of every response: a first search fetches some twenty.
 */
export function policedPaths(files: string[], workers: string[], base: string): string[] {
  const home = homePath(base);
  const paths = new Set<string>();
  for (const file of [...files.filter((f) => f.endsWith('.html')), ...workers]) {
    const slash = file.indexOf('/');
    if (slash >= 0) paths.add(`${home}${file.slice(0, slash)}/*`);
    else paths.add(`${home}${file === 'index.html' ? '' : file}`);
  }
  return [...paths].sort();
}

/**
 * A _headers file (Netlify, Cloudflare Pages, and `src/server/static-server.ts`, which applies it as it is): nosniff,
 * no framing and a referrer policy on every file; the union CSP plus `frame-ancestors 'none'` (a directive that only
 * works as a header, never in a <meta>) on the `policed` paths (policedPaths); content-hashed assets cached for good.
 * Pages are left to the host's default of revalidating (no Cache-Control of their own: hosts join the values of
 * matching rules, and neither host can take a header off a path once a wider rule gave it).
 */
export function headersFile(csp: string, base: string, policed: string[]): string {
  return [
    `${homePath(base)}*`,
    '  X-Content-Type-Options: nosniff',
    '  X-Frame-Options: DENY',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    ...policed.flatMap((path) => [path, `  Content-Security-Policy: ${csp}; frame-ancestors 'none'`]),
    `${homePath(base)}_astro/*`,
    `  Cache-Control: ${IMMUTABLE}`,
    '',
  ].join('\n');
}
