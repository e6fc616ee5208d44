import { describe, expect, it } from 'vitest';
import { buildRuns, describeRuns, median } from '../../src/node/bench/build-runs.ts';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one, whatever the order', () => {
    expect(median([58, 50.1, 52.3])).toBe(52.3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow(/no values/);
  });
});

describe('describeRuns', () => {
  it('names every run in the order they ran, and the median the budget is judged on', () => {
    expect(describeRuns([58.04, 50.1, 52.31])).toBe('52.3 s (median of 58.0, 50.1, 52.3 s)');
    expect(describeRuns([61.25])).toBe('61.3 s');
  });
});

describe('buildRuns', () => {
  it('reads --build-runs=N, with a default, and refuses what is not a count', () => {
    expect(buildRuns(['--sizes=1000'])).toBe(3);
    expect(buildRuns(['--build-runs=1'])).toBe(1);
    expect(buildRuns(['--build-runs=5', '--no-lighthouse'])).toBe(5);
    expect(() => buildRuns(['--build-runs=0'])).toThrow(/at least 1, got "0"/);
    expect(() => buildRuns(['--build-runs=two'])).toThrow(/got "two"/);
  });
});
