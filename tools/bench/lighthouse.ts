/**
 * Lighthouse (the npm package) on a page, mobile, with the same Chromium as the tests: the four category scores.
 * Lighthouse is a benchmark-only tool, not in the default install: `npm run bench:tools` adds it.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.ts';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  failed: string[];
}

/** The part of Lighthouse's API this file uses (its own types come only with the package). */
type Lighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<
  | {
      lhr: {
        categories: Record<string, { score: number | null } | undefined>;
        audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string }>;
      };
    }
  | undefined
>;

/** The package name in a variable: TypeScript then does not look for the package's types, which may be absent. */
const LIGHTHOUSE = 'lighthouse';

/** Whether Lighthouse is installed (`npm run bench:tools`). */
export function lighthouseInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve(LIGHTHOUSE);
    return true;
  } catch {
    return false;
  }
}

export async function runLighthouse(url: string, port = 9333): Promise<LighthouseScores> {
  const { default: lighthouse } = (await import(LIGHTHOUSE)) as { default: Lighthouse };
  const profile = mkdtempSync(join(tmpdir(), 'lh-'));
  const chrome = spawn(await chromiumPath(), [...CHROMIUM_FLAGS, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  try {
    for (let i = 0; i < 50; i++) {
      try {
        await fetch(`http://127.0.0.1:${port}/json/version`);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    if (!result) throw new Error('lighthouse returned nothing');
    const { categories, audits } = result.lhr;
    const failed = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => `${a.id} (${a.score})`);
    return {
      performance: categories.performance?.score ?? 0,
      accessibility: categories.accessibility?.score ?? 0,
      'best-practices': categories['best-practices']?.score ?? 0,
      seo: categories.seo?.score ?? 0,
      failed,
    };
  } finally {
    const exited = new Promise((done) => chrome.once('exit', done));
    chrome.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}
