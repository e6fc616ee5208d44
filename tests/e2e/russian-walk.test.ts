/**
 * A walk through the Russian site. From /ru/, every page reachable by links under /ru/
 * (the language switch and the comparison view left out) is opened, on a 390 × 844 phone, a few tabs at a time:
 * none shows Korean text (Hangul) or an English interface string (read from src/i18n/) outside elements marked
 * lang="ko" or lang="en", and none links outside /ru/ but a fallback page (a topic's or a rulings page's) to its original and the coverage
 * table's language columns (both marked with hreflang). Every topic is reached by the walk, from the graph
 * (/ru/graph/), and from the header search on /ru/ by its Russian title (its English title where it has no
 * Russian text).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSite } from './browser.ts';
import { foreignText, type ForeignText } from './page-language.ts';
import { VIEWPORTS } from './viewports.ts';
import { pageEntry } from '../../src/lib/views/page-entry.ts';
import { realGlossary } from '../unit/support.ts';

const site = useSite();
const glossary = realGlossary();
const ids = glossary.presentTopicIds();
const TABS = 4;

interface PageFindings extends ForeignText {
  status: number;
}

async function phoneContext(): Promise<BrowserContext> {
  return site.browser.newContext({ ...VIEWPORTS.find((v) => v.name === 'phone')!.options, serviceWorkers: 'block' });
}

/** Runs `work` over the items in `TABS` tabs of one context, each tab taking the next item when it is free. */
async function inTabs<T>(context: BrowserContext, items: () => T | undefined, work: (page: Page, item: T) => Promise<void>): Promise<void> {
  await Promise.all(
    Array.from({ length: TABS }, async () => {
      const page = await context.newPage();
      for (let item = items(); item !== undefined; item = items()) await work(page, item);
      await page.close();
    }),
  );
}

/** A page to walk: a folder path under /ru/ that is no rule-number page (its entry's), comparison or file. */
const walkable = (path: string) => path.startsWith('/ru/') && !/^\/ru\/\d/.test(path) && !path.includes('/compare/') && path.endsWith('/');

describe('a walk through the Russian site', () => {
  const visited = new Map<string, PageFindings>();
  let context: BrowserContext;

  beforeAll(async () => {
    context = await phoneContext();
    const queue = ['/ru/'];
    const seen = new Set(queue);
    let busy = 0;
    // A tab that finds the queue empty waits while others may still add to it.
    const next = async (): Promise<string | undefined> => {
      while (queue.length === 0 && busy > 0) await new Promise((r) => setTimeout(r, 20));
      const path = queue.shift();
      if (path !== undefined) busy++;
      return path;
    };
    await Promise.all(
      Array.from({ length: TABS }, async () => {
        const page = await context.newPage();
        for (let path = await next(); path !== undefined; path = await next()) {
          try {
            const response = await page.goto(site.url(path), { waitUntil: 'load' });
            const findings = { status: response?.status() ?? 0, ...(await foreignText(page, 'ru')) };
            visited.set(path, findings);
            for (const link of findings.links) {
              if (!link.outside && walkable(link.path) && !seen.has(link.path)) {
                seen.add(link.path);
                queue.push(link.path);
              }
            }
          } finally {
            busy--;
          }
        }
        await page.close();
      }),
    );
  }, 300_000);

  afterAll(() => context?.close());

  it('reaches every topic’s Russian page, the graph and the coverage page, each a Russian page (200, lang="ru")', () => {
    const missing = ['/ru/graph/', '/ru/translations/', ...ids.map((id) => `/ru/${id}/`)].filter((p) => !visited.has(p));
    expect(missing).toEqual([]);
    expect(ids).toHaveLength(109);
    const wrong = [...visited].filter(([, f]) => f.status !== 200 || f.lang !== 'ru').map(([p, f]) => `${p}: ${f.status} lang=${f.lang}`);
    expect(wrong).toEqual([]);
  });

  it('shows no Korean text outside lang="ko" (and none is so marked on a Russian page it reaches)', () => {
    const found = [...visited].flatMap(([p, f]) => f.scripts.map((h) => `${p} ${h}`));
    expect(found.slice(0, 20), `${found.length} in all`).toEqual([]);
  });

  it('shows no English interface string outside elements marked lang="en"', () => {
    const found = [...visited].flatMap(([p, f]) => f.strings.map((e) => `${p} ${e}`));
    expect(found.slice(0, 20), `${found.length} in all`).toEqual([]);
  });

  it('links only within /ru/, apart from a fallback page’s original and the coverage table’s language columns, each marked with hreflang', () => {
    const allowed = (from: string, link: PageFindings['links'][number]) => {
      const lang = link.path.split('/')[1];
      if (link.outside || link.hreflang !== lang) return false;
      // A fallback page's link to the page of the text it shows; the coverage table's cell of that language's entry.
      const id = from.slice('/ru/'.length, -1);
      // A rulings fallback page (or one of its parts): the same page in English.
      if (/^\/ru\/(factions|components)\//.test(from)) return link.path === from.replace(/^\/ru\//, '/en/');
      return link.path === `/${pageEntry(glossary, 'ru', id)?.entry.locale}/${id}/` || (/^\/ru\/translations\/(\d+\/)?$/.test(from) && /^\/(en|ko)\/[a-z0-9-]+\/$/.test(link.path));
    };
    const out = [...visited].flatMap(([p, f]) =>
      f.links.filter((l) => (l.outside || (!l.path.startsWith('/ru/') && !l.path.startsWith('/_astro/'))) && !allowed(p, l)).map((l) => `${p} → ${l.path}${l.hash} (hreflang ${l.hreflang})`),
    );
    expect(out.slice(0, 20), `${out.length} in all`).toEqual([]);
  });
});

describe('every topic is found from /ru/', () => {
  it('/ru/graph/ links every topic’s Russian page', async () => {
    const context = await phoneContext();
    const page = await context.newPage();
    await page.goto(site.url('/ru/graph/'));
    // The picture is fetched when its <details> opens.
    await page.locator('details[data-graph-src] summary').tap();
    await page.locator('[data-graph-zoom] a[href]').first().waitFor();
    const linked = new Set(await page.$$eval('[data-graph-zoom] a[href]', (as) => as.map((a) => new URL(a.getAttribute('href')!, location.href).pathname)));
    expect(ids.filter((id) => !linked.has(`/ru/${id}/`))).toEqual([]);
    await context.close();
  });

  it('the header search on /ru/ finds each topic by its Russian title, or its English title where it has no Russian text', async () => {
    const context = await phoneContext();
    const todo = ids.map((id) => ({ id, title: pageEntry(glossary, 'ru', id)!.entry.title }));
    expect(todo.some((t) => glossary.get('ru', t.id) === undefined)).toBe(true);
    const misses: string[] = [];
    const shownForeign: string[] = [];
    const ready = new WeakSet<Page>();
    await inTabs(context, () => todo.shift(), async (page, { id, title }) => {
      if (!ready.has(page)) {
        await page.goto(site.url('/ru/'));
        await page.locator('#site-search').tap();
        ready.add(page);
      }
      await page.locator('#site-search').fill(title);
      const hit = page.locator(`[data-search-results] a[href="/ru/${id}/"], [data-search-results] a[href^="/ru/${id}/#"]`).first();
      try {
        await hit.waitFor({ timeout: 10_000 });
        // The results speak Russian too: titles and badges of English text are marked lang="en".
        const foreign = await foreignText(page, 'ru');
        shownForeign.push(...[...foreign.scripts, ...foreign.strings].map((f) => `"${title}": ${f}`));
      } catch {
        const shown = await page.$$eval('[data-search-results] a[href]', (as) => as.slice(0, 5).map((a) => a.getAttribute('href')));
        misses.push(`"${title}" (${id}): ${shown.join(' ') || 'nothing'}`);
      }
    });
    expect(misses).toEqual([]);
    expect(shownForeign.slice(0, 20), `${shownForeign.length} in all`).toEqual([]);
    await context.close();
  }, 180_000);
});
