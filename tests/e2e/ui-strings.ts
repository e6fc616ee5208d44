/**
 * The interface strings of one language, from the same source the site uses (src/i18n/ui.ts: every group,
 * pages', graphs' and each client script's). Templates are cut at their `{placeholders}`; the pieces that hold
 * a word are what a page in another language must not show.
 */
import type { Locale } from '../../src/lib/locale/locale.ts';
import { uiStrings as groups } from '../../src/i18n/ui.ts';

/** Every string of `locale`, whole (placeholders included). */
export function uiStrings(locale: Locale): string[] {
  return [...new Set(Object.values(groups(locale)).flatMap((group) => Object.values(group as Record<string, string>)))];
}

/** The pieces of the locale's strings between placeholders that hold a word of three letters or more. */
export function uiPhrases(locale: Locale, word = /\p{L}{3,}/u): string[] {
  return [...new Set(uiStrings(locale).flatMap((s) => s.split(/\{[^}]*\}/)).map((p) => p.trim()).filter((p) => word.test(p)))];
}
