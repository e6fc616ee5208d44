/**
 * Checks the internal links of a built site (a folder of HTML files): every href/src that stays on the site
 * must name a file of the folder, and every #anchor must be an id (or <a name>) of the target page. A page
 * that redirects by <meta http-equiv="refresh"> is followed to its target, whose anchor is then checked.
 * Pages are parsed with hast-util-from-html (parse5), never with regexes; the module only reads files. Not part of
 * the build: the browser tests check every built site with it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { homePath } from '../src/lib/site/routes.ts';
import { refreshUrl } from '../src/pipeline/redirect-page.ts';
import { siteFiles } from '../src/pipeline/write-files.ts';

export interface BrokenLink {
  /** The page the link is on, relative to the site folder, with "/" separators: "ru/49.4/index.html". */
  page: string;
  line: number;
  /** The URL as written in the page. */
  url: string;
  reason: string;
}

export interface LinkCheckOptions {
  /** The base path the site is served under ("/" or "/lrr/"); root-relative URLs outside it are broken. */
  base?: string;
  /** The site URL ("https://example.org"): absolute URLs on its origin (canonical, hreflang, og:url) are checked too. */
  site?: string;
}

/** One URL a page refers to, with where it was found. */
export interface PageLink {
  url: string;
  line: number;
  /** "a[href]", "meta[refresh]"…, for the report. */
  source: string;
}

export interface PageFacts {
  ids: Set<string>;
  links: PageLink[];
  /** The target of a <meta http-equiv="refresh">, if the page has one. */
  refresh: PageLink | null;
}

/** Attributes that hold one URL, by hast property name. */
const URL_PROPERTIES: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  base: [],
  script: ['src'],
  img: ['src'],
  iframe: ['src'],
  embed: ['src'],
  source: ['src'],
  track: ['src'],
  audio: ['src'],
  video: ['src', 'poster'],
  input: ['src'],
  form: ['action'],
  button: ['formAction'],
  object: ['data'],
  use: ['href', 'xLinkHref'],
  image: ['href', 'xLinkHref'],
};
/** Attributes that hold a srcset (comma-separated "url descriptor" candidates). */
const SRCSET_PROPERTIES = ['srcSet', 'imageSrcSet'];
/** Meta tags whose content is a URL of the site when it starts with the site URL. */
const URL_METAS = new Set(['og:url', 'og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image']);

const lineOf = (node: Element) => node.position?.start.line ?? 1;

function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(' ');
  return value == null ? null : String(value);
}

/** The ids, links and redirect of one page. */
export function pageFacts(html: string): PageFacts {
  const tree: Root = fromHtml(html);
  const ids = new Set<string>();
  const links: PageLink[] = [];
  let refresh: PageLink | null = null;
  let baseHref: string | null = null;
  visit(tree, 'element', (node: Element) => {
    const p = node.properties;
    const id = text(p.id);
    if (id) ids.add(id);
    if (node.tagName === 'a' && text(p.name)) ids.add(text(p.name)!);
    if (node.tagName === 'base' && text(p.href) && baseHref === null) baseHref = text(p.href);
    for (const prop of URL_PROPERTIES[node.tagName] ?? []) {
      const url = text(p[prop]);
      if (url !== null) links.push({ url, line: lineOf(node), source: `${node.tagName}[${prop.toLowerCase()}]` });
    }
    for (const prop of SRCSET_PROPERTIES) {
      const set = text(p[prop]);
      if (set === null) continue;
      for (const candidate of set.split(/,\s+/)) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) links.push({ url, line: lineOf(node), source: `${node.tagName}[${prop.toLowerCase()}]` });
      }
    }
    if (node.tagName === 'meta') {
      const equiv = text(p.httpEquiv)?.toLowerCase();
      const content = text(p.content);
      if (equiv === 'refresh' && content !== null) {
        const url = refreshUrl(content);
        if (url !== null) {
          refresh ??= { url, line: lineOf(node), source: 'meta[refresh]' };
          links.push({ url, line: lineOf(node), source: 'meta[refresh]' });
        }
      }
      const property = text(p.property) ?? text(p.name);
      if (property && URL_METAS.has(property) && content !== null) links.push({ url: content, line: lineOf(node), source: `meta[${property}]` });
    }
  });
  if (baseHref !== null) {
    // A <base> changes what every relative URL means (a bare "#x" too); resolve them here so the caller needs no special case.
    const base: string = baseHref;
    for (const link of links) if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(link.url)) link.url = joinRelative(base, link.url);
  }
  return { ids, links, refresh };
}

function joinRelative(base: string, url: string): string {
  try {
    const resolved = new URL(url, new URL(base, 'http://base.invalid/'));
    return resolved.origin === 'http://base.invalid' ? resolved.pathname + resolved.search + resolved.hash : resolved.href;
  } catch {
    return url;
  }
}

/** The URL path a file is served at under `base`: "ru/x/index.html" → "/ru/x/". */
export function pathOfFile(file: string, base = '/'): string {
  const root = homePath(base);
  return root + (file === 'index.html' ? '' : file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file);
}

const ORIGIN = 'http://site.invalid';
const MAX_REDIRECTS = 10;

/** An ASCII-case-insensitive "top" fragment, or an empty one, scrolls to the top of any page (HTML spec). */
const isTopFragment = (fragment: string) => fragment === '' || fragment.toLowerCase() === 'top';

/** "x/", "../y": a URL resolved against the page's own path (not "/x", "#x", "//host" or "scheme:"). */
const isPathRelative = (url: string) => url !== '' && !/^(?:[a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url.trim());

type Target = { file: string } | { error: string };

export class SiteLinks {
  readonly files: Set<string>;
  private readonly facts = new Map<string, PageFacts>();
  private readonly dir: string;
  private readonly root: string;
  private readonly siteUrl: URL | null;

  constructor(dir: string, options: LinkCheckOptions = {}) {
    this.dir = dir;
    this.files = new Set(siteFiles(dir));
    this.root = homePath(options.base ?? '/');
    this.siteUrl = options.site ? new URL(options.site.replace(/\/?$/, '/')) : null;
  }

  pages(): string[] {
    return [...this.files].filter((f) => f.endsWith('.html'));
  }

  factsOf(file: string): PageFacts {
    let facts = this.facts.get(file);
    if (!facts) {
      facts = pageFacts(readFileSync(join(this.dir, file), 'utf8'));
      this.facts.set(file, facts);
    }
    return facts;
  }

  /** The URL as the browser would resolve it on the page, or null when it leaves the site. */
  private resolve(url: string, page: string): URL | null | { error: string } {
    let resolved: URL;
    try {
      resolved = new URL(url, ORIGIN + pathOfFile(page, this.root));
    } catch {
      return { error: 'not a valid URL' };
    }
    if (resolved.protocol === 'javascript:') return { error: 'a javascript: URL' };
    if (resolved.origin === ORIGIN) return resolved;
    // Absolute URLs of the site (canonical, hreflang, og:url) carry the base path like root-relative ones.
    if (this.siteUrl && resolved.origin === this.siteUrl.origin) return new URL(resolved.pathname + resolved.search + resolved.hash, ORIGIN);
    return null;
  }

  /** The file a URL path names: "/ru/x/" → "ru/x/index.html". */
  private fileOf(pathname: string): Target {
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return { error: 'a malformed percent-escape in the path' };
    }
    if (!path.startsWith(this.root)) return { error: `outside the base path ${this.root}` };
    const rel = path.slice(this.root.length);
    if (rel === '' || rel.endsWith('/')) {
      const file = `${rel}index.html`;
      return this.files.has(file) ? { file } : { error: `no file ${file}` };
    }
    if (this.files.has(rel)) return { file: rel };
    if (this.files.has(`${rel}/index.html`)) return { error: `no file ${rel} (the page is ${rel}/: add the trailing slash)` };
    return { error: `no file ${rel}` };
  }

  /** Why a link of `page` is broken, or null when it resolves (through redirects) to an existing file and anchor. */
  brokenReason(url: string, page: string): string | null {
    const resolved = this.resolve(url, page);
    if (resolved === null) return null;
    if ('error' in resolved) return resolved.error;
    let fragment = resolved.hash === '' ? null : resolved.hash.slice(1);
    let target = this.fileOf(resolved.pathname);
    if ('error' in target) return target.error;
    // The fragments that reach the final page: the link's own (kept by a redirect page's script) and the
    // one a meta refresh sets (what the browser uses without script).
    const fragments = new Set<string>(fragment === null ? [] : [fragment]);
    const seen = new Set<string>();
    let via = '';
    let current = target.file;
    while (current.endsWith('.html')) {
      const { refresh } = this.factsOf(current);
      if (!refresh) break;
      if (seen.has(current) || seen.size >= MAX_REDIRECTS) return `a redirect loop through ${[...seen].join(' → ')}`;
      seen.add(current);
      const next = this.resolve(refresh.url, current);
      if (next === null) return null; // redirects off the site
      if ('error' in next) return `redirect ${current}: ${next.error}`;
      target = this.fileOf(next.pathname);
      if ('error' in target) return `redirect ${current}: ${target.error}`;
      if (next.hash !== '') fragments.add(next.hash.slice(1));
      via = ` (via ${[...seen].join(' → ')})`;
      current = target.file;
    }
    for (const raw of fragments) {
      try {
        fragment = decodeURIComponent(raw);
      } catch {
        return `a malformed percent-escape in #${raw}`;
      }
      if (isTopFragment(fragment)) continue;
      if (!current.endsWith('.html')) return `#${fragment} on ${current}, which is not a page`;
      if (!this.factsOf(current).ids.has(fragment)) return `no id "${fragment}" in ${current}${via}`;
    }
    return null;
  }

  /** Every broken link of one page. */
  check(page: string): BrokenLink[] {
    const broken: BrokenLink[] = [];
    for (const link of this.factsOf(page).links) {
      const reason = page === '404.html' && isPathRelative(link.url) ? 'a relative URL on the 404 page, which is served at any path' : this.brokenReason(link.url, page);
      if (reason !== null) broken.push({ page, line: link.line, url: link.url, reason: `${link.source}: ${reason}` });
    }
    return broken;
  }
}

/** Every broken internal link and anchor of the site in `dir`, page by page. */
export function checkLinks(dir: string, options: LinkCheckOptions = {}): BrokenLink[] {
  const site = new SiteLinks(dir, options);
  return site.pages().flatMap((page) => site.check(page));
}

export function formatBrokenLink(b: BrokenLink): string {
  return `${b.page}:${b.line}: ${b.url} — ${b.reason}`;
}
