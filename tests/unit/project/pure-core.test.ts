/**
 * src/lib/ is the pure core: it must run in any JavaScript host (the browser scripts import parts of it) and be
 * testable without a disk. Reading files, paths, processes and the network belongs in src/pipeline/ or scripts/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support.ts';

const IO = /\bfrom\s+['"]node:|\bimport\(\s*['"]node:|\bprocess\.(?:env|cwd|exit|pid)\b|\bfetch\(/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? filesUnder(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
  );
}

describe('the pure core', () => {
  it('no file under src/lib/ imports a node: module or touches the process or the network', () => {
    const offenders = filesUnder(join(ROOT, 'src/lib')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(ROOT, file)}:${i + 1}` }))
        .filter(({ line }) => !/^\s*(?:\*|\/\/)/.test(line) && IO.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
