/** The settings of this process: src/lib/site/settings.ts's pure parse over process.env and the disk. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseSettings, type Settings } from '../lib/site/settings.ts';

export { NO_SITE_URL, type Settings } from '../lib/site/settings.ts';

/** Read once per module instance (the config's, the pages' bundle's): the same environment gives the same settings. */
let cached: Settings | undefined;

/**
 * The settings of this process, read from process.env once (the project root is the current folder, which
 * `npm run` makes the package's). A bad value ends the process with one line per problem.
 */
export function siteSettings(root = process.cwd(), exists: (path: string) => boolean = existsSync): Settings {
  if (cached) return cached;
  const { settings, problems } = parseSettings(process.env, (path) => resolve(root, path), exists);
  if (problems.length > 0) {
    console.error(`Bad settings (README: Settings):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  // Astro fills import.meta.env from process.env: a BASE_URL, SITE or the like left there by the caller (Vitest
  // sets BASE_URL=/ for its own code) would override the base path and site URL set here.
  for (const name of ['BASE_URL', 'SITE', 'ASSETS_PREFIX']) delete process.env[name];
  cached = settings;
  return settings;
}
