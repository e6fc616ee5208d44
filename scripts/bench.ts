/**
 * npm run bench [-- --sizes=100,1000,3000] [-- --no-lighthouse]
 * Builds the site, serves dist/ on loopback with gzip, and prints: first-visit bytes of page types, JS on an
 * entry page, search latency and bytes (Chromium, phone viewport), instant-index sizes, Lighthouse scores,
 * and build time and dist size for synthetic corpora of growing size.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOCALES } from '../src/lib/locale.ts';
import { INSTANT_INDEX_BUDGET_GZIP, jsonSize } from '../src/lib/search/index-size.ts';
import { launchChromium } from '../src/node/chromium.ts';
import { siteFiles } from '../src/node/link-check.ts';
import { benchSearch } from '../src/node/search-bench.ts';
import { writeSyntheticCorpus } from '../src/node/synthetic-corpus-files.ts';
import { measurePage } from '../src/node/bench/page-weight.ts';
import { lighthouseInstalled, runLighthouse } from '../src/node/bench/lighthouse.ts';
import { kb, printTable, type Row } from '../src/node/bench/table.ts';
import { serveStatic } from '../src/node/static-server.ts';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const sizes = (args.find((a) => a.startsWith('--sizes='))?.slice(8) ?? '100,1000,3000').split(',').filter(Boolean).map(Number);
const lighthouseOn = !args.includes('--no-lighthouse');

function build(env: Record<string, string> = {}): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, [join(root, 'scripts/build.ts')], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  return (performance.now() - started) / 1000;
}

function du(dir: string): { bytes: number; files: number } {
  const out = spawnSync('du', ['-sb', dir], { encoding: 'utf8' }).stdout;
  return { bytes: Number(out.split('\t')[0]), files: siteFiles(dir).length };
}

console.log('building the site…');
const buildSeconds = build();
const server = await serveStatic(join(root, 'dist'));
const browser = await launchChromium();
const at = (path: string) => new URL(path.replace(/^\//, ''), server.url).href;

const pages: [string, string, number | undefined][] = [
  ['entry page (/ru/component-limitations/)', '/ru/component-limitations/', 10 * 1024],
  ['entry page (/ko/producing-units/)', '/ko/producing-units/', 10 * 1024],
  ['glossary index (/ko/)', '/ko/', undefined],
  ['comparison (/compare/component-limitations/)', '/compare/component-limitations/', undefined],
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
for (const n of sizes) {
  const dir = join(root, '.bench', `corpus-${n}`);
  const out = join(root, '.bench', `dist-${n}`);
  writeSyntheticCorpus(n, dir);
  console.log(`building a synthetic corpus of ${n} entries per locale…`);
  const seconds = build({ CONTENT_DIR: dir, OUT_DIR: out });
  const size = du(out);
  buildRows.push({
    what: `build, 3 × ${n} entries`,
    value: `${seconds.toFixed(1)} s, ${(size.bytes / 1048576).toFixed(1)} MB, ${size.files} files`,
    target: n === 1000 ? '≤ 60 s' : undefined,
    ok: n === 1000 ? seconds <= 60 : undefined,
  });
  rmSync(out, { recursive: true, force: true });
}
printTable('Build (2 cores)', buildRows);
