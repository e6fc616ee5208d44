/** The language links' sub-rule numbers: only those not numbered "{entry}.{key}" are written out. */
import { describe, expect, it } from 'vitest';
import type { Entry } from '../../../../src/lib/content/entry.ts';
import { alignedNumber, alignedNumbers, impliedAlignKey } from '../../../../src/lib/views/aligned-numbers.ts';

const entry = (number: number | null, subRules: [alignKey: string, number: string][]) =>
  ({ number, subRules: subRules.map(([alignKey, n]) => ({ alignKey, number: n })) }) as unknown as Entry;

describe('alignedNumbers', () => {
  it('writes nothing out where the other entry numbers its sub-rules by their keys', () => {
    const numbers = alignedNumbers(['1', '2', '3'], entry(67, [['1', '67.1'], ['2', '67.2'], ['3', '67.3'], ['4', '67.4']]));
    expect(numbers).toEqual({ entry: '67', except: {} });
    expect(alignedNumber(numbers, '3')).toBe('67.3');
  });

  it('lists a sub-rule aligned otherwise, and "" for one the other language lacks', () => {
    const numbers = alignedNumbers(['1', '2', 'x'], entry(23, [['1', '23.1'], ['x', '23.2']]));
    expect(numbers).toEqual({ entry: '23', except: { '2': '', x: '23.2' } });
    expect([alignedNumber(numbers, '1'), alignedNumber(numbers, '2'), alignedNumber(numbers, 'x')]).toEqual(['23.1', '', '23.2']);
  });

  it('lists every sub-rule of an entry without a number', () => {
    const numbers = alignedNumbers(['1'], entry(null, [['1', '1']]));
    expect(numbers).toEqual({ entry: '', except: { '1': '1' } });
    expect(alignedNumber(numbers, '1')).toBe('1');
    expect(alignedNumber(numbers, '2')).toBe('');
  });
});

describe('impliedAlignKey', () => {
  it('is the sub-number of a numbered sub-rule, and the whole number of one without an entry number', () => {
    expect(['49.4', '1.10', '7'].map(impliedAlignKey)).toEqual(['4', '10', '7']);
  });
});
