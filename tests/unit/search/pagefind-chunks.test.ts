import { encode } from 'cborg';
import { describe, expect, it } from 'vitest';
import { decodePagefind, encodedSize, encodePagefind, splitWords, withChunks, metaChunkHashes, type PackedWord } from '../../../src/lib/search/pagefind-chunks.ts';

const word = (text: string, ...pages: number[][]): PackedWord => [text, pages.map((locs, i) => [i, locs, []]), []];

describe('splitWords', () => {
  // Pagefind's own example (its indexer's tests): a chunk closes once it holds 8 locations.
  const words = [word('peach', [383, 2, 678]), word('apple', [20, 40, 60], [3, 6, 9]), word('banana', [100, 500, 900, 566]), word('apricot', [45, 3432, 6003])];

  it('sorts the words and closes a chunk once it reaches the limit, naming ranges by the shortest telling prefixes', () => {
    const chunks = splitWords(words, 8);
    expect(chunks.map((c) => c.words.map((w) => w[0]))).toEqual([['apple'], ['apricot', 'banana'], ['peach']]);
    expect(chunks.map((c) => [c.from, c.to])).toEqual([
      ['apple', 'app'],
      ['apr', 'b'],
      ['p', 'peach'],
    ]);
  });

  it('counts the locations of a word’s written forms (Hangul is stored as jamo, its forms with their pages)', () => {
    const jamo = '항목'.normalize('NFD');
    const hangul: PackedWord = [jamo, [], [['항목', [[0, [1, 2, 3], []], [1, [4], []]]]]];
    const chunks = splitWords([hangul, word('가', [1])], 5);
    expect(chunks.map((c) => c.words.length)).toEqual([1, 1]);
  });

  it('sizes chunks by encoded size when asked: a long Korean word weighs more than a short one with the same locations', () => {
    const long = word('전투기를생산하는'.normalize('NFD'), [1, 2]);
    const short = word('a', [1, 2]);
    expect(encodedSize(long)).toBeGreaterThan(encodedSize(short) + 15);
    // A jamo counts as one character, as a letter does (not by its three UTF-8 bytes).
    expect(encodedSize(word('생'.normalize('NFD'), [1, 2]))).toBe(encodedSize(word('abc', [1, 2])));
    // Two short words fill a chunk of their size; the long word alone fills the next.
    const chunks = splitWords([long, short, word('b', [1, 2]), word('c', [1, 2])], 2 * encodedSize(short), encodedSize);
    expect(chunks.map((c) => c.words.map((w) => w[0]))).toEqual([['a', 'b'], ['c', long[0]]]);
  });

  it('sizes a word as its CBOR encoding does, less the extra bytes of its texts\' characters', () => {
    const bySize = (w: PackedWord) => {
      const texts = [w[0], ...(Array.isArray(w[2]) ? w[2].map((v) => v[0]) : [])];
      return encode(w).length - texts.reduce((sum, t) => sum + new TextEncoder().encode(t).length - [...t].length, 0);
    };
    const many = Array.from({ length: 300 }, (_, i) => i * 997);
    const words: PackedWord[] = [
      word('a', [1]),
      word('전투기'.normalize('NFD'), many, [70000, 5]),
      word('😀x\ud800', [0, 23, 24, 255, 256, 65535, 65536, 2 ** 32, 2 ** 40]),
      ['é'.repeat(30), [[3, [1, 2], ['extra ü', -1, -25, -300]]], [['ÉÉ', [[1, [4]]], 'rest', 1.5, null, true]]],
    ];
    for (const w of words) expect(encodedSize(w)).toBe(bySize(w));
  });

  it('keeps everything in one chunk under the limit, and sorts by code point as Pagefind does', () => {
    const chunks = splitWords([word('é', [1]), word('z', [1]), word('a', [1])], 100);
    expect(chunks).toHaveLength(1);
    expect(chunks[0].words.map((w) => w[0])).toEqual(['a', 'z', 'é']);
    expect([chunks[0].from, chunks[0].to]).toEqual(['a', 'é']);
  });
});

describe('Pagefind files', () => {
  it('round-trip through the signature and CBOR, and a metadata file gets a new chunk list with the rest kept', () => {
    const meta = ['1.6.0', [['en_1', 10, '']], [['a', 'z', 'en_old']], ['stop'], 7];
    const decoded = decodePagefind(encodePagefind(meta));
    expect(decoded).toEqual(meta);
    expect(metaChunkHashes(decoded)).toEqual(['en_old']);
    const next = withChunks(decoded, [{ from: 'a', to: 'm', hash: 'en_x' }, { from: 'n', to: 'z', hash: 'en_y' }]);
    expect(next).toEqual(['1.6.0', [['en_1', 10, '']], [['a', 'm', 'en_x'], ['n', 'z', 'en_y']], ['stop'], 7]);
    expect(() => decodePagefind(new TextEncoder().encode('not pagefind'))).toThrow(/not a Pagefind file/);
    // Another layout (a future Pagefind) is refused rather than rewritten.
    expect(() => metaChunkHashes(['2.0.0', [], [['a', 'z', 'h']]])).toThrow(/Pagefind 1\.x/);
    expect(() => metaChunkHashes(['1.6.0', [], [['a', 'z']]])).toThrow(/Pagefind 1\.x/);
  });
});
