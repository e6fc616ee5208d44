/**
 * package-lock.json installs everywhere: `npm ci` on macOS (arm64, x64), Windows and Linux finds the native
 * build of every package family that has them. `npm run lock` regenerates a lock that passes.
 */
import { describe, expect, it } from 'vitest';
import { lockProblems, nativeFamilies, type Lockfile } from '../../../tools/lockfile.ts';
import { readProjectFile } from '../support.ts';

const lock = JSON.parse(readProjectFile('package-lock.json')) as Lockfile;

describe('package-lock.json', () => {
  it('knows the native families the site builds with (so the check below checks them)', () => {
    expect(nativeFamilies(lock)).toEqual(expect.arrayContaining(['@astrojs/compiler-binding', '@tailwindcss/oxide', 'esbuild', 'lightningcss', 'pagefind', 'rollup']));
  });

  it('holds every optional platform package, and a darwin-arm64, darwin-x64, win32-x64 and linux-x64 build of every native family (else: npm run lock)', () => {
    expect(lockProblems(lock)).toEqual([]);
  });

  it('matches package.json: every devDependency is locked at the root (else npm ci fails: npm run lock)', () => {
    const pkg = JSON.parse(readProjectFile('package.json')) as { devDependencies: Record<string, string> };
    expect(lock.packages['']).toMatchObject({ devDependencies: pkg.devDependencies });
    for (const name of Object.keys(pkg.devDependencies)) expect(lock.packages[`node_modules/${name}`], name).toBeDefined();
  });
});

describe('lockProblems', () => {
  const family = (builds: Record<string, { os: string[]; cpu: string[] }>): Lockfile => ({
    packages: {
      '': {},
      'node_modules/rollup': { optionalDependencies: Object.fromEntries(['@rollup/rollup-darwin-arm64', '@rollup/rollup-darwin-x64', '@rollup/rollup-win32-x64-msvc', '@rollup/rollup-linux-x64-gnu'].map((n) => [n, '4.0.0'])) },
      ...Object.fromEntries(Object.entries(builds).map(([name, b]) => [`node_modules/${name}`, { optional: true, ...b }])),
    },
  });

  it('reports a family that lost its macOS and Windows builds, as a lock written on Linux does', () => {
    const linuxOnly = family({ '@rollup/rollup-linux-x64-gnu': { os: ['linux'], cpu: ['x64'] }, '@rollup/rollup-darwin-arm64': { os: ['darwin'], cpu: ['arm64'] } });
    expect(lockProblems(linuxOnly)).toEqual([
      'rollup: optional dependency @rollup/rollup-darwin-x64 is not in the lock',
      'rollup: optional dependency @rollup/rollup-win32-x64-msvc is not in the lock',
      'rollup: no build for darwin-x64 in the lock',
      'rollup: no build for win32-x64 in the lock',
    ]);
  });

  it('passes a family with all four builds', () => {
    const full = family({
      '@rollup/rollup-darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
      '@rollup/rollup-darwin-x64': { os: ['darwin'], cpu: ['x64'] },
      '@rollup/rollup-win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
      '@rollup/rollup-linux-x64-gnu': { os: ['linux'], cpu: ['x64'] },
    });
    expect(nativeFamilies(full)).toEqual(['rollup']);
    expect(lockProblems(full)).toEqual([]);
  });
});
