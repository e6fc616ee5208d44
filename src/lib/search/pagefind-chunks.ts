/**
 * Smaller word-index chunks for a written Pagefind bundle.
 *
 * Pagefind splits each language's word index into chunks of about 20,000 word locations (a constant in its
 * indexer, not an option), sorted by word, and a search fetches the chunks whose word range holds the query's
 * words. At a whole rulebook each chunk is 30–45 KB gzipped, a quarter of the first search's budget for one
 * word. This splits the same words into smaller chunks by Pagefind's own rule (a chunk closes once its size
 * reaches the limit; its range is named by the shortest prefixes that tell it from its neighbours), sized by
 * locations as Pagefind does or by encoded size (about the same gzipped size in every language: a Korean
 * word, stored as jamo with its written forms, weighs more per location), and rewrites the language's metadata to list them. A
 * search then fetches a few kilobytes per word however large the corpus grows.
 *
 * The files are Pagefind 1.x's: gzip of "pagefind_dcd" then CBOR. A chunk is `[words]`, a word
 * `[word, pages, …]`, a page `[pageNumber, locations, …]`; the metadata is `[version, pages, chunks, …]`,
 * a chunk there `[from, to, hash]`. Whatever else they hold is kept as it was.
 */
import { decode, encode } from 'cborg';

export const PAGEFIND_SIGNATURE = 'pagefind_dcd';

type PackedPages = [page: number, locations: number[], ...rest: unknown[]][];

/**
 * A word of a chunk: its text, the pages it occurs on with their locations, and the forms it stands for
 * (Pagefind stores words decomposed, Hangul as jamo, and lists the written forms with their own pages).
 */
export type PackedWord = [word: string, pages: PackedPages, variants?: [form: string, pages: PackedPages, ...rest: unknown[]][], ...rest: unknown[]];

export interface Chunk {
  from: string;
  to: string;
  words: PackedWord[];
}

/** Decodes the CBOR part of a decompressed Pagefind file (after its signature). */
export function decodePagefind(bytes: Uint8Array): unknown {
  const signature = new TextDecoder().decode(bytes.subarray(0, PAGEFIND_SIGNATURE.length));
  if (signature !== PAGEFIND_SIGNATURE) throw new Error(`not a Pagefind file (it starts with ${JSON.stringify(signature)})`);
  return decode(bytes.subarray(PAGEFIND_SIGNATURE.length), { useMaps: false, strict: false });
}

/** The decompressed bytes of a Pagefind file holding `value`. */
export function encodePagefind(value: unknown): Uint8Array {
  const body = encode(value);
  const out = new Uint8Array(PAGEFIND_SIGNATURE.length + body.length);
  out.set(new TextEncoder().encode(PAGEFIND_SIGNATURE));
  out.set(body, PAGEFIND_SIGNATURE.length);
  return out;
}

function pagesSize(pages: PackedPages): number {
  return pages.reduce((sum, page) => sum + page[1].length + 1, 0);
}

/** How Pagefind sizes a word: each page it (or one of its forms) is on counts its locations plus one. */
export function wordSize(word: PackedWord): number {
  return pagesSize(word[1]) + (Array.isArray(word[2]) ? word[2].reduce((sum, v) => sum + pagesSize(v[1]), 0) : 0);
}

/** Bytes of a CBOR head (major type and argument) for the argument n: the shortest form, as cborg writes it. */
function headSize(n: number): number {
  return n < 24 ? 1 : n < 0x100 ? 2 : n < 0x10000 ? 3 : n < 0x100000000 ? 5 : 9;
}

/** A string's UTF-8 bytes (a lone surrogate as the 3 bytes of U+FFFD, as the encoder writes it) and code points. */
function utf8Measure(text: string): { bytes: number; codePoints: number } {
  let bytes = 0;
  let codePoints = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    codePoints++;
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return { bytes, codePoints };
}

/**
 * A value's CBOR size, worked out without encoding it for the values a chunk holds (arrays, safe integers,
 * strings); anything else is measured by encoding it.
 */
function cborSize(value: unknown): number {
  if (typeof value === 'string') {
    const { bytes } = utf8Measure(value);
    return headSize(bytes) + bytes;
  }
  if (typeof value === 'number' && Number.isSafeInteger(value)) return headSize(value < 0 ? -1 - value : value);
  if (Array.isArray(value)) {
    let size = headSize(value.length);
    for (const item of value) size += cborSize(item);
    return size;
  }
  return encode(value).length;
}

/**
 * A word's size as a chunk file stores it (before gzip), with each character of its text counted once, not
 * by its UTF-8 bytes: a Hangul jamo (3 bytes) compresses about as well as a Latin letter.
 */
export function encodedSize(word: PackedWord): number {
  const texts = [word[0], ...(Array.isArray(word[2]) ? word[2].map((v) => v[0]) : [])];
  const extra = texts.reduce((sum, text) => {
    const { bytes, codePoints } = utf8Measure(text);
    return sum + bytes - codePoints;
  }, 0);
  return cborSize(word) - extra;
}

/** The shortest prefixes that still sort `a` (the end of one chunk) before `b` (the start of the next). */
function boundary(a: string, b: string): [string, string] {
  const ac = [...a];
  const bc = [...b];
  let common = 0;
  while (common < ac.length && common < bc.length && ac[common] === bc[common]) common++;
  return [ac.slice(0, common + 1).join(''), bc.slice(0, common + 1).join('')];
}

/** Code-point order, as Pagefind (Rust strings) sorts its words. */
function compareWords(a: string, b: string): number {
  const ac = [...a];
  const bc = [...b];
  for (let i = 0; i < Math.min(ac.length, bc.length); i++) {
    const d = ac[i].codePointAt(0)! - bc[i].codePointAt(0)!;
    if (d !== 0) return d;
  }
  return ac.length - bc.length;
}

/** Splits sorted words into chunks of about `limit` each (locations by default, or `size`), named by their ranges. */
export function splitWords(words: PackedWord[], limit: number, size: (word: PackedWord) => number = wordSize): Chunk[] {
  const sorted = [...words].sort((a, b) => compareWords(a[0], b[0]));
  const groups: PackedWord[][] = [];
  let current: PackedWord[] = [];
  let total = 0;
  for (const word of sorted) {
    current.push(word);
    total += size(word);
    if (total >= limit) {
      groups.push(current);
      current = [];
      total = 0;
    }
  }
  if (current.length > 0) groups.push(current);
  const chunks = groups.map((g) => ({ from: g[0][0], to: g.at(-1)![0], words: g }));
  for (let i = 0; i + 1 < chunks.length; i++) [chunks[i].to, chunks[i + 1].from] = boundary(chunks[i].to, chunks[i + 1].from);
  return chunks;
}

/** The words of a decoded chunk file. */
export function chunkWords(decoded: unknown): PackedWord[] {
  if (!Array.isArray(decoded) || !Array.isArray(decoded[0])) throw new Error('Pagefind index chunk: expected [words]');
  return decoded[0] as PackedWord[];
}

/** The decoded chunk file of a chunk's words. */
export function chunkFile(words: PackedWord[]): unknown {
  return [words];
}

/** The chunk hashes a decoded metadata file lists, in order. */
export function metaChunkHashes(meta: unknown): string[] {
  const chunks = metaChunks(meta);
  return chunks.map((c) => c[2]);
}

/** The metadata's chunk list; a layout other than Pagefind 1.x's (a newer Pagefind) is an error, not a guess. */
function metaChunks(meta: unknown): [string, string, string][] {
  const chunks = Array.isArray(meta) && typeof meta[0] === 'string' && meta[0].startsWith('1.') ? meta[2] : undefined;
  const isChunk = (c: unknown) => Array.isArray(c) && c.length === 3 && c.every((part) => typeof part === 'string');
  if (!Array.isArray(chunks) || !chunks.every(isChunk)) throw new Error('Pagefind metadata: expected Pagefind 1.x [version, pages, [from, to, hash]…, …]');
  return chunks as [string, string, string][];
}

/** The metadata with its chunk list replaced. */
export function withChunks(meta: unknown, chunks: { from: string; to: string; hash: string }[]): unknown {
  metaChunks(meta);
  const copy = [...(meta as unknown[])];
  copy[2] = chunks.map((c) => [c.from, c.to, c.hash]);
  return copy;
}
