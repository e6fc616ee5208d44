/**
 * Extra words for the full-text layer. Pagefind matches word prefixes and stems Russian and English
 * itself, but it does not know Korean particles: a page that says 유닛을 is found by "유닛" only as a
 * weaker prefix match. The hints list each Korean word's stripped form (유닛을 → 유닛) so the page is an
 * exact match for the noun.
 *
 * Pages carry them in Pagefind metadata, not in the text, so they never show in an excerpt:
 *   <span hidden data-pagefind-meta={pagefindHintsMeta(text, locale)}></span>
 * Pagefind (1.5+) searches metadata and adds its matches on top of the text score; the search client
 * keeps them low with `ranking: { metaWeights: { hints: PAGEFIND_HINTS_WEIGHT } }`.
 */
import { toString } from 'mdast-util-to-string';
import type { Entry } from '../entry.ts';
import type { Locale } from '../locale.ts';
import { stripKoreanParticles } from './korean.ts';
import { normalizeText, scriptOf, words } from './text.ts';

/** The Pagefind metadata key that holds the hints. */
export const PAGEFIND_HINTS_META = 'hints';
/** The weight the search client gives hint matches (Pagefind's title metadata weighs 5). */
export const PAGEFIND_HINTS_WEIGHT = 0.5;
/** A page's hints stop here; an entry has a few hundred distinct words at most. */
const MAX_HINTS = 400;

/**
 * The stripped forms of the text's Korean words that the text does not already contain as words,
 * in order of first appearance. Russian and English need none: Pagefind stems them.
 */
export function pagefindHints(text: string, locale: Locale): string[] {
  if (locale !== 'ko') return [];
  const list = words(normalizeText(text));
  const present = new Set(list);
  const hints = new Set<string>();
  for (const word of list) {
    if (scriptOf(word) !== 'hangul') continue;
    const stripped = stripKoreanParticles(word);
    if (stripped !== word && !present.has(stripped)) hints.add(stripped);
    if (hints.size === MAX_HINTS) break;
  }
  return [...hints];
}

/** The value of the page's data-pagefind-meta attribute for its hints, or undefined when there are none. */
export function pagefindHintsMeta(text: string, locale: Locale): string | undefined {
  const hints = pagefindHints(text, locale);
  return hints.length === 0 ? undefined : `${PAGEFIND_HINTS_META}:${hints.join(' ')}`;
}

/** The words of an entry that search looks at: title, aliases, introduction, sub-rules and notes. */
export function entrySearchText(entry: Entry): string {
  return [
    entry.title,
    ...entry.aliases,
    ...entry.intro.map((block) => toString(block)),
    ...entry.subRules.map((s) => s.text),
    ...entry.notes.map((n) => n.text),
  ].join('\n');
}

/** The hints meta attribute value for an entry's page (see pagefindHintsMeta). */
export function entryHintsMeta(entry: Entry): string | undefined {
  return pagefindHintsMeta(entrySearchText(entry), entry.locale);
}
