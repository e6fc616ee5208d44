// Two builds of one dist/ never interleave. The lock alone (the double build itself is in
// tests/e2e/concurrent-build.test.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireLock } from '../../../src/pipeline/build-lock.ts';

let dir: string;
let path: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-lock-'));
  path = join(dir, 'dist.lock');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('acquireLock', () => {
  it('holds the lock with its pid and removes it on release', async () => {
    const lock = await acquireLock(path);
    expect(readFileSync(path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path)).toBe(false);
  });

  it('makes a second taker wait, once told, until the first releases', async () => {
    const first = await acquireLock(path);
    const events: string[] = [];
    const second = acquireLock(path, { pollMs: 10, onWait: (pid) => events.push(`waiting for ${pid}`) }).then((lock) => {
      events.push('second has it');
      return lock;
    });
    await new Promise((ok) => setTimeout(ok, 100));
    events.push('first releases');
    first.release();
    (await second).release();
    expect(events).toEqual([`waiting for ${process.pid}`, 'first releases', 'second has it']);
  });

  it('fails clearly, naming the holder, after waiting too long', async () => {
    const first = await acquireLock(path);
    await expect(acquireLock(path, { waitMs: 50, pollMs: 10 })).rejects.toThrow(`another build (pid ${process.pid}) has held ${path}`);
    first.release();
  });

  it('takes over the lock of a build that has ended without releasing it', async () => {
    // A process that has exited: its pid is free (reuse within the test is very unlikely).
    const ended = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(path, ended.stdout);
    const lock = await acquireLock(path, { waitMs: 1_000, pollMs: 10 });
    expect(readFileSync(path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('leaves a lock it does not hold alone on release', async () => {
    const lock = await acquireLock(path);
    writeFileSync(path, '1\n');
    lock.release();
    expect(readFileSync(path, 'utf8')).toBe('1\n');
  });
});
