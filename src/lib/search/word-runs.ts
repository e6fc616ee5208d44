/**
 * The runs of a query's words that each name one thing (a term, a rewording, an English name): the longest runs
 * first, each word in at most one run ("anti fighter barrage" is one term, not three), sorted by where they begin.
 */

export interface WordRun<T> {
  from: number;
  /** Exclusive. */
  to: number;
  found: T;
}

/** `find` says what the words from..to (exclusive) name, if anything; runs are at most `longest` words. */
export function wordRuns<T>(count: number, find: (from: number, to: number) => T | undefined, longest = count): WordRun<T>[] {
  const used = new Set<number>();
  const out: WordRun<T>[] = [];
  for (let length = Math.min(longest, count); length >= 1; length--) {
    for (let from = 0; from + length <= count; from++) {
      const to = from + length;
      if (Array.from({ length }, (_, k) => from + k).some((i) => used.has(i))) continue;
      const found = find(from, to);
      if (found === undefined) continue;
      for (let i = from; i < to; i++) used.add(i);
      out.push({ from, to, found });
    }
  }
  return out.sort((a, b) => a.from - b.from);
}
