// The per-entry graph (a static SVG beside the page, opened on demand, with a list fallback), the
// whole-locale graph page with its zoom, and graph.json against its schema.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { axeViolations, collectConsoleErrors, DIST, PHONE, phonePage, useSite } from './browser.ts';
import { readProjectFile, realGlossary } from '../unit/support.ts';
import { buildLocaleGraph } from '../../src/lib/graph/model.ts';
import { entryGraphSvg, localeGraphJson, localeGraphSvg } from '../../src/lib/views/graph-view.ts';
import { BACKLINKS_LISTED } from '../../src/lib/views/entry-view.ts';
import { referencedBy } from '../../src/lib/views/referenced-by.ts';

const glossary = realGlossary();

const site = useSite();
const url = site.url;

describe('the entry graph', () => {
  it('/ko/capacity/graph.svg is the same file a fresh render of the lib gives (deterministic layout)', () => {
    expect(readFileSync(join(DIST, 'ko/capacity/graph.svg'), 'utf8')).toBe(entryGraphSvg(glossary, 'ko', 'capacity', '/'));
  });

  it('stays out of the first paint: the page holds a link to the file, not the SVG (prints the weights)', () => {
    const html = readFileSync(join(DIST, 'ko/capacity/index.html'), 'utf8');
    const svg = readFileSync(join(DIST, 'ko/capacity/graph.svg'), 'utf8');
    expect(html).not.toContain('class="graph graph--ego"');
    const section = /<details class="entry-graph" data-graph-src[^]*?<\/details>/.exec(html)![0];
    const loader = [...html.matchAll(/<script type="module">[^]*?<\/script>/g)].map((m) => m[0]).find((s) => s.includes('data-graph-src'))!;
    const gz = (s: string) => gzipSync(s, { level: 9 }).length;
    const page = gz(html);
    const without = gz(html.replace(section, '').replace(loader, ''));
    const inline = gz(html.replace('data-graph-box hidden></div>', `data-graph-box>${svg}</div>`));
    console.log(`/ko/capacity/ gzipped (HTML with its inline CSS and JS): ${page} B; without the graph ${without} B; with the SVG inline ${inline} B; graph.svg ${gz(svg)} B, fetched on opening`);
    expect(page).toBeLessThan(inline);
  });

  it('capacity links movement in the SVG once the reader opens it, and links to the file before', async () => {
    const { context, page } = await phonePage(site.browser);
    const errors = collectConsoleErrors(page);
    await page.goto(url('/ko/capacity/'));
    const details = page.locator('details[data-graph-src]');
    // Closed at first: the picture is not even fetched.
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await details.locator('svg').count()).toBe(0);
    // Without the picture, a link opens the file itself.
    await expect(details.locator('a[type="image/svg+xml"]').getAttribute('href')).resolves.toBe('/ko/capacity/graph.svg');
    await details.locator('summary').tap();
    await details.locator('svg.graph').waitFor();
    const svg = details.locator('svg.graph');
    await expect(svg.locator('a[href="/ko/movement/"]').count()).resolves.toBe(1);
    await expect(svg.locator('a[aria-current="page"]').getAttribute('href')).resolves.toBe('/ko/capacity/');
    await expect(svg.locator('title').first().textContent()).resolves.toBe('‘수송값 (특성)’ 연관 주제');
    await expect(svg.locator('desc').textContent()).resolves.toContain('이동');
    // Missing topics are dashed; the faded ring is there.
    expect(await svg.locator('.graph-node--missing circle[stroke-dasharray]').count()).toBeGreaterThan(0);
    expect(await svg.locator('.graph-node--faded').count()).toBeGreaterThan(0);
    // The picture scrolls inside its box, not the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await details.locator('[data-graph-box]').scrollIntoViewIfNeeded();
    await svg.locator('a[href="/ko/movement/"]').tap();
    await page.waitForURL((u) => u.pathname === '/ko/movement/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a topic most others cite lists BACKLINKS_LISTED of them (those that list it as related first); "and N more" opens the graph of links, which holds them all, from its fallback pages too', async () => {
    const all = referencedBy(glossary, 'en', 'abilities');
    expect(all.length).toBeGreaterThan(BACKLINKS_LISTED);
    const { context, page } = await phonePage(site.browser);
    const errors = collectConsoleErrors(page);
    for (const start of ['/en/abilities/', '/ru/abilities/']) {
      await page.goto(url(start));
      const section = page.locator('section[aria-labelledby="backlinks-heading"]');
      const lang = start.split('/')[1];
      const listed = await section.locator('a.chip').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(listed).toEqual(all.slice(0, BACKLINKS_LISTED).map((e) => `/${lang}/${e.id}/`));
      const more = section.locator('a[data-more-links]');
      await expect(more.textContent()).resolves.toContain(String(all.length - BACKLINKS_LISTED));
      // The reader's first touch on the page: the link, followed as it is.
      await more.tap();
      await page.waitForURL((u) => u.pathname === '/en/abilities/' && u.hash === '#graph-links');
      const svg = page.locator('details[data-graph-src][open] svg.graph');
      await svg.waitFor();
      for (const e of all) expect(await svg.locator(`a[href="/en/${e.id}/"]`).count(), e.id).toBe(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('axe finds no violation in the main content with the graph open, in dark mode', async () => {
    const { context, page } = await phonePage(site.browser, { dark: true, bypassCSP: true });
    await page.goto(url('/ko/capacity/'));
    await page.locator('details[data-graph-src] summary').tap();
    await page.locator('details[data-graph-src] svg.graph').waitFor();
    const violations = await axeViolations(page, 'main');
    expect(violations, violations.join('\n')).toEqual([]);
    await context.close();
  });
});

describe('/ko/graph/', () => {
  const ko = buildLocaleGraph(glossary, 'ko');

  it('is a small shell that fetches the picture only when opened, and links to the file without script', async () => {
    const html = readFileSync(join(DIST, 'ko/graph/index.html'), 'utf8');
    expect(html).not.toContain('<svg');
    expect(html).toContain('href="/ko/graph.svg"');
    const gz = (s: string) => gzipSync(s, { level: 9 }).length;
    const svg = readFileSync(join(DIST, 'ko/graph.svg'), 'utf8');
    console.log(`/ko/graph/ gzipped: ${gz(html)} B; graph.svg ${gz(svg)} B, fetched on opening`);
    expect(gz(html)).toBeLessThan(3000);
    const { context, page } = await phonePage(site.browser);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(url('/ko/graph/'));
    await page.waitForLoadState('networkidle');
    expect(fetched).not.toContain('/ko/graph.svg');
    await context.close();
  });

  it('has one linked node per Korean topic once opened, and graph.svg is the SVG a fresh render gives', async () => {
    expect(readFileSync(join(DIST, 'ko/graph.svg'), 'utf8')).toBe(`${localeGraphSvg(glossary, 'ko', '/')}\n`);
    const { context, page } = await phonePage(site.browser);
    const errors = collectConsoleErrors(page);
    await page.goto(url('/ko/graph/'));
    await page.locator('details[data-graph-src] summary').tap();
    await page.locator('[data-graph-zoom] svg.graph').waitFor();
    const hrefs = await page.$$eval('svg.graph .graph-node', (nodes) => nodes.map((n) => n.getAttribute('href')));
    expect(hrefs).toHaveLength(ko.nodes.length);
    for (const entry of glossary.entries('ko')) expect(hrefs, entry.id).toContain(`/ko/${entry.id}/`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('zooms with its buttons and pans inside its own box', async () => {
    const { context, page } = await phonePage(site.browser);
    const errors = collectConsoleErrors(page);
    await page.goto(url('/ko/graph/'));
    expect(await page.locator('[data-zoom-controls]').isVisible()).toBe(false);
    await page.locator('details[data-graph-src] summary').tap();
    await page.locator('[data-zoom-controls]').waitFor();
    const svg = page.locator('[data-graph-zoom] svg');
    const width = () => svg.evaluate((s) => s.getBoundingClientRect().width);
    const natural = await width();
    await page.locator('[data-zoom="0.667"]').tap();
    expect(await width()).toBeLessThan(natural * 0.7);
    await page.locator('[data-zoom="1.5"]').tap();
    await page.locator('[data-zoom="1.5"]').tap();
    expect(await width()).toBeGreaterThan(natural * 1.4);
    await page.locator('[data-zoom="0"]').tap();
    expect(Math.round(await width())).toBe(Math.round(natural));
    const box = await page.locator('[data-graph-zoom]').evaluate((b) => ({ scrollWidth: b.scrollWidth, clientWidth: b.clientWidth, left: b.scrollLeft }));
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    expect(box.left).toBeGreaterThan(0); // opened on the middle of the graph
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/ko/graph.json', () => {
  const schema = JSON.parse(readProjectFile('src/lib/graph/graph.schema.json'));
  const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

  it('validates against graph.schema.json, for every locale, and holds what the lib computes', async () => {
    for (const locale of ['ko', 'ru', 'en'] as const) {
      const response = await fetch(url(`/${locale}/graph.json`));
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const json = await response.json();
      expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
      expect(json).toEqual(JSON.parse(JSON.stringify(localeGraphJson(glossary, locale, '/'))));
    }
    const ko = await (await fetch(url('/ko/graph.json'))).json();
    expect(ko.edges).toContainEqual({ source: 'capacity', target: 'movement', kind: 'related' });
  });
});

describe('graph labels on a 390 × 844 phone', () => {
  /**
   * Labels of the SVG in the graph box that stick out of the SVG's viewport (the viewBox crops them) or out of
   * the box's scrollable area (the reader cannot scroll to them), as "label: how".
   */
  const croppedLabels = (): string[] => {
      const box = document.querySelector<HTMLElement>('[data-graph-box]')!;
      const svg = box.querySelector('svg.graph')!;
      const s = svg.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      const area = { left: b.left - box.scrollLeft, top: b.top - box.scrollTop, right: b.left - box.scrollLeft + box.scrollWidth, bottom: b.top - box.scrollTop + box.scrollHeight };
      const out: string[] = [];
      for (const text of svg.querySelectorAll('text')) {
        const r = text.getBoundingClientRect();
        const outside = (a: { left: number; top: number; right: number; bottom: number }) =>
          r.left < a.left - 0.5 || r.top < a.top - 0.5 || r.right > a.right + 0.5 || r.bottom > a.bottom + 0.5;
        if (outside(s)) out.push(`${text.textContent}: cropped by the viewBox`);
        else if (outside(area)) out.push(`${text.textContent}: out of the box's reach`);
      }
      return out;
  };

  const phone = () => site.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  for (const locale of ['ru', 'en', 'ko'] as const) {
    it(`${locale}: no label of the whole-locale graph nor of any entry's graph is cropped`, async () => {
      const context = await phone();
      const page = await context.newPage();
      await page.goto(url(`/${locale}/graph/`));
      await page.locator('details[data-graph-src] summary').tap();
      await page.locator('[data-graph-box] svg.graph').waitFor();
      expect(await page.evaluate(croppedLabels)).toEqual([]);
      // Every entry's graph, drawn in turn in the box of one entry page of the locale (the page's fonts).
      const [first, ...rest] = glossary.entries(locale).map((e) => e.id);
      await page.goto(url(`/${locale}/${first}/`));
      await page.locator('details[data-graph-src] summary').tap();
      await page.locator('[data-graph-box] svg.graph').waitFor();
      const cropped: string[] = (await page.evaluate(croppedLabels)).map((l: string) => `${first}: ${l}`);
      for (const id of rest) {
        await page.evaluate(async (src) => {
          const box = document.querySelector<HTMLElement>('[data-graph-box]')!;
          const text = await (await fetch(src)).text();
          box.replaceChildren(document.importNode(new DOMParser().parseFromString(text, 'image/svg+xml').documentElement, true));
        }, url(`/${locale}/${id}/graph.svg`));
        const labels = await page.evaluate(croppedLabels);
        cropped.push(...labels.map((l) => `${id}: ${l}`));
      }
      expect(cropped).toEqual([]);
      await context.close();
    });
  }
});
