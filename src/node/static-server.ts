/**
 * A small static server for dist/ on loopback, with gzip: what `npm start`, the browser tests and the
 * bench use. Directories serve index.html; unknown paths serve 404.html with status 404.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest|xml|javascript))|image\/svg/;

export interface StaticServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

async function findFile(root: string, urlPath: string): Promise<string | null> {
  const safe = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, safe);
  if (!file.startsWith(root)) return null;
  try {
    const info = await stat(file);
    if (info.isDirectory()) file = join(file, 'index.html');
    await stat(file);
    return file;
  } catch {
    return null;
  }
}

export async function serveStatic(dir: string, { port = 0, host = '127.0.0.1', base = '/' } = {}): Promise<StaticServer> {
  const root = resolve(dir);
  const cache = new Map<string, Buffer>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path = url.pathname;
    // Under a base path ("/ti4/"), as on a static host, nothing outside it exists: a link that forgot the base 404s.
    const outside = base !== '/' && !path.startsWith(base) && `${path}/` !== base;
    if (base !== '/' && path.startsWith(base)) path = `/${path.slice(base.length)}`;
    let file = outside ? null : await findFile(root, path);
    let status = 200;
    if (!file && !outside && !extname(path) && !path.endsWith('/')) {
      res.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
      return;
    }
    if (!file) {
      status = 404;
      file = join(root, '404.html');
    }
    let body: Buffer;
    let version = '';
    try {
      const info = await stat(file);
      version = `${file}:${info.mtimeMs}:${info.size}`;
      body = await readFile(file);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache' };
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let gz = cache.get(version);
      if (!gz) {
        gz = gzipSync(body, { level: 9 });
        cache.set(version, gz);
      }
      body = gz;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  // A listen error (EADDRINUSE) rejects, so callers can say it in one line (src/node/busy-port.ts).
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
