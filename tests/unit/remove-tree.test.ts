import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTree } from '../../src/pipeline/remove-tree.ts';

const scratch = mkdtempSync(join(tmpdir(), 'remove-tree-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('removeTree', () => {
  it('removes a folder with nested folders and files, and a link without following it', async () => {
    const kept = join(scratch, 'kept');
    mkdirSync(kept);
    writeFileSync(join(kept, 'file'), 'x');
    const dir = join(scratch, 'site');
    for (let i = 0; i < 50; i++) {
      mkdirSync(join(dir, 'a', String(i), 'b'), { recursive: true });
      writeFileSync(join(dir, 'a', String(i), 'b', 'index.html'), 'x');
      writeFileSync(join(dir, 'a', String(i), 'c.json'), 'x');
    }
    mkdirSync(join(dir, 'empty'));
    symlinkSync(kept, join(dir, 'link'));
    await removeTree(dir);
    expect(existsSync(dir)).toBe(false);
    expect(readdirSync(kept)).toEqual(['file']);
  });

  it('does nothing for a folder that is not there', async () => {
    await expect(removeTree(join(scratch, 'none'))).resolves.toBeUndefined();
  });
});
