/**
 * The address bar's text read as the page's ids and paths are written: percent-decoded, or as typed when it is not
 * well encoded (a pasted "#%E0%A4%A" or "/ru/%zz" makes decodeURIComponent throw, which would stop the script reading it).
 */
export function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The id the address's hash names ("" without one). */
export function hashId(): string {
  return decoded(location.hash.slice(1));
}
