// When the full-text layer works while the reader types (src/lib/search/full-text-pace.ts).
import { describe, expect, it } from 'vitest';
import { fullTextPause, MIN_PAUSE_MS, preloadTerm, SHORT_WORD_PAUSE_MS } from '../../../../src/lib/search/full-text-pace.ts';

describe('preloadTerm', () => {
  it('leaves out a word still being typed while it is short, in every script', () => {
    expect(preloadTerm('r', false)).toBe('');
    expect(preloadTerm('rein', false)).toBe('');
    expect(preloadTerm('reinf', false)).toBe('reinf');
    expect(preloadTerm('кар', false)).toBe('');
    expect(preloadTerm('карфл', false)).toBe('карфл');
    // Hangul by jamo: 생 is three, 유닛 five.
    expect(preloadTerm('유닛 생', false)).toBe('유닛');
    expect(preloadTerm('유닛 생산', false)).toBe('유닛 생산');
  });

  it('keeps every finished word, however short', () => {
    expect(preloadTerm('war sun', true)).toBe('war sun');
    expect(preloadTerm('war sun', false)).toBe('war');
    expect(preloadTerm('', false)).toBe('');
  });
});

describe('fullTextPause', () => {
  it('waits one and a half gaps of the reader, never less than the shortest pause', () => {
    expect(fullTextPause('reinforcements', false, [])).toBe(MIN_PAUSE_MS);
    expect(fullTextPause('reinforcements', false, [60, 70, 80])).toBe(MIN_PAUSE_MS);
    expect(fullTextPause('reinforcements', false, [300, 280, 320, 310])).toBe(465);
  });

  it('goes by the median of the last gaps: one stall does not make it search a prefix', () => {
    const pause = fullTextPause('reinforcements', false, [120, 120, 400, 120, 120]);
    expect(pause).toBe(MIN_PAUSE_MS);
    // A break between two bursts of typing is not the rhythm.
    expect(fullTextPause('reinforcements', false, [5000, 300, 300])).toBe(450);
  });

  it('waits long for a short word still being typed, and never longer than that', () => {
    expect(fullTextPause('ca', false, [100])).toBe(SHORT_WORD_PAUSE_MS);
    expect(fullTextPause('유닛 생', false, [100])).toBe(SHORT_WORD_PAUSE_MS);
    expect(fullTextPause('ca', true, [100])).toBe(MIN_PAUSE_MS);
    expect(fullTextPause('reinforcements', false, [900, 950, 990])).toBe(SHORT_WORD_PAUSE_MS);
  });

  it("ends a question's short last word by the reader's rhythm once it is known", () => {
    const steady = [120, 120, 120, 120, 120];
    expect(fullTextPause('lose fighters carrier dies', false, steady)).toBe(MIN_PAUSE_MS);
    expect(fullTextPause('lose fighters carrier dies', false, [300, 300, 300, 300, 300])).toBe(450);
    expect(fullTextPause('lose fighters carrier dies', false, steady.slice(1))).toBe(SHORT_WORD_PAUSE_MS);
  });
});
