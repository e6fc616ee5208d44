/**
 * Every setting of the build, the server and the tests, read from environment variables and validated in one
 * place: `parseSettings` is pure (an environment in, settings or every problem out); `siteSettings()` in
 * src/pipeline/settings.ts reads process.env once per process and stops it with one clear message per bad value. The README's settings
 * table lists every variable read here (a unit test keeps the two in step).
 */

export interface Settings {
  /** The origin the site is deployed at ("https://rules.example.com"), or undefined: then no page names a host. */
  site: string | undefined;
  /** The path the site is served under, with both slashes: "/" or "/ti4/". */
  basePath: string;
  /** The port `npm start`, `npm run serve` and `npm run dev` listen on. */
  port: number;
  /** The address they listen on. */
  host: string;
  /** Absolute paths. */
  contentDir: string;
  outDir: string;
  /** A Chromium or Chrome executable for the browser tests and the bench, when set. */
  chromePath: string | undefined;
}

export type Env = Record<string, string | undefined>;

/** A path segment of BASE_PATH: URL-safe characters only. */
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

function siteUrl(value: string, problems: string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`SITE_URL="${value}" is not a URL: give the origin the site is deployed at, e.g. SITE_URL=https://rules.example.com`);
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') problems.push(`SITE_URL="${value}" must start with https:// (or http://)`);
  else if (url.pathname !== '/') problems.push(`SITE_URL="${value}" has a path: give only the origin (SITE_URL=${url.origin}) and the path as BASE_PATH=${url.pathname.replace(/\/?$/, '/')}`);
  else if (url.search || url.hash || url.username || url.password) problems.push(`SITE_URL="${value}" must be only an origin, e.g. ${url.origin}`);
  else return url.origin;
  return undefined;
}

function basePath(value: string, problems: string[]): string {
  const segments = value.split('/').filter(Boolean);
  if (!value.startsWith('/') || segments.some((s) => !SEGMENT.test(s) || s === '.' || s === '..')) {
    problems.push(`BASE_PATH="${value}" must be a path like /ti4/ (starting with /, letters, digits, . _ ~ - between slashes)`);
    return '/';
  }
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

function port(value: string, problems: string[]): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 65535) {
    problems.push(`PORT="${value}" must be a whole number from 1 to 65535, e.g. PORT=4322`);
    return 4321;
  }
  return n;
}

/**
 * Settings from `env`, with paths made absolute by `absolute` (the caller's path module, so that this file stays
 * free of I/O); `problems` is empty when every value is good.
 */
export function parseSettings(env: Env, absolute: (path: string) => string, exists: (path: string) => boolean = () => true): { settings: Settings; problems: string[] } {
  const problems: string[] = [];
  const value = (name: string) => (env[name]?.trim() ? env[name]!.trim() : undefined);
  const path = (name: string, fallback: string) => {
    return absolute(value(name) ?? fallback);
  };
  const chromePath = value('CHROME_PATH');
  if (chromePath && !exists(chromePath)) problems.push(`CHROME_PATH="${chromePath}" names no file: point it at a Chromium or Chrome executable, or unset it`);
  const topicsFile = value('TOPICS_FILE');
  if (topicsFile && !exists(absolute(topicsFile))) problems.push(`TOPICS_FILE="${topicsFile}" names no file: point it at a topic index like content/lrr-topics.tsv, or unset it`);
  const host = value('HOST') ?? '127.0.0.1';
  if (/\s|\//.test(host)) problems.push(`HOST="${host}" must be a host name or address, e.g. 127.0.0.1 or 0.0.0.0`);
  const settings: Settings = {
    site: value('SITE_URL') === undefined ? undefined : siteUrl(value('SITE_URL')!, problems),
    basePath: value('BASE_PATH') === undefined ? '/' : basePath(value('BASE_PATH')!, problems),
    port: value('PORT') === undefined ? 4321 : port(value('PORT')!, problems),
    host,
    contentDir: path('CONTENT_DIR', 'content'),
    outDir: path('OUT_DIR', 'dist'),
    chromePath,
  };
  return { settings, problems };
}

/** The message a build without SITE_URL prints once. */
export const NO_SITE_URL =
  'SITE_URL is not set: pages carry no canonical host, og:url or sitemap.xml. Set it to the address the site will be served at, e.g. SITE_URL=https://rules.example.com npm run build (README: Deploy).';
