import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInside, outDirProblem } from '../../../src/pipeline/out-dir.ts';

const project = join(sep, 'work', 'site');
/** Two file systems: /mnt and the rest. */
const device = (path: string) => (path.startsWith(join(sep, 'mnt')) ? 2 : 1);

describe('outDirProblem', () => {
  it('accepts an output folder inside the project, on any file system, and one outside it on the same file system', () => {
    expect(outDirProblem(join(project, 'dist'), project, device)).toBeUndefined();
    expect(outDirProblem(join(project, '.bench', 'dist-1000'), project, device)).toBeUndefined();
    expect(outDirProblem(join(sep, 'srv', 'www', 'site'), project, device)).toBeUndefined();
  });

  it('refuses one outside the project on another file system, naming both and what to do', () => {
    const problem = outDirProblem(join(sep, 'mnt', 'disk', 'site'), project, device);
    expect(problem).toContain(`OUT_DIR ${join(sep, 'mnt', 'disk', 'site')} is on another file system than ${project}`);
    expect(problem).toMatch(/Build into a folder inside/);
    // A sibling whose name starts like the project's is not inside it.
    expect(outDirProblem(join(sep, 'mnt', 'x'), join(sep, 'mnt'), device)).toBeUndefined();
    expect(outDirProblem(`${project}-out`, project, (p) => (p === project ? 1 : 2))).toBeDefined();
  });

  it('refuses a folder beside the project whose name begins like it, and the project folder itself, on any file system', () => {
    // Astro bundles into those (a plain prefix of the working directory), outside the project's node_modules.
    expect(outDirProblem(`${project}-out`, project, device)).toMatch(/cannot find the project's packages/);
    expect(outDirProblem(project, project, device)).toMatch(/cannot find the project's packages/);
  });

  it('looks at the nearest folder that exists when the output folder is not there yet', () => {
    const seen: string[] = [];
    outDirProblem(join(sep, 'no-such-folder-here', 'a', 'b'), project, (p) => (seen.push(p), 1));
    expect(seen[0]).toBe(sep);
  });
});

describe('isInside', () => {
  it('says whether a folder is inside another, not merely named like it', () => {
    expect(isInside(join(project, 'dist'), project)).toBe(true);
    expect(isInside(join(project, 'dist'), `${project}${sep}`)).toBe(true);
    expect(isInside(`${project}-out`, project)).toBe(false);
    expect(isInside(project, project)).toBe(false);
    expect(isInside(join(sep, 'tmp', 'x'), project)).toBe(false);
  });
});
