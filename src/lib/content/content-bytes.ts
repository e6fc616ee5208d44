/**
 * A content file's bytes as text, refusing what would otherwise slip through unseen: invalid UTF-8 (which
 * would silently become U+FFFD), NUL characters, and CR-only line endings (classic Mac files, which the
 * parser reads as line breaks but editors and diffs may not). Each is reported with the file and line.
 */
import type { Diagnostics } from './diagnostics.ts';

const strict = new TextDecoder('utf-8', { fatal: true });

/** The 1-based line of an offset, counting CRLF, LF and a lone CR each as one line ending. */
export function lineAtOffset(text: string, offset: number): number {
  return text.slice(0, offset).split(/\r\n|\r|\n/).length;
}

/** The text of a content file, or null after reporting why it cannot be read as the format's text. */
export function decodeContent(bytes: Uint8Array, file: string, d: Diagnostics): string | null {
  let text: string;
  try {
    text = strict.decode(bytes);
  } catch {
    // A line feed byte never occurs inside a UTF-8 sequence: the first line that does not decode alone is the culprit.
    let start = 0;
    for (let line = 1; ; line++) {
      const end = bytes.indexOf(10, start);
      const slice = bytes.subarray(start, end < 0 ? bytes.length : end);
      try {
        strict.decode(slice);
      } catch {
        d.error(file, line, 'invalid UTF-8: save the file as UTF-8');
        return null;
      }
      if (end < 0) break;
      start = end + 1;
    }
    d.error(file, 1, 'invalid UTF-8: save the file as UTF-8');
    return null;
  }
  const nul = text.indexOf('\0');
  if (nul >= 0) {
    d.error(file, lineAtOffset(text, nul), 'NUL character: content files are plain text');
    return null;
  }
  const cr = text.search(/\r(?!\n)/);
  if (cr >= 0) {
    d.error(file, lineAtOffset(text, cr), 'line ends with a bare CR (classic Mac line endings): save the file with LF line endings');
    return null;
  }
  return text;
}
