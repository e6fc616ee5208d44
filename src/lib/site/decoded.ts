/**
 * An address's text read as the site's ids and paths are written: percent-decoded, or as written when it is not well
 * encoded (a pasted "#%E0%A4%A" or "/ru/%zz" makes decodeURIComponent throw). The browser's scripts read the address
 * bar with it (src/client/address.ts), the build a canonical link's anchor (rule-number-page.ts).
 */
export function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
