/**
 * The static server for dist/ on loopback (`npm start`, the browser tests, the bench), behaving like a
 * production static host: GET and HEAD only (405 otherwise); request paths checked by `request-path.ts` (400
 * for malformed ones, so no redirect to "//host"); dotfiles and `_headers` never served; a folder without its
 * trailing slash redirected to it; unknown paths get the nearest 404.html (or the root one only, as GitHub Pages) with status 404. Headers come from the
 * `_headers` file the build writes (CSP, nosniff, frame-ancestors, immutable hashed assets), so the server
 * and static hosts agree; everything else is revalidated by ETag (304). Text is sent as brotli or gzip as
 * the Accept-Encoding header's q-values allow (negotiator), each encoding compressed once per file version.
 * A browser's navigation to a redirect page (the old addresses of moved pages) is answered with the redirect itself
 * (302), as the service worker answers it; other clients get the page (redirect-page.ts). A rule-number address
 * (/ru/49.4/) is no redirect: its file is the rule's page, served as any page is.
 *
 * No well-kept library does all of this: sirv ignores q-values and malformed paths, send/serve-static do not
 * compress, and the compression middleware compresses every response again and keeps one ETag for all.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers-rules.ts';
import { instantRedirect, REDIRECT_PAGE_MAX_BYTES } from '../pipeline/redirect-page.ts';
import { parseRequestPath } from './request-path.ts';

/** The types of the files a build writes; anything else (Pagefind's index) is sent as application/octet-stream. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest|xml))|image\/svg/;
/** Content codings the server can send, in the order it prefers them when the client rates them alike. */
export type Encoding = 'br' | 'gzip';
const ALL_ENCODINGS: Encoding[] = ['br', 'gzip'];
const SUFFIX: Record<Encoding, string> = { br: 'br', gzip: 'gz' };
const ALLOWED_METHODS = 'GET, HEAD';

export interface StaticServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

export interface ServeOptions {
  port?: number;
  host?: string;
  base?: string;
  /** The codings offered (default brotli and gzip); the bench offers gzip only, to report gzipped bytes. */
  encodings?: Encoding[];
  /** Whether a browser's navigation to a redirect page gets the redirect by HTTP (default); false serves files only, as a plain static host such as GitHub Pages does (the bench's phone timings). */
  redirectNavigations?: boolean;
  /** Whether a miss under /{lang}/ gets that folder's 404.html (default, as Cloudflare Pages does); false gives every miss the root 404.html, as GitHub Pages does. */
  languageNotFound?: boolean;
}

interface CachedFile {
  body: Buffer;
  etag: string;
  encoded: Map<Encoding, Buffer>;
  /** Where a redirect page sends the reader (null: not one), once asked. */
  redirect?: string | null;
}

/** One file version (path, mtime, size) → its bytes, ETag and compressed forms; shared by all servers. */
const files = new Map<string, CachedFile>();

async function loadFile(file: string): Promise<CachedFile | null> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const key = `${file}:${info.mtimeMs}:${info.size}`;
    let cached = files.get(key);
    if (!cached) {
      const body = await readFile(file);
      cached = { body, etag: createHash('sha1').update(body).digest('base64url').slice(0, 22), encoded: new Map() };
      files.set(key, cached);
    }
    return cached;
  } catch {
    return null;
  }
}

function encode(file: CachedFile, encoding: Encoding): Buffer {
  let out = file.encoded.get(encoding);
  if (!out) {
    out =
      encoding === 'br'
        ? brotliCompressSync(file.body, {
            params: {
              // Quality 5, as CDNs compress on the fly: the whole site in about half a second (11 takes a minute).
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: file.body.length,
            },
          })
        : gzipSync(file.body, { level: 9 });
    file.encoded.set(encoding, out);
  }
  return out;
}

/** Where a checked path leads: a file to send with its status, or a redirect to the folder's slash. */
async function resolveFile(root: string, segments: string[], folder: boolean): Promise<{ file: string } | { redirect: true } | null> {
  // Dotfiles and the hosts' own configuration are not part of the site.
  if (segments.some((s) => s.startsWith('.')) || (segments.length === 1 && segments[0] === '_headers')) return null;
  const path = join(root, ...segments);
  try {
    const info = await stat(path);
    if (info.isDirectory()) {
      if (!folder) return existsSync(join(path, 'index.html')) ? { redirect: true } : null;
      return { file: join(path, 'index.html') };
    }
    return folder ? null : { file: path };
  } catch {
    return null;
  }
}

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' }).end(`${text}\n`);
}

export async function serveStatic(dir: string, options: ServeOptions = {}): Promise<StaticServer> {
  const { port = 0, host = '127.0.0.1', base = '/', encodings = ALL_ENCODINGS, redirectNavigations = true, languageNotFound = true } = options;
  const root = resolve(dir);
  const headersPath = join(root, '_headers');
  const rules: HeaderRule[] = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8'), headersPath) : [];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'method not allowed', { allow: ALLOWED_METHODS });
    const target = parseRequestPath(req.url ?? '');
    if (!target) return plain(res, 400, 'bad request');
    let segments = target.segments;
    const baseSegments = base.split('/').filter(Boolean);
    const underBase = baseSegments.every((s, i) => segments[i] === s) && (segments.length > baseSegments.length || target.folder);
    segments = underBase ? segments.slice(baseSegments.length) : [];
    const found = underBase ? await resolveFile(root, segments, target.folder) : null;
    if (found && 'redirect' in found) {
      res.writeHead(301, { ...headersFor(rules, target.raw), location: `${target.raw}/${target.search}`, 'cache-control': 'no-cache' }).end();
      return;
    }
    let status = 200;
    let file = found ? await loadFile(found.file) : null;
    let name = found?.file ?? '';
    if (!file) {
      status = 404;
      // A language's own 404 page (/ru/404.html) under its folder, as static hosts such as Cloudflare Pages do.
      const local = languageNotFound && segments.length > 1 && !segments[0].includes('.') ? join(root, segments[0], '404.html') : null;
      name = local && existsSync(local) ? local : join(root, '404.html');
      file = await loadFile(name);
      if (!file) return plain(res, 404, 'not found');
    }
    const type = TYPES[extname(name)] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'cache-control': 'no-cache', ...headersFor(rules, target.raw), 'content-type': type };
    headers['x-content-type-options'] ??= 'nosniff';
    let body = file.body;
    let etag = file.etag;
    if (COMPRESSIBLE.test(type)) {
      headers.vary = 'Accept-Encoding';
      const negotiator = new Negotiator(req) as Negotiator & { encodings(available: string[], options: { preferred: string[] }): string[] };
      const [encoding] = negotiator.encodings([...encodings, 'identity'], { preferred: [...encodings, 'identity'] });
      if (encoding === 'br' || encoding === 'gzip') {
        body = encode(file, encoding);
        etag = `${etag}-${SUFFIX[encoding]}`;
        headers['content-encoding'] = encoding;
      }
    }
    // A browser going to a redirect page (/compare/{id}/) is sent on by HTTP, as the service worker does: no page to
    // load first. Link-preview bots and other clients, which send no Sec-Fetch-Mode, get the page and its
    // Open Graph tags.
    if (status === 200 && type.startsWith('text/html') && file.body.length <= REDIRECT_PAGE_MAX_BYTES) {
      if (file.redirect === undefined) file.redirect = instantRedirect(file.body.toString('utf8'));
      if (file.redirect !== null) {
        if (redirectNavigations && req.headers['sec-fetch-mode'] === 'navigate') {
          res.writeHead(302, { ...headersFor(rules, target.raw), location: file.redirect, 'cache-control': 'no-cache', vary: 'Sec-Fetch-Mode' }).end();
          return;
        }
        headers.vary = `${headers.vary ? `${headers.vary}, ` : ''}Sec-Fetch-Mode`;
      }
    }
    if (status === 200) {
      headers.etag = `"${etag}"`;
      if (fresh(req.headers, { etag: headers.etag, 'cache-control': headers['cache-control'] })) {
        delete headers['content-type'];
        res.writeHead(304, headers).end();
        return;
      }
    }
    headers['content-length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`static server: ${req.method} ${req.url}: ${(error as Error).message}`);
      if (!res.headersSent) plain(res, 500, 'internal error');
      else res.destroy();
    });
  });
  // A listen error (EADDRINUSE) rejects, so callers can say it in one line (src/server/busy-port.ts).
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    url: `http://${host}:${actualPort}${base}`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
