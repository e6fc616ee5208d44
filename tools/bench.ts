/**
 * npm run bench [-- --sizes=110,330,1100] [-- --no-lighthouse] [-- --phone-runs=15]
 * Builds the site, serves dist/ on loopback with gzip, and prints: first-visit bytes of page types, JS on an
 * entry page, search latency and bytes (Chromium, phone viewport), instant-index sizes, the time to the painted
 * rule on an emulated phone (a pasted rule-number link, a topic page, a search from the home page; tools/bench/phone.ts)
 * beside its floor and the peer's topic pages (tools/bench/peer-site.ts, once installed), Lighthouse scores;
 * then the build time and dist size of the real content, and, on the real content, the heaviest first visit of any
 * page (rule numbers included), the rule-number pages' disk cost, the offline download per language and the bytes of
 * a first full-text search, each against its budget. Synthetic corpora (3 × N entries; × 1, × 3 and × 10 the
 * LRR's 110 by default) print how the same costs grow with the content, as figures: the budgets are the real
 * content's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Browser } from 'playwright-core';
import { join, relative, resolve } from 'node:path';
import { LOCALES } from '../src/lib/locale/locale.ts';
import { INSTANT_INDEX_BUDGET_GZIP, jsonSize } from './bench/index-size.ts';
import { launchChromium } from './chromium.ts';
import { siteFiles } from '../src/pipeline/write-files.ts';
import { benchSearch, SEARCH_BUDGET } from './bench/search-bench.ts';
import { largestPageCandidates, pageKind } from './bench/largest-pages.ts';
import { OFFLINE_DOWNLOAD_BUDGET_GZIP, offlineDownloads } from './bench/offline-download.ts';
import { writeSyntheticCorpus } from './synthetic-corpus/files.ts';
import { measurePage } from './bench/page-weight.ts';
import { lighthouseInstalled, runLighthouse } from './bench/lighthouse.ts';
import { kb, printTable, type Row } from './bench/table.ts';
import { serveStatic } from '../src/server/static-server.ts';
import { loadBuiltSearch } from './search-listing.ts';
import { readTableQuestions, scoreTableQuestions, TABLE_QUESTIONS, TABLE_TOP3_TARGET } from './bench/table-questions.ts';
import { numberPagesOnDisk } from './bench/number-pages-size.ts';
import { barePage, median, PEER_TOPIC_PAGE_MS, PHONE, ratioToPeer, timeLink, timeLinks, timeSearch, type PeerRatio, type PhoneTiming } from './bench/phone.ts';
import { buildPeerSite, PEER_TOPIC_PAGES, peerInstalled } from './bench/peer-site.ts';
import { languagesWithoutFont } from './bench/system-fonts.ts';
import { astroArgs } from './astro-command.ts';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const sizes = (args.find((a) => a.startsWith('--sizes='))?.slice(8) ?? '110,330,1100').split(',').filter(Boolean).map(Number);
const lighthouseOn = !args.includes('--no-lighthouse');

function build(env: Record<string, string> = {}): number {
  // The files the bench wrote before (the last build, a corpus) are flushed to disk first, so that their writing
  // is not counted in this build's time.
  if (process.platform !== 'win32') spawnSync('sync');
  const started = performance.now();
  const run = spawnSync(process.execPath, astroArgs('build'), { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  return (performance.now() - started) / 1000;
}

function du(dir: string): { bytes: number; files: number } {
  const out = spawnSync('du', ['-sb', dir], { encoding: 'utf8' }).stdout;
  return { bytes: Number(out.split('\t')[0]), files: siteFiles(dir).length };
}

// Synthetic sites an interrupted bench left behind, removed now: minutes before the first synthetic build.
const benchDir = join(root, '.bench');
for (const name of existsSync(benchDir) ? readdirSync(benchDir) : []) if (name.startsWith('dist-')) rmSync(join(benchDir, name), { recursive: true, force: true });

console.log('building the site…');
const buildSeconds = build();
// gzip only: the budgets are gzipped bytes (Chromium would otherwise get brotli).
const server = await serveStatic(join(root, 'dist'), { encodings: ['gzip'] });
const browser = await launchChromium();
const at = (path: string) => new URL(path.replace(/^\//, ''), server.url).href;

const pages: [string, string, number | undefined][] = [
  ['entry page (/ru/component-limitations/)', '/ru/component-limitations/', 10 * 1024],
  ['entry page (/ko/producing-units/)', '/ko/producing-units/', 10 * 1024],
  ['glossary index (/ko/)', '/ko/', undefined],
  ['comparison (/en/compare/component-limitations/)', '/en/compare/component-limitations/', undefined],
  ['graph (/ko/graph/)', '/ko/graph/', undefined],
];
const weightRows: Row[] = [];
let entryJs = 0;
let blocking = 0;
for (const [label, path, budget] of pages) {
  const w = await measurePage(browser, at(path));
  if (path === '/ru/component-limitations/') {
    entryJs = w.js;
    blocking = w.renderBlockingScripts;
  }
  weightRows.push({
    what: label,
    value: `${kb(w.total)} (html ${kb(w.html)}, css ${kb(w.css)}, js ${kb(w.js)}, img ${kb(w.images)})`,
    target: budget ? `≤ ${kb(budget)}` : undefined,
    ok: budget ? w.total <= budget : undefined,
  });
}
weightRows.push({ what: 'JS on an entry page', value: kb(entryJs) });
weightRows.push({ what: 'render-blocking scripts on an entry page', value: String(blocking), target: '0', ok: blocking === 0 });
printTable('First visit, gzipped (Chromium, 360 px, service worker blocked)', weightRows);

const searchRows: Row[] = [];
// The instant indexes as the build wrote them.
for (const locale of LOCALES) {
  const s = jsonSize(locale, readFileSync(join(root, 'dist', 'search', `${locale}.json`), 'utf8'));
  searchRows.push({ what: `instant index ${locale}`, value: `${kb(s.gzipBytes)} gz (${kb(s.bytes)} raw)`, target: `≤ ${kb(INSTANT_INDEX_BUDGET_GZIP)}`, ok: s.gzipBytes <= INSTANT_INDEX_BUDGET_GZIP });
}
searchRows.push(...(await benchSearch(browser, server.url)));
printTable('Search', searchRows);

// The table questions: what players ask, answered in the first one or three results (run in Node on dist/).
const table = await scoreTableQuestions(await loadBuiltSearch(join(root, 'dist')), readTableQuestions(join(root, TABLE_QUESTIONS)));
const rate = (n: number) => `${((100 * n) / table.total).toFixed(1)} % (${n} of ${table.total})`;
printTable(`Table questions (${TABLE_QUESTIONS})`, [
  { what: 'answer first', value: rate(table.top1) },
  { what: 'answer in the first three', value: rate(table.top3), target: `≥ ${TABLE_TOP3_TARGET * 100} %`, ok: table.top3 >= TABLE_TOP3_TARGET * table.total },
]);
for (const miss of table.misses) console.log(`  miss: ${miss.question.locale} "${miss.question.query}" → wanted ${miss.question.answers.join(' or ')}; listed ${miss.listed.join(', ') || 'nothing'}`);
// On a phone, as the issue measured it: the site as a plain static host serves it (files only: no redirect but a
// folder's slash, the root 404.html for every miss), each figure the median of PHONE_RUNS cold runs. The rule
// links, the peer's topic pages and each link's bare page are timed side by side, round by round (timeLinks), so
// that the ratio to the peer holds on a machine whose speed drifts during the run.
const PHONE_RUNS = Number(args.find((a) => a.startsWith('--phone-runs='))?.slice(13) ?? 15);
const RULE_LINKS = ['/ru/49.4/', '/en/58.3/', '/ko/45.5/'];
const plainHost = await serveStatic(join(root, 'dist'), { encodings: ['gzip'], redirectNavigations: false, languageNotFound: false });
const onPlainHost = (path: string) => new URL(path.replace(/^\//, ''), plainHost.url).href;
// The peer's topic pages on the same phone, in this run (tools/bench/peer-site.ts), when Starlight is installed.
const peerHost = peerInstalled() ? await serveStatic(buildPeerSite(), { encodings: ['gzip'], redirectNavigations: false }) : null;
if (!peerHost) console.log('\nPeer site: not installed (benchmark-only): run `npm run bench:tools` once to measure it in this run; the issue\'s figure from another machine stands in');
// This machine's floor for each link: a bare page of the same entry's text in the same language, with nothing else
// (its own font included: with no Hangul font, a Korean page takes far longer before any style or script;
// languagesWithoutFont below says so).
const bareDir = mkdtempSync(join(tmpdir(), 'bare-page-'));
const bareHost = await serveStatic(bareDir, { encodings: ['gzip'], redirectNavigations: false });
const contentDir = process.env.CONTENT_DIR ?? join(root, 'content');
/** The bare page of the entry a link landed on (/{locale}/{id}/#N.M, under whatever base path): its file and URL, or why there is none. */
const writeBarePage = (landed: string, at: number): { file: string; url: string } | { missing: string } => {
  const segments = landed.split('#')[0].split('/').filter(Boolean);
  const i = segments.findIndex((s) => (LOCALES as readonly string[]).includes(s));
  const file = i < 0 ? undefined : join(contentDir, segments[i], `${segments[i + 1]}.md`);
  if (!file || !existsSync(file)) return { missing: `no entry file for ${landed}` };
  mkdirSync(join(bareDir, String(at)));
  writeFileSync(join(bareDir, String(at), 'index.html'), barePage(readFileSync(file, 'utf8').split('---').slice(2).join('---'), segments[i]));
  return { file, url: new URL(`${at}/`, bareHost.url).href };
};
/** A run whose rule was painted out of view first (the top, then a jump) counts the jump: it misses the target. */
const phoneRow = (what: string, t: PhoneTiming, targetMs?: number, peer?: PeerRatio): Row => ({
  what: `${what} → ${t.landed}`,
  value:
    `${t.medianMs.toFixed(0)} ms (floor ${t.floorMs.toFixed(0)} ms: ${kb(t.documentBytes)} page; runs ${Math.min(...t.runs).toFixed(0)}–${Math.max(...t.runs).toFixed(0)})` +
    (peer ? `; ${peer.ratio.toFixed(2)} of the peer's (${peer.low.toFixed(2)}–${peer.high.toFixed(2)} over its rounds resampled)` : '') +
    (t.outOfView ? `; the rule painted out of view first in ${t.outOfView} of ${t.runs.length} runs, timed to the jump` : '') +
    (targetMs !== undefined && t.anchored < t.runs.length ? `; ${t.runs.length - t.anchored} runs found no sub-rule to time` : ''),
  target: targetMs === undefined ? undefined : `≤ ${targetMs} ms, the rule in view`,
  ok: targetMs === undefined ? undefined : t.medianMs <= targetMs && t.outOfView === 0 && t.anchored === t.runs.length,
});
const phoneRows: Row[] = [];
try {
  // One untimed opening of each link first: where it lands (for its bare page), and a browser past its first start.
  const landed = (await timeLinks(browser, RULE_LINKS.map(onPlainHost), 1)).map((t) => t.landed);
  const bare = landed.map(writeBarePage);
  const peerUrls = peerHost ? PEER_TOPIC_PAGES.map((path) => new URL(path.slice(1), peerHost.url).href) : [];
  const bareUrls = bare.flatMap((b) => ('url' in b ? [b.url] : []));
  const urls = [...peerUrls, ...RULE_LINKS.map(onPlainHost), ...bareUrls];
  const timings = await timeLinks(browser, urls, PHONE_RUNS);
  /** A timing by its URL (each is on one host only: ours, the peer's or the bare pages'). */
  const timed = (url: string) => timings[urls.indexOf(url)];
  const peerTimings = peerUrls.map(timed);
  const peerMs = peerHost ? median(peerTimings.map((t) => t.medianMs)) : PEER_TOPIC_PAGE_MS;
  /** Half the peer's time for its topic pages: the issue's target for a pasted rule-number link. */
  const ruleLinkTargetMs = Math.round(peerMs / 2);
  RULE_LINKS.forEach((link, i) => {
    const ours = timed(onPlainHost(link));
    phoneRows.push(phoneRow(`pasted rule-number link ${link}`, ours, ruleLinkTargetMs, peerHost ? ratioToPeer(ours.runs, peerTimings.map((t) => t.runs)) : undefined));
    const b = bare[i];
    if ('missing' in b) phoneRows.push({ what: `  a bare page of that entry's text: ${b.missing}, not timed`, value: '–' });
    else phoneRows.push(phoneRow(`  a bare page of that entry's text (${relative(root, b.file)}; no style, no script: this machine's floor)`, timed(b.url)));
  });
  phoneRows.push(phoneRow('topic page /ru/component-limitations/', await timeLink(browser, onPlainHost('/ru/component-limitations/'), PHONE_RUNS)));
  phoneRows.push(phoneRow('search from the home page /ru/ ("49.4", first result tapped)', await timeSearch(browser, onPlainHost('/ru/'), '49.4', PHONE_RUNS)));
  phoneRows.push(
    peerHost
      ? { what: `the peer site (the wiki's pages, default Starlight build, timed in the same rounds as the links): its topic pages (${PEER_TOPIC_PAGES.map((p, i) => `${p.split('/').at(-2)} ${peerTimings[i].medianMs.toFixed(0)}`).join(', ')})`, value: `${peerMs.toFixed(0)} ms` }
      : { what: 'the peer site (issue #35, measured on another machine): its topic pages', value: `${PEER_TOPIC_PAGE_MS} ms` },
  );
} finally {
  await Promise.allSettled([plainHost.close(), bareHost.close(), peerHost?.close()]);
  rmSync(bareDir, { recursive: true, force: true });
}
const unfonted = languagesWithoutFont(LOCALES);
if (unfonted.length > 0) {
  phoneRows.push({ what: `no font on this machine for ${unfonted.join(', ')} (fc-list): those pages paint in fallback boxes, and their times are not a phone's (on Debian: apt-get install fonts-noto-cjk)`, value: '–' });
}
printTable(
  `Time to the painted rule on a phone (Chromium ${PHONE.width}×${PHONE.height}, ${PHONE.rttMs} ms RTT, ${PHONE.downKbps / 1000} Mbps down, CPU ${PHONE.cpuSlowdown}× slower, cold cache, static host; median of ${PHONE_RUNS})`,
  phoneRows,
);

const FIRST_VISIT_BUDGET = 10 * 1024;

/** The full-scale figures of one built site: heaviest first visit, offline download per language, first search bytes. */
async function scaleRows(browser: Browser, label: string, dist: string, judged: boolean, queries?: [string, string][]): Promise<Row[]> {
  const budget = (target: string, ok: boolean) => (judged ? { target, ok } : {});
  // gzip only, as above: the first-visit and search budgets are gzipped bytes (Chromium would otherwise get brotli).
  const site = await serveStatic(dist, { encodings: ['gzip'] });
  const rows: Row[] = [];
  try {
    let heaviest = { path: '', total: 0 };
    const byKind = new Map<string, { path: string; total: number }>();
    for (const path of largestPageCandidates(dist)) {
      const w = await measurePage(browser, new URL(path.replace(/^\//, ''), site.url).href);
      if (w.total > heaviest.total) heaviest = { path, total: w.total };
      const kind = pageKind(path);
      if (w.total > (byKind.get(kind)?.total ?? -1)) byKind.set(kind, { path, total: w.total });
    }
    rows.push({ what: `${label}: heaviest first visit (${heaviest.path})`, value: `${heaviest.total} B`, ...budget(`≤ ${FIRST_VISIT_BUDGET} B`, heaviest.total <= FIRST_VISIT_BUDGET) });
    for (const [kind, page] of byKind) {
      rows.push({ what: `${label}: first visit, heaviest ${kind} (${page.path})`, value: `${page.total} B`, ...budget(`≤ ${FIRST_VISIT_BUDGET} B`, page.total <= FIRST_VISIT_BUDGET) });
    }
    const numbers = numberPagesOnDisk(dist);
    rows.push({ what: `${label}: rule-number pages on disk (each its entry's page, stylesheet inline)`, value: `${(numbers.bytes / 1048576).toFixed(1)} MB, ${numbers.files} files` });
    const downloads = offlineDownloads(dist);
    for (const locale of LOCALES) {
      const d = downloads[locale];
      rows.push({ what: `${label}: offline download, ${locale} (shell + language)`, value: `${kb(d.gzipBytes)} gz, ${d.files} files`, ...budget(`≤ ${kb(OFFLINE_DOWNLOAD_BUDGET_GZIP)}`, d.gzipBytes <= OFFLINE_DOWNLOAD_BUDGET_GZIP) });
    }
    const search = (await benchSearch(browser, site.url, queries)).filter((r) => r.what.startsWith('bytes for a first query'));
    const worst = search.reduce((max, r) => Math.max(max, parseFloat(r.value) * 1024), 0);
    rows.push({ what: `${label}: first full-text search, most bytes of ${search.length} languages`, value: kb(worst), ...budget(`≤ ${kb(SEARCH_BUDGET.firstQueryBytes)}`, worst <= SEARCH_BUDGET.firstQueryBytes) });
  } finally {
    await site.close();
  }
  return rows;
}

/** One query per language for a synthetic corpus: the longest word (letters only, not a link's Markdown) of the first entry's introduction. */
function syntheticQueries(dir: string): [string, string][] {
  return LOCALES.map((locale) => {
    const text = readFileSync(join(dir, locale, 'topic-0001.md'), 'utf8').split('---')[2];
    const words = text.split(/[^\p{L}]+/u).filter(Boolean);
    return [`/${locale}/`, words.reduce((a, b) => (b.length > a.length ? b : a))];
  });
}

const scale: Row[] = await scaleRows(browser, 'real content', join(root, 'dist'), true);

await browser.close();

if (lighthouseOn && !lighthouseInstalled()) {
  console.log('\nLighthouse: skipped, not installed (benchmark-only): run `npm run bench:tools` once, or pass --no-lighthouse');
} else if (lighthouseOn) {
  const scores = await runLighthouse(at('/ru/component-limitations/'));
  const rows: Row[] = (['performance', 'accessibility', 'best-practices', 'seo'] as const).map((c) => ({
    what: `Lighthouse ${c} (mobile, entry page)`,
    value: scores[c].toFixed(2),
    target: '1.00',
    ok: scores[c] >= 1,
  }));
  printTable('Lighthouse', rows);
  if (scores.failed.length) console.log(`  audits below 1: ${scores.failed.join(', ')}`);
}
await server.close();

const buildRows: Row[] = [{ what: 'build, present content', value: `${buildSeconds.toFixed(1)} s` }];
const real = du(join(root, 'dist'));
buildRows.push({ what: 'dist, present content', value: `${(real.bytes / 1048576).toFixed(1)} MB, ${real.files} files` });
// The synthetic sites are removed once every build has been timed, not between builds: on ext4 without a journal,
// creating files within a minute of removing thousands is several times slower, and that would be counted in the
// next build's time (tools/synthetic-corpus/files.ts).
const synthetic: string[] = [];
for (const n of sizes) {
  const dir = join(root, '.bench', `corpus-${n}`);
  writeSyntheticCorpus(n, dir);
  const out = join(root, '.bench', `dist-${n}`);
  synthetic.push(out);
  console.log(`building a synthetic corpus of ${n} entries per locale…`);
  const seconds = build({ CONTENT_DIR: dir, OUT_DIR: out });
  const size = du(out);
  const chromium = await launchChromium();
  scale.push(...(await scaleRows(chromium, `3 × ${n}`, out, false, syntheticQueries(dir))));
  await chromium.close();
  buildRows.push({ what: `build, 3 × ${n} entries`, value: `${seconds.toFixed(1)} s, ${(size.bytes / 1048576).toFixed(1)} MB, ${size.files} files` });
}
for (const out of synthetic) rmSync(out, { recursive: true, force: true });
printTable('Build (2 cores)', buildRows);
printTable('The real content against its budgets, and how the costs grow with synthetic corpora (3 × 110 is the LRR\'s size)', scale);
