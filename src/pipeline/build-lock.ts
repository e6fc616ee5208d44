/**
 * A lock file beside the output folder (`dist.lock`, holding the builder's pid), so that two builds of one
 * `dist/` never interleave: the second waits for the first and says so, and gives up with a clear error after
 * `waitMs`. A lock whose process is gone (a build killed mid-way) is taken over. Created with O_EXCL ('wx'),
 * which is atomic on local file systems. (Small enough to write here: lock libraries judge staleness by
 * mtime, while a local build can ask whether the holder is still running.)
 */
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface LockOptions {
  /** How long to wait for another holder before failing (default 10 minutes). */
  waitMs?: number;
  pollMs?: number;
  /** Called once, when the lock is found held by another live process. */
  onWait?: (holderPid: number | null) => void;
}

export interface Lock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder's pid; null while the file is being written (or unreadable). */
function holderOf(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Whether the lock at `path` belongs to nobody: its process has ended, or it never got a pid in 30 s. */
function isStale(path: string, holder: number | null): boolean {
  if (holder !== null) return !isRunning(holder);
  try {
    return Date.now() - statSync(path).mtimeMs > 30_000;
  } catch {
    return true; // gone meanwhile: try again
  }
}

export async function acquireLock(path: string, { waitMs = 600_000, pollMs = 250, onWait }: LockOptions = {}): Promise<Lock> {
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return {
        release() {
          if (holderOf(path) === process.pid) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(path);
    if (isStale(path, holder)) {
      // Read again just before removing, so that a lock another waiter has just taken is left alone.
      if (holderOf(path) === holder) rmSync(path, { force: true });
      continue;
    }
    if (Date.now() - started > waitMs)
      throw new Error(`another build (pid ${holder ?? '?'}) has held ${path} for more than ${Math.round(waitMs / 1000)} s: wait for it, or stop it`);
    if (!told) onWait?.(holder);
    told = true;
    await sleep(pollMs);
  }
}
