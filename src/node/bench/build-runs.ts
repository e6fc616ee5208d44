/**
 * Build times taken more than once. One build of 3 × 1,000 topics on this kind of machine varies by ±10 s from run
 * to run (the processor's speed changes over minutes, another VM's load), so the budget is judged on the median of
 * a few, and the bench prints every run.
 */

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** "52.3 s" for one run; "52.3 s (median of 50.1, 52.3, 58.0 s)" for several, in the order they ran. */
export function describeRuns(seconds: readonly number[]): string {
  const middle = `${median(seconds).toFixed(1)} s`;
  return seconds.length === 1 ? middle : `${middle} (median of ${seconds.map((s) => s.toFixed(1)).join(', ')} s)`;
}

/** `--build-runs=N` from the bench's arguments: how many times the budgeted build is timed. Default 3. */
export function buildRuns(args: readonly string[], fallback = 3): number {
  const prefix = '--build-runs=';
  const given = args.find((a) => a.startsWith(prefix))?.slice(prefix.length);
  if (given === undefined) return fallback;
  const n = Number(given);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--build-runs wants a whole number of at least 1, got "${given}"`);
  return n;
}
