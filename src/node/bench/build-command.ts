/**
 * The build as `npm run build` runs it: Node's options from package.json's build script (a larger young generation,
 * README: Other commands), then scripts/build.ts. The bench times this, so that it measures the command users run,
 * without npm's own start-up.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The arguments after `node` in the build script, with scripts/build.ts made absolute under `root`. */
export function buildCommand(root: string, script = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.build): string[] {
  const shape = /^node((?:\s+--[a-z][a-z0-9-]*(?:=[^\s"'`$;&|<>]+)?)*)\s+scripts\/build\.ts$/.exec(script.trim());
  if (!shape) throw new Error(`package.json: the build script is not "node [--option…] scripts/build.ts": ${script}`);
  return [...shape[1].trim().split(/\s+/).filter(Boolean), join(root, 'scripts', 'build.ts')];
}
