/** Turns the url of a content link (hand-written or generated) into a root-relative href. */
import type { Locale } from '../locale/locale.ts';
import { entryPath } from '../site/routes.ts';
import { parseRef } from './ref.ts';

/**
 * "movement" → /ko/movement/, "movement#48.4" → /ko/movement/#48.4, "#49.3" stays as it is (an anchor on the
 * page). Anything else is returned unchanged.
 */
export function resolveRefUrl(base: string, locale: Locale, url: string): string {
  if (url.startsWith('#')) return url;
  const ref = parseRef(url);
  return ref ? entryPath(base, locale, ref.id, ref.number) : url;
}
