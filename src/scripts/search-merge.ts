/**
 * What the search box shows, as data: Pagefind's answers turned into hits, hits from several languages put
 * in one order, and the full-text items appended below the instant results. Pure (no DOM, no fetch), so the
 * search-quality suite runs the very same steps in Node on the built indexes.
 */
import { isLocale, type Locale } from '../lib/locale.ts';
import { normalizeText, stem, words } from '../lib/search/text.ts';
import { excerptParts } from './search-excerpt.ts';

/** Instant results shown at most; the full-text layer comes below them. */
export const INSTANT_LIMIT = 8;
/** Pages the full-text layer shows for one query (each costs a fragment fetch), and sub-rules under each. */
export const FULL_TEXT_PAGES = 4;
export const FULL_TEXT_SUBS = 2;

/** The part of Pagefind's result data the box uses (pagefind.js `result.data()`). */
export interface PagefindSubResult {
  title?: string;
  url: string;
  excerpt: string;
  locations?: number[];
  weighted_locations?: { weight: number; balanced_score: number; location: number }[];
}

export interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}

/** A sub-rule of a page that matched, deep-linked to its number. */
export interface FullTextSub {
  href: string;
  number: string;
  excerpt: string;
}

export interface FullTextHit {
  href: string;
  title: string;
  excerpt: string;
  /** The language of the index (and of the page's interface). */
  locale: Locale;
  /** The language of the text: another locale's on a fallback page (its `text` meta). */
  textLocale: Locale;
  subs: FullTextSub[];
}

export type FullTextItem =
  | { kind: 'page'; href: string; title: string; locale: Locale; textLocale: Locale; /** Shown when no sub-rule is. */ excerpt: string | null }
  | { kind: 'sub'; href: string; number: string; /** The topic's title. */ title: string; locale: Locale; textLocale: Locale; excerpt: string };

/** A sub-result anchored at a rule number ("#45.5"); other anchors are page furniture (related topics...). */
const RULE_ANCHOR = /#(\d{1,3}\.\d{1,3})$/;

function weight(sub: PagefindSubResult): number {
  if (sub.weighted_locations?.length) return sub.weighted_locations.reduce((sum, l) => sum + l.balanced_score, 0);
  return sub.locations?.length ?? 0;
}

/**
 * How many different words the excerpt's hits are (by stem): for "produce ships", a sub-rule that
 * mentions both beats one that mentions "produce" five times.
 */
export function distinctHits(excerpt: string): number {
  const stems = new Set<string>();
  for (const part of excerptParts(excerpt)) if (part.mark) for (const w of words(normalizeText(part.text))) stems.add(stem(w));
  return stems.size;
}

/**
 * A page Pagefind found, with its best-matching sub-rules: those whose hits cover more of the query's
 * words first, then by the weight of their hits, then in page order.
 */
export function toFullTextHit(data: PagefindData, locale: Locale): FullTextHit {
  const subs = (data.sub_results ?? [])
    .map((sub, order) => ({ sub, order, number: RULE_ANCHOR.exec(sub.url)?.[1], words: distinctHits(sub.excerpt), weight: weight(sub) }))
    .filter((s): s is typeof s & { number: string } => s.number !== undefined)
    .sort((a, b) => b.words - a.words || b.weight - a.weight || a.order - b.order)
    .slice(0, FULL_TEXT_SUBS)
    .map(({ sub, number }) => ({ href: sub.url, number, excerpt: sub.excerpt }));
  const text = data.meta.text;
  const textLocale = text !== undefined && isLocale(text) ? text : locale;
  return { href: data.url, title: data.meta.title || data.url, excerpt: data.excerpt, locale, textLocale, subs };
}

/**
 * Pagefind results of several languages in one order: by score, as Pagefind's own mergeIndex orders
 * several indexes; on a tie the page's own language first. Keeps the best `limit`.
 */
export function rankAcrossLanguages<T extends { score: number; lang: Locale }>(results: T[], locale: Locale, limit = FULL_TEXT_PAGES): T[] {
  return results
    .map((r, order) => ({ r, order }))
    .sort((a, b) => b.r.score - a.r.score || Number(b.r.lang === locale) - Number(a.r.lang === locale) || a.order - b.order)
    .slice(0, limit)
    .map(({ r }) => r);
}

/** The topic id of a page URL: /ru/producing-units/#67.2 → producing-units. */
function topicOf(href: string): string | undefined {
  return href.split('#')[0].split('/').filter(Boolean).at(-1);
}

/**
 * The full-text items below the instant results, in order: each page, then its sub-rules. Anything whose
 * href is already shown (by the instant layer, or earlier in this list) is left out. Fallback pages (another
 * language's text) count once: the reader's locale's fallback page stands for its original, and other
 * locales' fallback pages are left out (their originals are the same text).
 */
export function fullTextItems(hits: FullTextHit[], alreadyShown: Iterable<string>, uiLocale?: Locale): FullTextItem[] {
  const shown = new Set(alreadyShown);
  const isFallback = (h: FullTextHit) => h.textLocale !== h.locale;
  const twins = new Set(hits.filter((h) => isFallback(h) && h.locale === uiLocale).map((h) => `${h.textLocale}/${topicOf(h.href)}`));
  const kept = hits.filter((h) => (isFallback(h) ? uiLocale === undefined || h.locale === uiLocale : !twins.has(`${h.locale}/${topicOf(h.href)}`)));
  const items: FullTextItem[] = [];
  for (const hit of kept) {
    const subs = hit.subs.filter((s) => !shown.has(s.href));
    const { locale, textLocale } = hit;
    if (!shown.has(hit.href)) {
      items.push({ kind: 'page', href: hit.href, title: hit.title, locale, textLocale, excerpt: subs.length === 0 && hit.excerpt ? hit.excerpt : null });
      shown.add(hit.href);
    }
    for (const sub of subs) {
      items.push({ kind: 'sub', href: sub.href, number: sub.number, title: hit.title, locale, textLocale, excerpt: sub.excerpt });
      shown.add(sub.href);
    }
  }
  return items;
}
