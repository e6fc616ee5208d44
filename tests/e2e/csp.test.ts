// A Content-Security-Policy without 'unsafe-inline' for scripts, as a <meta> on every page and in the
// _headers file, that lets every page's own scripts run: checked statically over dist/ and in Chromium.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../src/server/headers-rules.ts';
import { pathOfFile, SiteLinks } from '../../tools/link-check.ts';
import { DIST, phonePage, useSite } from './browser.ts';
import { collectErrors, missingReason, PAGE_TYPES, unexpectedErrors } from './page-types.ts';

/** Directive name → its source list. */
function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);

interface PageCsp {
  metas: string[];
  /** Elements (script, style, stylesheet link) that come before the CSP meta, which it would not cover. */
  beforeMeta: string[];
  scriptHashes: string[];
  styleHashes: string[];
  inlineHandlers: string[];
  styleAttributes: number;
}

function pageCsp(html: string): PageCsp {
  const tree = fromHtml(html);
  const result: PageCsp = { metas: [], beforeMeta: [], scriptHashes: [], styleHashes: [], inlineHandlers: [], styleAttributes: 0 };
  visit(tree, 'element', (el: Element) => {
    const p = el.properties;
    if (el.tagName === 'meta' && String(p.httpEquiv ?? '').toLowerCase() === 'content-security-policy') result.metas.push(String(p.content ?? ''));
    const active = el.tagName === 'script' || el.tagName === 'style' || (el.tagName === 'link' && String(p.rel ?? '').includes('stylesheet'));
    if (active && result.metas.length === 0) result.beforeMeta.push(`<${el.tagName}> line ${el.position?.start.line}`);
    if (el.tagName === 'script' && p.src === undefined && EXECUTABLE.has(String(p.type ?? '').toLowerCase())) result.scriptHashes.push(sha256(toString(el)));
    if (el.tagName === 'style') result.styleHashes.push(sha256(toString(el)));
    for (const name of Object.keys(p)) if (/^on[A-Z]/.test(name)) result.inlineHandlers.push(`<${el.tagName} ${name.toLowerCase()}> line ${el.position?.start.line}`);
    if (p.style !== undefined) result.styleAttributes++;
  });
  return result;
}

/** What is wrong with a policy for a page that has these inline scripts and styles. */
function policyProblems(policy: string, scripts: Iterable<string>, styles: Iterable<string>): string[] {
  const directives = parsePolicy(policy);
  const script = directives.get('script-src') ?? directives.get('default-src');
  const style = directives.get('style-src') ?? directives.get('default-src');
  const problems: string[] = [];
  if (!script) return ['no script-src (nor default-src)'];
  if (script.includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
  if (script.includes("'unsafe-eval'")) problems.push("script-src allows 'unsafe-eval'");
  if (!directives.has('object-src') && !directives.get('default-src')?.includes("'none'")) problems.push('no object-src');
  for (const hash of new Set(scripts)) if (!script.includes(hash)) problems.push(`inline script ${hash} is not in script-src`);
  if (style && !style.includes("'unsafe-inline'")) for (const hash of new Set(styles)) if (!style.includes(hash)) problems.push(`inline style ${hash} is not in style-src`);
  return problems;
}

describe('CSP of every page of dist/ (static)', () => {
  const pages = new SiteLinks(DIST).pages();
  const facts = new Map(pages.map((page) => [page, pageCsp(readFileSync(join(DIST, page), 'utf8'))]));

  it('every page has one <meta http-equiv="Content-Security-Policy"> before any script or style', () => {
    const problems: string[] = [];
    for (const [page, f] of facts) {
      if (f.metas.length !== 1) problems.push(`${page}: ${f.metas.length} CSP metas`);
      else if (f.beforeMeta.length > 0) problems.push(`${page}: ${f.beforeMeta.join(', ')} before the CSP meta`);
    }
    expect(problems.slice(0, 20), `${problems.length} pages:\n${problems.slice(0, 20).join('\n')}`).toEqual([]);
  });

  it("its script-src has no 'unsafe-inline' and lists the hash of every inline script (and style)", () => {
    const problems = [...facts].flatMap(([page, f]) =>
      f.metas.length === 0 ? [] : policyProblems(f.metas[0], f.scriptHashes, f.styleHashes).map((p) => `${page}: ${p}`),
    );
    expect(problems.slice(0, 20), `${problems.length} problems:\n${problems.slice(0, 20).join('\n')}`).toEqual([]);
  });

  it('no page needs what a hash cannot allow: inline event handlers or style attributes', () => {
    const problems = [...facts].flatMap(([page, f]) => [
      ...f.inlineHandlers.map((h) => `${page}: ${h}`),
      ...(f.styleAttributes > 0 ? [`${page}: ${f.styleAttributes} style attributes`] : []),
    ]);
    expect(problems.slice(0, 20), `${problems.length} problems:\n${problems.slice(0, 20).join('\n')}`).toEqual([]);
  });

  describe('the _headers file (Netlify, Cloudflare Pages)', () => {
    const file = join(DIST, '_headers');
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';

    it('exists and gives every page and the service worker a Content-Security-Policy, and search chunks none', () => {
      expect(existsSync(file), 'dist/_headers').toBe(true);
      const rules = parseHeadersFile(text);
      const paths = [...facts.keys()].map((f) => pathOfFile(f)).concat('/sw.js', '/sw-offline.js');
      const bare = paths.filter((p) => !headersFor(rules, p)['content-security-policy']?.includes("frame-ancestors 'none'"));
      expect(bare, bare.join(' ')).toEqual([]);
      expect(headersFor(rules, '/pagefind/pagefind.js')['content-security-policy']).toBeUndefined();
    });

    it("its policy has no 'unsafe-inline' and allows every page's inline scripts (both the header and the meta policy are enforced)", () => {
      const policy = /^\s+Content-Security-Policy: (.*)$/m.exec(text)?.[1] ?? '';
      const all = [...facts.values()];
      expect(policyProblems(policy, all.flatMap((f) => f.scriptHashes), all.flatMap((f) => f.styleHashes))).toEqual([]);
    });

    it('every line fits the 2,000 characters Cloudflare Pages allows per _headers line', () => {
      const long = text.split('\n').filter((l) => l.length > 2000).map((l) => `${l.slice(0, 60)}… (${l.length} characters)`);
      expect(long, long.join('\n')).toEqual([]);
    });
  });
});

describe('CSP in Chromium: no violation, no console error', () => {
  const site = useSite();

  for (const type of PAGE_TYPES) {
    it(`${type.name} (${type.path})`, async (ctx) => {
      const missing = missingReason(type);
      if (missing && type.optional) ctx.skip(missing);
      expect(missing).toBeNull();
      const { context, page } = await phonePage(site.browser);
      try {
        const errors = collectErrors(page);
        const cspMessages: string[] = [];
        page.on('console', (m) => {
          if (m.text().includes('Content Security Policy')) cspMessages.push(m.text());
        });
        await page.addInitScript(() => {
          const w = window as unknown as { __cspViolations: string[] };
          w.__cspViolations = [];
          document.addEventListener(
            'securitypolicyviolation',
            (e) => w.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
            true,
          );
        });
        const documentUrl = site.url(type.path);
        const response = await page.goto(documentUrl, { waitUntil: 'load' });
        expect(response, 'a response').not.toBeNull();
        // A rule number's page shows its entry's address (RuleAddress.astro).
        if (type.name === 'rule number') await page.waitForURL((u) => u.pathname !== type.path);
        // Exercise the scripts the page loads on demand: the search box and the theme toggle.
        const search = page.locator('#site-search');
        if ((await search.count()) > 0) {
          await search.fill('49');
          await page.waitForTimeout(500);
        }
        const toggle = page.locator('theme-toggle button');
        if ((await toggle.count()) > 0) await toggle.click();
        await page.waitForTimeout(200);
        const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
        expect(violations, violations.join('\n')).toEqual([]);
        expect(cspMessages, cspMessages.join('\n')).toEqual([]);
        // The 404 page answers with status 404, which Chromium logs for the document itself; any other failed load counts.
        const unexpected = unexpectedErrors(errors, documentUrl, response?.status());
        expect(unexpected, unexpected.join('\n')).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
