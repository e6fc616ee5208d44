/**
 * Whether the build can write its output where OUT_DIR says. Astro bundles the pages into the output folder when
 * that folder is inside the working directory, and into the working directory's .astro/ when it is not; it then
 * moves files from there into the output folder by renaming them, which fails across file systems (EXDEV) after
 * the site has been bundled. The build checks this first and says what to do instead.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';

/** The nearest folder at or above `path` that exists. */
function existingAncestor(path: string): string {
  let at = resolve(path);
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  return at;
}

/** Whether `path` is inside the folder `dir` (Astro then bundles a build into it, not into `dir`'s .astro/). */
export function isInside(path: string, dir: string): boolean {
  const within = resolve(dir);
  return resolve(path).startsWith(within.endsWith(sep) ? within : `${within}${sep}`);
}

/** The problem with building into `outDir` from `cwd`, or undefined when there is none. */
export function outDirProblem(outDir: string, cwd = process.cwd(), device = (path: string) => statSync(path).dev): string | undefined {
  const out = resolve(outDir);
  const within = resolve(cwd);
  if (isInside(out, within)) return undefined;
  // Astro's own test (getOutDirWithinCwd) is a plain prefix, and Astro is given the build's temporary folder beside
  // OUT_DIR: for /work/site-out, or the project folder itself, it would bundle the pages there, outside the
  // project, where they cannot find the project's packages.
  if (`${out}.tmp-`.startsWith(within)) {
    return `OUT_DIR ${out} is beside ${within} with a name that begins like it: Astro would bundle the pages there, where they cannot find the project's packages. Use a folder inside ${within}, or one whose name does not begin with it.`;
  }
  if (device(existingAncestor(out)) === device(within)) return undefined;
  return (
    `OUT_DIR ${out} is on another file system than ${within}, and outside it: Astro moves files from ${within}${sep}.astro into it, ` +
    `which cannot be done across file systems. Build into a folder inside ${within} or on its file system, then copy it.`
  );
}
