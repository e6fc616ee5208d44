/**
 * The time to the painted rule on an emulated phone, as a reader on bad venue Wi-Fi gets it: Chromium at
 * 390 × 844 (touch, mobile), 150 ms round trip, 1.6 Mbps down, 750 kbps up, the CPU slowed 4× (CDP's
 * Network.emulateNetworkConditions and Emulation.setCPUThrottlingRate), a cold cache (a new context per run, no
 * service worker), the site served as a plain static host serves it. One run is, from the tap (the navigation's
 * start), the first paint of the rule in view for a page opened at an anchor (Element Timing), else the page's largest
 * contentful paint; the median of the runs is reported beside the floor, one round trip plus the page's own bytes on
 * that connection.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seededRandom } from '../seeded-random.ts';

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
  /** Median time to the painted rule (see paintedRule), ms. */
  medianMs: number;
  runs: number[];
  /** The opened document's bytes as transferred (its last run). */
  documentBytes: number;
  floorMs: number;
  /** The URL the page shows once painted (its last run), e.g. /ru/component-limitations/#49.4. */
  landed: string;
  /** The runs timed to an anchor's element (a page opened at an anchor that names one). */
  anchored: number;
  /** The runs in which the anchor's element was first painted out of view (the page's top, then a jump to it). */
  outOfView: number;
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
  // Every document records its largest contentful paints from the start, and, when it opens at an anchor (its own
  // hash, or a rule-number page's canonical link's), when that anchor's element is first painted and whether in view:
  // the element and everything in it are marked for Element Timing as they are parsed, before any paint.
  await context.addInitScript(() => {
    const w = window as unknown as BenchWindow;
    w.__lcp = -1;
    w.__target = { id: '', paints: [], scrolls: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & { identifier: string; renderTime: number; intersectionRect: DOMRectReadOnly }[]) {
        if (entry.identifier === 'bench-target') w.__target.paints.push({ ms: entry.renderTime, inView: entry.intersectionRect.width > 0 && entry.intersectionRect.height > 0 });
      }
    }).observe({ type: 'element', buffered: true });
    addEventListener('scroll', () => w.__target.scrolls.push(performance.now()), { capture: true, passive: true });
    // The address's own hash, read before any script of the page's can change the address.
    const typed = location.hash;
    new MutationObserver(() => {
      const canonical = document.querySelector<HTMLLinkElement>('link[rel=canonical]');
      const hash = typed || (canonical ? new URL(canonical.href).hash : '');
      if (!hash) return;
      let id = hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // As typed.
      }
      const el = document.getElementById(id);
      if (!el) return;
      w.__target.id = id;
      for (const e of [el, ...el.querySelectorAll('*')]) if (!e.hasAttribute('elementtiming')) e.setAttribute('elementtiming', 'bench-target');
    }).observe(document, { childList: true, subtree: true });
  });
  return { context, page };
}

interface BenchWindow {
  __lcp: number;
  /** The anchor's element (id), its first paints (Element Timing) and the page's scroll events, ms from the start. */
  __target: { id: string; paints: { ms: number; inView: boolean }[]; scrolls: number[] };
}

/** One run: the time to the painted rule, the document's bytes, where it landed, whether it was timed to an anchor's element, and whether that was painted out of view first. */
interface Run {
  ms: number;
  bytes: number;
  landed: string;
  anchored: boolean;
  outOfView: boolean;
}

/**
 * The opened document's painted rule once the page has loaded and settled, with its bytes as transferred. A page
 * opened at an anchor (a rule-number link, a search result) is timed to the first paint of the anchor's element in
 * view; if it was first painted out of view (the page painted its top, then jumped), or never reported painted, to its
 * last scroll (the jump, which a paint follows), and the run says so. A page without an anchor, or whose anchor names
 * no element, is timed to its largest contentful paint, and the run says it was not timed to an anchor.
 */
async function paintedRule(page: Page): Promise<Run> {
  await page.waitForLoadState('load');
  // LCP entries are reported after the frame is presented: wait for one, then a moment for a later, larger one.
  await page.waitForFunction(() => (window as unknown as BenchWindow).__lcp >= 0, undefined, { timeout: 30_000 });
  await page.waitForTimeout(300);
  const run = await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const el = w.__target.id ? document.getElementById(w.__target.id) : null;
    const box = el?.getBoundingClientRect();
    return { lcp: w.__lcp, target: w.__target, inViewNow: box ? box.bottom > 0 && box.top < innerHeight : false, bytes: nav?.transferSize ?? 0, landed: location.pathname + location.hash };
  });
  const { lcp, target, bytes, landed } = run;
  if (!target.id) return { ms: lcp, bytes, landed, anchored: false, outOfView: false };
  if (!run.inViewNow) throw new Error(`${landed}: the anchor's element #${target.id} is not in view once the page has settled`);
  const first = [...target.paints].sort((a, b) => a.ms - b.ms)[0];
  if (first?.inView) return { ms: first.ms, bytes, landed, anchored: true, outOfView: false };
  return { ms: Math.max(lcp, ...target.scrolls), bytes, landed, anchored: true, outOfView: true };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface PeerRatio {
  /** The link's median over the peer's (the median of its pages' medians). */
  ratio: number;
  /** The middle 95 % of that ratio over the rounds resampled (a bootstrap): how far noise alone moves it. */
  low: number;
  high: number;
}

/**
 * A link's time as a share of the peer's, with how much of it is noise: `ours` are the link's runs and `peer` each
 * peer page's runs, all timed in the same rounds (timeLinks: run r of each is round r). The rounds are drawn again
 * with replacement `resamples` times, each pair kept together, and the ratio of medians taken each time; `random`
 * gives numbers in [0, 1) (seeded by default, so that a bench prints the same interval for the same runs).
 */
export function ratioToPeer(ours: readonly number[], peer: readonly (readonly number[])[], { resamples = 2000, random = seededRandom(35) } = {}): PeerRatio {
  const rounds = Math.min(ours.length, ...peer.map((runs) => runs.length));
  if (rounds === 0 || peer.length === 0) throw new Error('ratioToPeer: no rounds to compare');
  const ratio = (picked: readonly number[]) =>
    median(picked.map((r) => ours[r])) / median(peer.map((runs) => median(picked.map((r) => runs[r]))));
  const all = Array.from({ length: rounds }, (_, r) => r);
  const drawn = Array.from({ length: resamples }, () => ratio(all.map(() => Math.floor(random() * rounds)))).sort((a, b) => a - b);
  return { ratio: ratio(all), low: drawn[Math.floor(resamples * 0.025)], high: drawn[Math.ceil(resamples * 0.975) - 1] };
}

function summary(runs: Run[]): PhoneTiming {
  const last = runs[runs.length - 1];
  return {
    medianMs: median(runs.map((r) => r.ms)),
    runs: runs.map((r) => r.ms),
    documentBytes: last.bytes,
    floorMs: floorMs(last.bytes),
    landed: last.landed,
    anchored: runs.filter((r) => r.anchored).length,
    outOfView: runs.filter((r) => r.outOfView).length,
  };
}

/** A link opened cold (pasted into the address bar, or tapped in a forum post): `runs` times. */
export async function timeLink(browser: Browser, url: string, runs = 15): Promise<PhoneTiming> {
  return (await timeLinks(browser, [url], runs))[0];
}

/**
 * Links timed side by side: `runs` rounds, each opening every link once cold, in an order that turns by one each
 * round (so that no link always follows the same one). A machine whose speed drifts over the minutes a bench takes
 * (a shared or virtual one) then slows or speeds them all alike, and a figure compared with another measured in the
 * same rounds (ours against the peer's) keeps its ratio. The timings are in the order of `urls`.
 */
export async function timeLinks(browser: Browser, urls: readonly string[], runs = 15): Promise<PhoneTiming[]> {
  const results: Run[][] = urls.map(() => []);
  for (let round = 0; round < runs; round++) {
    for (let i = 0; i < urls.length; i++) {
      const at = (round + i) % urls.length;
      results[at].push(await openCold(browser, urls[at]));
    }
  }
  return results.map(summary);
}

async function openCold(browser: Browser, url: string): Promise<Run> {
  const { context, page } = await phoneContext(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    return await paintedRule(page);
  } finally {
    await context.close();
  }
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
