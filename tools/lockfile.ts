/**
 * What package-lock.json must hold for `npm ci` to install the right native builds on every platform the
 * project supports. npm writes a lock from an existing node_modules with only that machine's optional
 * platform packages (npm/cli#4828); `npm run lock` (tools/lock.ts) regenerates it from no node_modules.
 */

export interface LockPackage {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

export interface Lockfile {
  lockfileVersion?: number;
  packages: Record<string, LockPackage>;
}

/** The platforms a contributor or CI may install on: Node's process.platform and process.arch. */
export const PLATFORMS = [
  { os: 'darwin', cpu: 'arm64' },
  { os: 'darwin', cpu: 'x64' },
  { os: 'win32', cpu: 'x64' },
  { os: 'linux', cpu: 'x64' },
] as const;

/** The package name of a lock key: "node_modules/a/node_modules/@b/c" → "@b/c". */
export function packageName(key: string): string {
  return key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

const fits = (pkg: LockPackage, platform: { os: string; cpu: string }) =>
  (!pkg.os || pkg.os.includes(platform.os)) && (!pkg.cpu || pkg.cpu.includes(platform.cpu));

/**
 * The native package families of the lock: every locked package with two or more optional dependencies that
 * are built for one platform (os or cpu set), by the family's package name: "rollup", "@tailwindcss/oxide".
 */
export function nativeFamilies(lock: Lockfile): string[] {
  const byName = new Map(Object.entries(lock.packages).map(([key, pkg]) => [packageName(key), pkg]));
  return Object.entries(lock.packages)
    .filter(([, pkg]) => Object.keys(pkg.optionalDependencies ?? {}).filter((d) => byName.get(d)?.os || byName.get(d)?.cpu).length >= 2)
    .map(([key]) => packageName(key))
    .filter((name, i, all) => all.indexOf(name) === i)
    .sort();
}

/**
 * Everything the lock lacks, one line each: optional dependencies of a locked package that are not locked
 * themselves (npm ci then skips them on the platforms that need them), and native families with no build for
 * one of PLATFORMS.
 */
export function lockProblems(lock: Lockfile): string[] {
  const problems: string[] = [];
  const byName = new Map(Object.entries(lock.packages).map(([key, pkg]) => [packageName(key), pkg]));
  for (const [key, pkg] of Object.entries(lock.packages))
    for (const dep of Object.keys(pkg.optionalDependencies ?? {}))
      if (!byName.has(dep)) problems.push(`${packageName(key) || 'the project'}: optional dependency ${dep} is not in the lock`);
  for (const family of nativeFamilies(lock)) {
    // A platform build names both (fsevents, an optional dependency of rollup, names only darwin).
    const builds = Object.keys(byName.get(family)!.optionalDependencies ?? {}).map((d) => byName.get(d)).filter((p): p is LockPackage => Boolean(p?.os && p.cpu));
    for (const platform of PLATFORMS)
      if (!builds.some((b) => fits(b, platform))) problems.push(`${family}: no build for ${platform.os}-${platform.cpu} in the lock`);
  }
  return problems;
}
