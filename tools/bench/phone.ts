/**
 * The time to the painted rule on an emulated phone, as a reader on bad venue Wi-Fi gets it: Chromium at
 * 390 × 844 (touch, mobile), 150 ms round trip, 1.6 Mbps down, 750 kbps up, the CPU slowed 4× (CDP's
 * Network.emulateNetworkConditions and Emulation.setCPUThrottlingRate), a cold cache (a new context per run, no
 * service worker), the site served as a plain static host serves it. One run is the largest contentful paint of
 * the page the link opens, from the tap (the navigation's start); the median of the runs is reported beside the
 * floor, one round trip plus the page's own bytes on that connection.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const PHONE = {
  width: 390,
  height: 844,
  rttMs: 150,
  downKbps: 1600,
  upKbps: 750,
  cpuSlowdown: 4,
};

/** The peer site's figure from issue #35 (the community wiki's Starlight build, its topic pages, same profile, on the issue author's machine): the bench's stand-in until the peer is measured in the same run (peer-site.ts). */
export const PEER_TOPIC_PAGE_MS = 840;

/**
 * A page of nothing but the given text (no style, no script, no image): what this machine's emulated phone paints
 * at the least, printed beside the rule links so that a figure from another machine (the peer's) is read against
 * the same floor.
 */
export function barePage(text: string, lang: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>bare</title></head><body><p>${escaped}</p></body></html>`;
}

/** The floor for a page of `bytes` (as transferred): one round trip plus its bytes at the download rate. */
export function floorMs(bytes: number, profile = PHONE): number {
  return profile.rttMs + (bytes * 8) / profile.downKbps;
}

export interface PhoneTiming {
  /** Median time to the largest contentful paint, ms. */
  medianMs: number;
  runs: number[];
  /** The opened document's bytes as transferred (its last run). */
  documentBytes: number;
  floorMs: number;
  /** The URL the page shows once painted (its last run), e.g. /ru/component-limitations/#49.4. */
  landed: string;
}

async function phoneContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.rttMs,
    downloadThroughput: (PHONE.downKbps * 1000) / 8,
    uploadThroughput: (PHONE.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  // Every document records its largest contentful paints from the start.
  await context.addInitScript(() => {
    const w = window as unknown as { __lcp: number };
    w.__lcp = -1;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return { context, page };
}

/** The opened document's LCP once the page has loaded and settled, with its bytes as transferred. */
async function paintedRule(page: Page): Promise<{ ms: number; bytes: number; landed: string }> {
  await page.waitForLoadState('load');
  // LCP entries are reported after the frame is presented: wait for one, then a moment for a later, larger one.
  await page.waitForFunction(() => (window as unknown as { __lcp: number }).__lcp >= 0, undefined, { timeout: 30_000 });
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return { ms: (window as unknown as { __lcp: number }).__lcp, bytes: nav?.transferSize ?? 0, landed: location.pathname + location.hash };
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function summary(runs: { ms: number; bytes: number; landed: string }[]): PhoneTiming {
  const last = runs[runs.length - 1];
  return { medianMs: median(runs.map((r) => r.ms)), runs: runs.map((r) => r.ms), documentBytes: last.bytes, floorMs: floorMs(last.bytes), landed: last.landed };
}

/** A link opened cold (pasted into the address bar, or tapped in a forum post): `runs` times. */
export async function timeLink(browser: Browser, url: string, runs = 15): Promise<PhoneTiming> {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const { context, page } = await phoneContext(browser);
    try {
      await page.goto(url, { waitUntil: 'commit' });
      results.push(await paintedRule(page));
    } finally {
      await context.close();
    }
  }
  return summary(results);
}

/**
 * A search from the home page: the home page opened cold and left to settle, the query typed into its search box,
 * then its first result tapped; timed from that tap to the rule painted on the page it opens.
 */
export async function timeSearch(browser: Browser, homeUrl: string, query: string, runs = 15): Promise<PhoneTiming> {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const { context, page } = await phoneContext(browser);
    try {
      await page.goto(homeUrl, { waitUntil: 'load' });
      const box = page.locator('#site-search');
      await box.tap();
      await box.pressSequentially(query);
      const first = page.locator('[data-search-results] a').first();
      await first.waitFor({ timeout: 30_000 });
      await first.tap();
      await page.waitForURL((u) => u.href !== homeUrl && !u.search.includes('q='), { waitUntil: 'commit', timeout: 30_000 });
      results.push(await paintedRule(page));
    } finally {
      await context.close();
    }
  }
  return summary(results);
}
