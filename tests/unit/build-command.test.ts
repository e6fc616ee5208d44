import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCommand } from '../../src/node/bench/build-command.ts';

const root = resolve(import.meta.dirname, '../..');

describe('buildCommand: the build the bench times is the one npm run build runs', () => {
  it('takes Node’s options from package.json’s build script', () => {
    const command = buildCommand(root);
    expect(command.at(-1)).toBe(join(root, 'scripts', 'build.ts'));
    expect(command).toContain('--max-semi-space-size=64');
  });

  it('reads a script with no options, or several', () => {
    expect(buildCommand('/r', 'node scripts/build.ts')).toEqual([join('/r', 'scripts', 'build.ts')]);
    expect(buildCommand('/r', 'node --a=1  --b scripts/build.ts')).toEqual(['--a=1', '--b', join('/r', 'scripts', 'build.ts')]);
  });

  it.each(['astro build', 'node scripts/build.ts && rm -rf x', 'node --x=$(y) scripts/build.ts', 'NODE_OPTIONS=1 node scripts/build.ts'])(
    'refuses a script of another shape: %s',
    (script) => expect(() => buildCommand('/r', script)).toThrow(/not "node \[--option…\] scripts\/build.ts"/),
  );
});
