/**
 * npm run lock: rewrites package-lock.json so that `npm ci` installs on macOS (arm64, x64), Windows and Linux.
 * npm resolves the lock in an empty scratch folder (package.json and the current lock, no node_modules), which
 * keeps every locked version and adds the optional platform packages a local node_modules would drop; then the
 * lock is checked (tools/lockfile.ts, also a unit test). Run it after adding or updating a dependency.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { lockProblems, nativeFamilies, type Lockfile } from './lockfile.ts';

const root = resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'ti4-lock-'));
try {
  copyFileSync(join(root, 'package.json'), join(scratch, 'package.json'));
  if (existsSync(join(root, 'package-lock.json'))) copyFileSync(join(root, 'package-lock.json'), join(scratch, 'package-lock.json'));
  // npm_execpath is the npm that runs this script; its own Node may be older than ours, so run it with ours.
  const npm = process.env.npm_execpath;
  const args = ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'];
  const run = npm && npm.endsWith('.js') ? spawnSync(process.execPath, [npm, ...args], { cwd: scratch, stdio: 'inherit' }) : spawnSync('npm', args, { cwd: scratch, stdio: 'inherit', shell: process.platform === 'win32' });
  if (run.status !== 0) throw new Error(`npm install --package-lock-only failed (exit ${run.status})`);
  const lock = JSON.parse(readFileSync(join(scratch, 'package-lock.json'), 'utf8')) as Lockfile;
  const problems = lockProblems(lock);
  if (problems.length > 0) throw new Error(`the new lock still lacks:\n${problems.join('\n')}`);
  copyFileSync(join(scratch, 'package-lock.json'), join(root, 'package-lock.json'));
  console.log(`package-lock.json: ${Object.keys(lock.packages).length} packages; native families with darwin-arm64, darwin-x64, win32-x64 and linux-x64 builds: ${nativeFamilies(lock).join(', ')}`);
  console.log('Now `npm ci` installs exactly this lock.');
} catch (error) {
  console.error(`npm run lock: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
