// Queries are cut on character boundaries, so an emoji at the 200-character limit never leaves a
// lone surrogate behind (encodeURIComponent throws on one, and the search box hung on "Searching…").
import { describe, expect, it } from 'vitest';
import { clipText } from '../../../../src/lib/search/clip.ts';
import { MAX_QUERY_CHARS, parseQuery } from '../../../../src/lib/search/query.ts';

const hasLoneSurrogate = (text: string) => !text.isWellFormed();

describe('clipText', () => {
  it('leaves short text alone and cuts long text to the limit', () => {
    expect(clipText('abc', 5)).toBe('abc');
    expect(clipText('abcdef', 3)).toBe('abc');
  });

  it('leaves out a whole emoji rather than half of it', () => {
    const text = `${'a'.repeat(199)}🎲b`;
    expect(text.slice(0, 200)).not.toSatisfy((t: string) => t.isWellFormed());
    expect(clipText(text, 200)).toBe('a'.repeat(199));
    expect(clipText(`${'a'.repeat(198)}🎲b`, 200)).toBe(`${'a'.repeat(198)}🎲`);
  });

  it('never leaves a lone surrogate at any cut of emoji-only text', () => {
    const text = '😀🎲🚀'.repeat(10);
    for (let max = 0; max <= text.length; max++) {
      const cut = clipText(text, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(hasLoneSurrogate(cut), `max ${max}`).toBe(false);
      expect(() => encodeURIComponent(cut)).not.toThrow();
    }
  });
});

describe('parseQuery at the word length limit', () => {
  it('keeps a word well formed when an astral letter straddles the 40-unit word limit', () => {
    // U+20000 is a CJK letter outside the BMP (two UTF-16 units); after one BMP letter of the same script,
    // the 40th unit is the first half of one.
    for (const text of [`一${'\u{20000}'.repeat(60)}`, `${'b '.repeat(90)}一${'\u{20000}'.repeat(30)}`]) {
      const parsed = parseQuery(text);
      expect(parsed.kind).toBe('words');
      if (parsed.kind !== 'words') continue;
      expect(parsed.words.some((w) => w.word.includes('\u{20000}'))).toBe(true);
      for (const { word, forms } of parsed.words) {
        expect(hasLoneSurrogate(word), word).toBe(false);
        for (const f of forms) expect(hasLoneSurrogate(f)).toBe(false);
      }
    }
    expect(MAX_QUERY_CHARS).toBe(200);
  });
});
