/**
 * Measures the header search box in a real browser page, for `npm run bench` and the browser tests:
 * focus the box, type a query as a person would, and time each layer from the input event that asked
 * for it; count the bytes the search fetched. The page must already show a page of the built site.
 *
 * Timings come from the page's own clock: the input event's timeStamp, and the "search:rendered" event
 * the box dispatches on its form once a layer's results are in the DOM (search-controller.ts).
 * Bytes are what went over the wire (encoded sizes) for requests the page made from the moment the box
 * was focused until the full-text results were shown; answers from a service worker are not counted
 * (block service workers in the browser context, or measure on the first visit, for a cold figure).
 */
import type { Browser, Page, Request } from 'playwright-core';
import { kb, type Row } from './table.ts';
import { INSTANT_INDEX_BUDGET_GZIP } from './index-size.ts';

/** The targets of the search: typing feels instant on a phone, and the first search costs little to fetch. */
export const SEARCH_BUDGET = { instantMs: 50, fullTextMs: 300, firstQueryBytes: 120 * 1024, instantIndexGzipBytes: INSTANT_INDEX_BUDGET_GZIP };

export interface SearchMeasureOptions {
  /** The text to type. */
  query: string;
  /** Pause between keystrokes, as a person types (page.keyboard.type's delay). */
  delayMs?: number;
  /** Give up waiting for the full-text results after this long. */
  timeoutMs?: number;
  /** The search input. */
  selector?: string;
}

export interface SearchMeasurement {
  query: string;
  /** For each keystroke: ms from its input event to its instant results in the DOM. */
  instantMs: number[];
  /** ms from the last input event to the full-text results of the whole query in the DOM; null if none came. */
  fullTextMs: number | null;
  /** Bytes fetched (encoded) from focusing the box to the full-text results. */
  bytes: number;
  requests: { url: string; bytes: number }[];
  /** The result hrefs in the listbox at the end, in order. */
  results: string[];
}

interface InPageLog {
  inputs: { value: string; t: number }[];
  rendered: { layer: string; query: string; t: number }[];
}

export async function measureSearch(page: Page, options: SearchMeasureOptions): Promise<SearchMeasurement> {
  const { query, delayMs = 120, timeoutMs = 10_000, selector = '#site-search' } = options;
  const box = page.locator(selector);
  await box.waitFor();
  await page.evaluate((sel) => {
    const input = document.querySelector<HTMLInputElement>(sel)!;
    const log: InPageLog = { inputs: [], rendered: [] };
    (window as unknown as { __searchBench: InPageLog }).__searchBench = log;
    // Capture phase on the window: before the box's own listener runs.
    window.addEventListener('input', (e) => {
      if (e.target === input) log.inputs.push({ value: input.value, t: e.timeStamp });
    }, true);
    input.form?.addEventListener('search:rendered', (e) => {
      const detail = (e as CustomEvent<{ layer: string; query: string }>).detail;
      log.rendered.push({ layer: detail.layer, query: detail.query, t: performance.now() });
    });
  }, selector);

  const requests: { url: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  const onFinished = (request: Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || response.fromServiceWorker()) return;
        const sizes = await request.sizes();
        requests.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
      })().catch(() => {}),
    );
  };
  page.on('requestfinished', onFinished);
  try {
    await box.focus();
    // A person taps, then starts typing: keyboard.type pauses after each key, not before the first.
    await page.waitForTimeout(delayMs);
    await page.keyboard.type(query, { delay: delayMs });
    const value = await box.inputValue();
    await page
      .waitForFunction(
        (v) => (window as unknown as { __searchBench: InPageLog }).__searchBench.rendered.some((r) => r.layer === 'fulltext' && r.query === v),
        value,
        { timeout: timeoutMs },
      )
      .catch(() => {});
    // Let the responses that carried the results report their sizes.
    await page.waitForTimeout(50);
  } finally {
    page.off('requestfinished', onFinished);
  }
  await Promise.all(pending);

  const log = await page.evaluate(() => (window as unknown as { __searchBench: InPageLog }).__searchBench);
  const instantMs: number[] = [];
  for (const input of log.inputs) {
    const shown = log.rendered.find((r) => r.layer === 'instant' && r.query === input.value && r.t >= input.t);
    if (shown && input.value.trim() !== '') instantMs.push(shown.t - input.t);
  }
  const last = log.inputs.at(-1);
  const fullText = last && log.rendered.find((r) => r.layer === 'fulltext' && r.query === last.value && r.t >= last.t);
  const results = await page.locator('[data-search-results] a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return {
    query,
    instantMs,
    fullTextMs: fullText && last ? fullText.t - last.t : null,
    bytes: requests.reduce((sum, r) => sum + r.bytes, 0),
    requests,
    results,
  };
}

/** One line per measurement, for the test output and the bench. */
export function formatSearchMeasurement(m: SearchMeasurement): string {
  const worst = m.instantMs.length ? Math.max(...m.instantMs) : NaN;
  const median = m.instantMs.length ? [...m.instantMs].sort((a, b) => a - b)[Math.floor(m.instantMs.length / 2)] : NaN;
  return [
    `search ${JSON.stringify(m.query)}:`,
    `instant ${median.toFixed(1)} ms median, ${worst.toFixed(1)} ms worst over ${m.instantMs.length} keystrokes (≤ ${SEARCH_BUDGET.instantMs});`,
    `full text ${m.fullTextMs === null ? 'none' : `${m.fullTextMs.toFixed(0)} ms`} after the last keystroke (≤ ${SEARCH_BUDGET.fullTextMs});`,
    `${kb(m.bytes)} fetched in ${m.requests.length} requests (≤ ${kb(SEARCH_BUDGET.firstQueryBytes)})`,
  ].join(' ');
}

/**
 * A question of several words fetches an index chunk per word (Pagefind's own, 25–35 KB gzipped each at the whole
 * rulebook: pagefind-index.ts): its bytes are printed, not judged against the first query's budget, which is for a
 * word or two.
 */
export const BENCH_QUESTION = 'do I lose fighters when my carrier dies';

/** What the bench types, where: one query per language, each needing both layers, and a question. */
export const BENCH_QUERIES: [path: string, query: string][] = [
  ['/ko/', '유닛을 생산'],
  ['/ru/', 'истребители'],
  ['/en/', 'reinforcements'],
  // A question in a player's words: question words dropped, the vocabulary's expansion, one search per part.
  ['/en/', BENCH_QUESTION],
];

/** The pauses between keys the bench types at: a quick typist, and a slow one (a phone, one thumb). */
export const BENCH_TYPING_MS = { fast: 120, slow: 300 };

async function measureOnPhone(browser: Browser, baseUrl: string, path: string, query: string, delayMs: number): Promise<SearchMeasurement> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.goto(new URL(path.replace(/^\//, ''), baseUrl).href, { waitUntil: 'networkidle' });
    return await measureSearch(page, { query, delayMs });
  } finally {
    await context.close();
  }
}

/**
 * `npm run bench`: each query (BENCH_QUERIES for the real content) typed on a fresh phone page (360 px, touch, service worker
 * blocked, so every byte comes from the server), as rows for the bench's table: the timings typed quickly, the bytes
 * the more of typed quickly and typed slowly (what a search fetches must not depend on the typing speed).
 */
export async function benchSearch(browser: Browser, baseUrl: string, queries: [path: string, query: string][] = BENCH_QUERIES): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [path, query] of queries) {
    const m = await measureOnPhone(browser, baseUrl, path, query, BENCH_TYPING_MS.fast);
    const slow = await measureOnPhone(browser, baseUrl, path, query, BENCH_TYPING_MS.slow);
    const bytes = Math.max(m.bytes, slow.bytes);
    const worst = m.instantMs.length ? Math.max(...m.instantMs) : Infinity;
    const label = `${path} ${JSON.stringify(query)}`;
    rows.push(
      { what: `instant results, worst keystroke, ${label}`, value: `${worst.toFixed(1)} ms`, target: `≤ ${SEARCH_BUDGET.instantMs} ms`, ok: worst <= SEARCH_BUDGET.instantMs },
      {
        what: `first full-text results, ${label}`,
        value: m.fullTextMs === null ? 'none' : `${m.fullTextMs.toFixed(0)} ms`,
        target: `≤ ${SEARCH_BUDGET.fullTextMs} ms`,
        ok: m.fullTextMs !== null && m.fullTextMs <= SEARCH_BUDGET.fullTextMs,
      },
      {
        what: `bytes for a first ${query === BENCH_QUESTION ? 'question' : 'query'}, ${label}`,
        value: `${kb(bytes)} (${kb(m.bytes)} at ${BENCH_TYPING_MS.fast} ms/key, ${kb(slow.bytes)} at ${BENCH_TYPING_MS.slow})`,
        ...(query === BENCH_QUESTION ? {} : { target: `≤ ${kb(SEARCH_BUDGET.firstQueryBytes)}`, ok: bytes <= SEARCH_BUDGET.firstQueryBytes }),
      },
    );
  }
  return rows;
}
