import { decoded } from '../lib/site/decoded.ts';

/** The id the address's hash names ("" without one). */
export function hashId(): string {
  return decoded(location.hash.slice(1));
}
