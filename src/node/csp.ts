/**
 * The Content-Security-Policy, added after the build to every HTML page as a <meta> (and, as the union over
 * all pages, to a _headers file for Netlify / Cloudflare Pages): no 'unsafe-inline' anywhere; each inline
 * script and style is allowed by its hash. Pages are parsed with hast-util-from-html, not with regexes.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { fromHtml } from 'hast-util-from-html';
import { selectAll, select } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import type { Element } from 'hast';
import { homePath } from '../lib/routes.ts';
import { siteFiles } from './link-check.ts';
import { runInWorker } from './worker.ts';

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

const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The hashes a page needs: the inline scripts and styles of its <head> (the build inlines nothing executable
 * into the body: every processed script is a file, see astro.config.mjs). Only the head is parsed, which keeps
 * thousands of pages fast; the body is checked for inline scripts, and the browser tests check that nothing
 * violates the policy. Throws on inline event handlers or style attributes in the head.
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

/** Adds the policy <meta> to the given pages (those without one yet); returns the hashes they needed. */
function addPolicies(outDir: string, files: string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    if (html.includes('http-equiv="Content-Security-Policy"')) continue;
    const page = inlineHashes(html, relative(outDir, file));
    page.scripts.forEach((h) => scripts.add(h));
    page.styles.forEach((h) => styles.add(h));
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policy(page.scripts, page.styles)}">`;
    writeFileSync(file, html.slice(0, page.headOffset) + meta + html.slice(page.headOffset));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Adds the CSP <meta> to every page of outDir that has none yet, half of the pages in a worker thread (the
 * build has two cores); returns the union policy for the headers file.
 * `knownScriptHashes`: hashes of pages written with their policy already (the rule-number redirects).
 */
export async function applyCsp(outDir: string, knownScriptHashes: string[] = []): Promise<string> {
  const files = siteFiles(outDir).filter((f) => f.endsWith('.html')).map((f) => join(outDir, f));
  const half = files.length > 200 ? Math.floor(files.length / 2) : 0;
  const inWorker = half
    ? runInWorker<{ scripts: string[]; styles: string[] }>(import.meta.url, { cspOutDir: outDir, cspFiles: files.slice(0, half) }, 'CSP')
    : Promise.resolve({ scripts: [], styles: [] });
  let here: { scripts: string[]; styles: string[] };
  try {
    here = addPolicies(outDir, files.slice(half));
  } finally {
    await inWorker.catch(() => {});
  }
  const there = await inWorker;
  return policy([...knownScriptHashes, ...here.scripts, ...there.scripts], [...here.styles, ...there.styles]);
}

// In the worker: add the policies to its share of the pages and send the hashes back.
if (!isMainThread && workerData?.cspFiles) parentPort!.postMessage(addPolicies(workerData.cspOutDir, workerData.cspFiles));

/** Cache lifetime of content-hashed files (Astro's `_astro/` folder): a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A _headers file (Netlify, Cloudflare Pages, and `src/node/static-server.ts`, which applies it as it is):
 * the union CSP plus `frame-ancestors 'none'` (a directive that only works as a header, never in a <meta>),
 * nosniff and a referrer policy on every file; content-hashed assets cached for good. Pages are left to the
 * host's default of revalidating (no Cache-Control of their own: hosts join the values of matching rules).
 */
export function headersFile(csp: string, base: string): string {
  return [
    `${homePath(base)}*`,
    `  Content-Security-Policy: ${csp}; frame-ancestors 'none'`,
    '  X-Content-Type-Options: nosniff',
    '  X-Frame-Options: DENY',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    `${homePath(base)}_astro/*`,
    `  Cache-Control: ${IMMUTABLE}`,
    '',
  ].join('\n');
}
