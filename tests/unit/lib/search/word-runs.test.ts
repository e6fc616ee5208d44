import { describe, expect, it } from 'vitest';
import { wordRuns } from '../../../../src/lib/search/word-runs.ts';

describe('wordRuns', () => {
  const named = new Map([
    ['anti fighter barrage', 'AFB'],
    ['fighter', 'Fighter Tokens'],
    ['barrage', 'AFB'],
    ['carrier', 'Carrier'],
  ]);
  const words = 'my anti fighter barrage hits a carrier fighter'.split(' ');
  const find = (from: number, to: number) => named.get(words.slice(from, to).join(' '));

  it('takes the longest runs first, each word in one run, in the order they begin', () => {
    expect(wordRuns(words.length, find)).toEqual([
      { from: 1, to: 4, found: 'AFB' },
      { from: 6, to: 7, found: 'Carrier' },
      { from: 7, to: 8, found: 'Fighter Tokens' },
    ]);
  });

  it('reads no run longer than asked', () => {
    expect(wordRuns(words.length, find, 2).map((r) => r.found)).toEqual(['Fighter Tokens', 'AFB', 'Carrier', 'Fighter Tokens']);
  });
});
