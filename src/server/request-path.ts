/**
 * The path a request names, checked before it comes near the file system: only an origin-form target
 * ("/a/b/?q") whose every segment decodes as UTF-8 and is a plain name. Anything else (malformed percent
 * escapes, "//", "." or ".." segments, backslashes, NUL, "http://host/…" targets) is refused, so the server
 * answers 400 and never builds a redirect or a file path from it.
 */
export interface RequestPath {
  /** The path as sent, without the query: safe to echo in a Location header (it cannot start with "//"). */
  raw: string;
  /** The decoded segments, without the empty one a trailing slash leaves. */
  segments: string[];
  /** Whether the path ends with "/" (a folder's index). */
  folder: boolean;
  /** The query string with its "?", or "". */
  search: string;
}

export function parseRequestPath(target: string): RequestPath | null {
  const query = target.search(/[?#]/);
  const raw = query < 0 ? target : target.slice(0, query);
  const search = query < 0 || target[query] === '#' ? '' : target.slice(query).replace(/#.*$/, '');
  if (!raw.startsWith('/') || raw.includes('//') || raw.includes('\\')) return null;
  const parts = raw.slice(1).split('/');
  const folder = parts.at(-1) === '';
  if (folder) parts.pop();
  const segments: string[] = [];
  for (const part of parts) {
    let name: string;
    try {
      name = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (name === '' || name === '.' || name === '..' || /[/\\\0]/.test(name)) return null;
    segments.push(name);
  }
  return { raw, segments, folder, search };
}
