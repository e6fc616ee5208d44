// The static server as an attacker and a browser would probe it: raw HTTP over node:net (fetch would
// normalise "/./", "//" and bad escapes before they reach the server), on a small site in a temporary folder
// with the `_headers` file the build writes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile, policy, sha256 } from '../../../src/pipeline/csp.ts';
import { headersFor, parseHeadersFile } from '../../../src/server/headers-rules.ts';
import { parseRequestPath } from '../../../src/server/request-path.ts';
import { serveStatic, type StaticServer } from '../../../src/server/static-server.ts';

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends one request exactly as written and reads the whole reply (Connection: close). */
function raw(server: StaticServer, request: string): Promise<Reply> {
  const { port } = new URL(server.url);
  return new Promise((ok, fail) => {
    // Written, not ended: Node's server drops a half-closed connection; Connection: close ends it after the reply.
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', fail);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
      ok({ status: Number(statusLine.split(' ')[1]), headers, body: all.subarray(split + 4) });
    });
  });
}

function get(server: StaticServer, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  const lines = Object.entries({ Host: 'localhost', Connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}\r\n`);
  return raw(server, `${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n`);
}

const PAGE = '<!DOCTYPE html><html><head><meta charset="utf-8"><title>x</title></head><body>' + '<p>Rule text. </p>'.repeat(200) + '</body></html>';
const CSP = policy([sha256('a()')], []);
let dir: string;
let server: StaticServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-server-'));
  const site: Record<string, string> = {
    'index.html': PAGE,
    'en/component-limitations/index.html': PAGE.replace('x', 'Component Limitations'),
    'en/23.99x/note.txt': 'a file',
    '_astro/page.abc123.js': 'console.log("hashed");'.repeat(50),
    '404.html': '<!DOCTYPE html><title>Not found</title>',
    'ru/404.html': '<!DOCTYPE html><title>Не найдено</title>',
    '.secret': 'dotfile',
    _headers: headersFile(CSP, '/', ['/', '/404.html', '/en/*']),
  };
  for (const [file, text] of Object.entries(site)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  server = await serveStatic(dir);
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the static server refuses what a production host refuses, and stays up', () => {
  it.each(['/%', '/%E0%A4%A', '//', '/.//evil.example/x', '/a/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/a%2Fb', '/a%00b', '/a\\b', 'http://evil.example/'])(
    'answers 400 to %s',
    async (path) => {
      const reply = await get(server, path);
      expect(reply.status).toBe(400);
      expect(reply.headers.location).toBeUndefined();
    },
  );

  it('is still up after the malformed requests', async () => {
    expect((await get(server, '/')).status).toBe(200);
  });

  it.each(['POST', 'PUT', 'DELETE', 'TRACE', 'OPTIONS', 'PATCH'])('answers 405 to %s, with Allow', async (method) => {
    const reply = await get(server, '/', { 'Content-Length': '0' }, method);
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD');
  });

  it('answers HEAD like GET, without a body', async () => {
    const head = await get(server, '/', { 'Accept-Encoding': 'identity' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
    expect(head.body.length).toBe(0);
  });

  it('serves neither the _headers file nor dotfiles', async () => {
    for (const path of ['/_headers', '/.secret', '/%2esecret']) {
      const reply = await get(server, path);
      expect(reply.status).toBe(404);
      expect(reply.body.toString()).toContain('Not found');
    }
  });

  it('redirects a folder to its trailing slash on this host only, keeping the query', async () => {
    const reply = await get(server, '/en/component-limitations?ref=forum');
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe('/en/component-limitations/?ref=forum');
    expect((await get(server, '/en/component-limitations/?utm_source=x')).status).toBe(200);
  });

  it('answers 404 with the 404 page for unknown paths, a folder without an index, and a file with a slash', async () => {
    for (const path of ['/en/unknown/', '/en/unknown', '/en/23.99x', '/en/23.99x/note.txt/']) {
      const reply = await get(server, path);
      expect(reply.status, path).toBe(404);
      expect(reply.body.toString()).toContain('Not found');
    }
  });

  it('answers a miss under a language folder with its own 404 page, or, as GitHub Pages does, with the root one', async () => {
    const own = await get(server, '/ru/unknown/');
    expect(own.status).toBe(404);
    expect(own.body.toString()).toContain('Не найдено');
    const pages = await serveStatic(dir, { languageNotFound: false });
    try {
      const root = await get(pages, '/ru/unknown/');
      expect(root.status).toBe(404);
      expect(root.body.toString()).toContain('Not found');
    } finally {
      await pages.close();
    }
  });
});

describe('the static server sends the headers of _headers', () => {
  it('sends the CSP with frame-ancestors, nosniff and no framing on pages', async () => {
    const { headers } = await get(server, '/en/component-limitations/');
    expect(headers['content-security-policy']).toBe(`${CSP}; frame-ancestors 'none'`);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cache-control']).toBe('no-cache');
  });

  it('keeps the policy off files that are not pages, and no framing and nosniff on them', async () => {
    const { headers } = await get(server, '/_astro/page.abc123.js');
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('marks hashed assets immutable', async () => {
    const { headers } = await get(server, '/_astro/page.abc123.js');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('revalidates pages by ETag: 304 when unchanged, per encoding', async () => {
    const first = await get(server, '/', { 'Accept-Encoding': 'gzip' });
    expect(first.headers.etag).toMatch(/^"[\w-]+-gz"$/);
    const again = await get(server, '/', { 'Accept-Encoding': 'gzip', 'If-None-Match': first.headers.etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const br = await get(server, '/', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag });
    expect(br.status).toBe(200);
    expect(br.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('the static server compresses by Accept-Encoding q-values', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0, identity', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" gives %s', async (accept, expected) => {
    const reply = await get(server, '/', accept ? { 'Accept-Encoding': accept } : {});
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe(expected);
    expect(reply.headers.vary).toBe('Accept-Encoding');
    const text = expected === 'br' ? brotliDecompressSync(reply.body) : expected === 'gzip' ? gunzipSync(reply.body) : reply.body;
    expect(text.toString()).toBe(PAGE);
  });

  it('offers only the codings it was given (the bench measures gzip)', async () => {
    const gzipOnly = await serveStatic(dir, { encodings: ['gzip'] });
    try {
      expect((await get(gzipOnly, '/', { 'Accept-Encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('gzip');
    } finally {
      await gzipOnly.close();
    }
  });
});

describe('parseRequestPath', () => {
  it('decodes segments and keeps the raw path and query', () => {
    expect(parseRequestPath('/ru/%D0%B0/?q=1#x')).toEqual({ raw: '/ru/%D0%B0/', segments: ['ru', 'а'], folder: true, search: '?q=1' });
    expect(parseRequestPath('/')).toEqual({ raw: '/', segments: [], folder: true, search: '' });
  });
});

describe('parseHeadersFile', () => {
  it('joins the values of matching rules, as static hosts do', () => {
    const rules = parseHeadersFile('/*\n  X-A: 1\n/en/*\n  X-A: 2\n  X-B: b\n');
    expect(headersFor(rules, '/en/x/')).toEqual({ 'x-a': '1, 2', 'x-b': 'b' });
    expect(headersFor(rules, '/ru/')).toEqual({ 'x-a': '1' });
  });

  it('names the line of a header without a path', () => {
    expect(() => parseHeadersFile('  X-A: 1\n', 'dist/_headers')).toThrow('dist/_headers:1');
  });
});
