/** What an entry page shows, computed from the Glossary: a plain object the components render. */
import { subRuleRowKey } from '../compare/alignment.ts';
import { crossLinkEntry, entryRefs } from '../crossref/entry.ts';
import { buildPreviews, type Previews } from '../crossref/previews.ts';
import { numberedTitle, type Entry } from '../content/entry.ts';
import type { Glossary } from '../content/glossary.ts';
import { LOCALES, type Locale } from '../locale/locale.ts';
import { entrySummary, renderNodes, type LinkResolver } from '../content/render.ts';
import { comparePath, entryPath, localePath, previewsPath, rulingsIndexPath, siteHref, translationsPath } from '../site/routes.ts';
import { alignedNumbers, type AlignedNumbers } from './aligned-numbers.ts';
import { ENTRY_GRAPH_LINKS, entryGraphView, type EntryGraphView } from './graph-view.ts';
import { crossRefIndexFor, memo } from './locale-models.ts';
import { numberOnPage, pageEntry } from './page-entry.ts';
import { referencedBy } from './referenced-by.ts';
import { parseRulingTarget } from '../rulings/ruling.ts';
import { rulingHref, shownRuling } from './ruling-parts.ts';
import { rulingMentions, type RulingMention } from '../rulings/linked-ruling.ts';
import { subRuleGroups } from '../content/sub-rule-groups.ts';

export interface SubRuleView {
  number: string;
  alignKey: string;
  /** Its row on the comparison page ("s4"), which the compare link opens. */
  compareRow: string;
  html: string;
  text: string;
  /** The heading it stands under, when the entry numbers its headings as sub-rules (sub-rule-groups.ts). */
  group?: string;
}

export interface LinkView {
  href: string | null;
  label: string;
  lang?: Locale;
  note?: 'no-entry';
}

/** What a fallback page says about itself: whose text it carries and where to read more. */
export interface FallbackView {
  /** The language of the text shown (its numbers are that language's). */
  textLocale: Locale;
  /** The entry's own page in that language. */
  sourceHref: string;
  /** The translation coverage page. */
  coverageHref: string;
}

/**
 * How many topics an entry page lists under "Referenced by" (those that list it among their related topics
 * first: referenced-by.ts). A topic that most others cite (Abilities: 53 of 110) would fill screens of chips
 * and a sixth of the page's bytes; the rest are counted, with a link to the entry's graph of links, which holds
 * them all. Eight is two or three rows of chips on a phone.
 */
export const BACKLINKS_LISTED = 8;

export interface EntryView {
  entry: Entry;
  /** The page's interface language (the entry's own, except on a fallback page). */
  locale: Locale;
  /** Set on a fallback page: a locale without its own entry shows another locale's text. */
  fallback?: FallbackView;
  /** One or two sentences for meta descriptions and link previews. */
  summary: string;
  introHtml: string;
  subRules: SubRuleView[];
  /** Where the short URLs people paste start: https://site/ru/ (+ 49.4/), or /ru/ with no site URL (the page completes it). */
  shortUrlBase: string;
  notes: { number: number; html: string }[];
  related: LinkView[];
  /** The first BACKLINKS_LISTED topics that cite this one (referenced-by.ts's order); `backlinksMore` counts the rest, found in the graph of links. */
  backlinks: LinkView[];
  /** hreflang: on a fallback page, the graph is the original's, in the language of the text. */
  backlinksMore?: { count: number; href: string; hreflang?: Locale };
  /** The rulings pages whose notes mention the topic, most mentions first (the first RULINGS_LISTED); `rulingsMore` counts the rest. */
  rulings: LinkView[];
  rulingsMore?: { count: number; href: string };
  /** Every other language's page of the topic; `titleLang` when its title is in yet another language (a fallback page). */
  otherLanguages: { locale: Locale; href: string; title: string; titleLang?: Locale; numbers: AlignedNumbers }[];
  compareHref: string;
  previous?: LinkView;
  next?: LinkView;
  /** Previews of the in-text references the page holds (data-ref → title and text), for the popover. */
  previews: Previews;
  /** Where the page fetches them (/{lang}/{id}/previews.json), when it holds any reference. */
  previewsHref?: string;
  /** The entry's neighbourhood: its SVG file (not on a fallback page, whose graph would be another locale's). */
  graph?: EntryGraphView;
}

/**
 * Resolves content link targets of an entry ("units", "#49.3", "units#44.2", numbers in the entry's own
 * numbering; "factions/nekro#technology-singularity") to pages of `locale` (the entry's own locale unless it is
 * shown on a fallback page), with the sub-rule number of the entry each target page shows. `entry` may be a
 * rulings page (its id is then its key, factions/nekro, which no topic link names).
 */
export function linkResolver(glossary: Glossary, locale: Locale, entry: { id: string; locale: Locale }, base: string): LinkResolver {
  return (url) => {
    const ruling = parseRulingTarget(url);
    if (ruling) return rulingHref(glossary, base, locale, ruling);
    const [id, anchor] = url.split('#');
    const targetId = id === '' ? entry.id : id;
    if (glossary.localesOf(targetId).length === 0) return null;
    if (!anchor) return entryPath(base, locale, targetId);
    if (!glossary.byNumber(entry.locale, anchor)) return null;
    const number = numberOnPage(glossary, entry.locale, anchor, locale, targetId);
    if (targetId === entry.id) return number ? `#${number}` : null;
    return entryPath(base, locale, targetId, number);
  };
}

/** How many rulings pages a topic page lists under "Rulings that mention this"; the rest are on the rulings index. */
export const RULINGS_LISTED = 8;

/** Topic id → mentions in the rulings shown on the pages of `locale` (their own, or English on fallback pages), once per glossary. */
const mentionsFor = memo((glossary, locale) => {
  const mentions = new Map<string, RulingMention[]>();
  for (const { kind, id } of glossary.rulings.present()) {
    const page = shownRuling(glossary, locale, kind, id)!;
    for (const [topic, list] of rulingMentions([page], crossRefIndexFor(glossary, page.locale), glossary.rulings)) mentions.set(topic, [...(mentions.get(topic) ?? []), ...list]);
  }
  return mentions;
});

/** The rulings that mention a topic, as chips: a page each, where it mentions the topic most, first. */
function mentioningRulings(glossary: Glossary, locale: Locale, id: string, base: string): Pick<EntryView, 'rulings' | 'rulingsMore'> {
  const byPage = new Map<RulingMention['page'], RulingMention[]>();
  for (const m of mentionsFor(glossary, locale).get(id) ?? []) byPage.set(m.page, [...(byPage.get(m.page) ?? []), m]);
  const ranked = [...byPage].sort((a, b) => b[1].length - a[1].length || a[0].title.localeCompare(b[0].title));
  const links = ranked.slice(0, RULINGS_LISTED).map(([page, list]) => ({
    href: rulingHref(glossary, base, locale, { kind: page.kind, id: page.id, anchor: list[0].section.anchor }),
    label: list.length === 1 ? `${page.title}: ${list[0].section.title}` : page.title,
    ...(page.locale !== locale ? { lang: page.locale } : {}),
  }));
  return { rulings: links, ...(ranked.length > RULINGS_LISTED ? { rulingsMore: { count: ranked.length - RULINGS_LISTED, href: rulingsIndexPath(base, locale) } } : {}) };
}

/**
 * The previews of the in-text references of an entry's page (its fallback pages show the same text, so the same
 * previews): served as /{lang}/{id}/previews.json, fetched when a preview is first asked for.
 */
export function entryPreviews(glossary: Glossary, entry: Entry): Previews {
  return buildPreviews(glossary, entry.locale, entryRefs(crossLinkEntry(entry, crossRefIndexFor(glossary, entry.locale))));
}

/**
 * The page model of an entry. Its text is cross-linked first (rule numbers and topic names become links
 * carrying data-ref), with the locale's index built once for all pages. Given a `pageLocale` other than the
 * entry's, it is the model of that locale's fallback page: the entry's text (and numbers) in that locale's
 * interface, every link leading to that locale's pages.
 */
export function entryView(glossary: Glossary, entry: Entry, base: string, site: URL | string | undefined, pageLocale: Locale = entry.locale): EntryView {
  const locale = pageLocale;
  const isFallback = locale !== entry.locale;
  const resolve = linkResolver(glossary, locale, entry, base);
  const linked = crossLinkEntry(entry, crossRefIndexFor(glossary, entry.locale));
  const groups = subRuleGroups(entry.subRules);
  const list = glossary.entries(entry.locale);
  const index = list.indexOf(entry);
  const pageHref = entryPath(base, locale, entry.id);
  const previews = buildPreviews(glossary, entry.locale, entryRefs(linked));
  /** A link to the page of `locale` for a topic, labelled as that page shows it. */
  const toLink = (e: Entry | undefined): LinkView | undefined => {
    const shown = e && pageEntry(glossary, locale, e.id);
    if (!shown) return undefined;
    return { href: entryPath(base, locale, shown.entry.id), label: numberedTitle(shown.entry), ...(shown.fallback ? { lang: shown.entry.locale } : {}) };
  };
  const backlinks = referencedBy(glossary, entry.locale, entry.id).map((e) => toLink(e)!);
  // A fallback page has no graph of its own: its source page's holds the same links.
  const graphLinks = `${isFallback ? entryPath(base, entry.locale, entry.id) : ''}#${ENTRY_GRAPH_LINKS}`;
  return {
    entry,
    locale,
    ...(isFallback
      ? { fallback: { textLocale: entry.locale, sourceHref: entryPath(base, entry.locale, entry.id), coverageHref: translationsPath(base, locale) } }
      : {}),
    summary: entrySummary(entry),
    introHtml: renderNodes(linked.intro, resolve),
    subRules: linked.subRules.map((s, i) => ({
      number: s.number,
      alignKey: s.alignKey,
      compareRow: subRuleRowKey(s.alignKey),
      html: renderNodes([s.content, ...s.children], resolve),
      text: s.text,
      ...(groups[i] !== undefined ? { group: groups[i] } : {}),
    })),
    // Rule-number URLs (/ru/49.4/) mean the locale's own numbering: a fallback page's numbers are another
    // locale's, so its short links are the page's own URL with the sub-rule as fragment.
    shortUrlBase: isFallback ? `${siteHref(pageHref, site)}#` : siteHref(localePath(base, locale), site),
    notes: linked.notes.map((n) => ({ number: n.number, html: renderNodes(n.content, resolve) })),
    related: entry.related.map((r) => {
      if (r.id && glossary.localesOf(r.id).length > 0) {
        if (!isFallback) return { href: entryPath(base, locale, r.id), label: r.title };
        const shown = pageEntry(glossary, locale, r.id)!;
        return { href: entryPath(base, locale, r.id), label: shown.entry.title, ...(shown.fallback ? { lang: shown.entry.locale } : {}) };
      }
      return { href: null, label: r.title, note: 'no-entry' as const, ...(isFallback ? { lang: entry.locale } : {}) };
    }),
    ...mentioningRulings(glossary, locale, entry.id, base),
    backlinks: backlinks.slice(0, BACKLINKS_LISTED),
    ...(backlinks.length > BACKLINKS_LISTED ? { backlinksMore: { count: backlinks.length - BACKLINKS_LISTED, href: graphLinks, ...(isFallback ? { hreflang: entry.locale } : {}) } } : {}),
    otherLanguages: LOCALES.filter((l) => l !== locale).flatMap((l) => {
      const shown = pageEntry(glossary, l, entry.id);
      if (!shown) return [];
      const other = shown.entry;
      const numbers = alignedNumbers(linked.subRules.map((s) => s.alignKey), other);
      return [{ locale: l, href: entryPath(base, l, entry.id), title: numberedTitle(other), ...(other.locale !== l ? { titleLang: other.locale } : {}), numbers }];
    }),
    compareHref: comparePath(base, entry.id, undefined, locale),
    previous: toLink(list[index - 1]),
    next: toLink(list[index + 1]),
    previews,
    ...(Object.keys(previews).length > 0 ? { previewsHref: previewsPath(base, locale, entry.id) } : {}),
    ...(isFallback ? {} : { graph: entryGraphView(entry, base) }),
  };
}
