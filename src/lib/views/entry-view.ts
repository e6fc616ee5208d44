/** What an entry page shows, computed from the Glossary: a plain object the components render. */
import { crossLinkEntry, entryRefs } from '../crossref/entry.ts';
import { buildPreviews, type Previews } from '../crossref/previews.ts';
import { numberedTitle, type Entry } from '../entry.ts';
import type { Glossary } from '../glossary.ts';
import { LOCALES, type Locale } from '../locale.ts';
import { entrySummary, renderNodes, type LinkResolver } from '../render.ts';
import { comparePath, entryPath, localePath, siteHref } from '../routes.ts';
import { entryGraphView, type EntryGraphView } from './graph-view.ts';
import { crossRefIndexFor } from './locale-models.ts';

export interface SubRuleView {
  number: string;
  alignKey: string;
  html: string;
  text: string;
}

export interface LinkView {
  href: string | null;
  label: string;
  lang?: Locale;
  note?: 'no-entry';
}

export interface EntryView {
  entry: Entry;
  /** One or two sentences for meta descriptions and link previews. */
  summary: string;
  introHtml: string;
  subRules: SubRuleView[];
  /** Where the short URLs people paste start: https://site/ru/ (+ 49.4/), or /ru/ with no site URL (the page completes it). */
  shortUrlBase: string;
  notes: { number: number; html: string }[];
  related: LinkView[];
  backlinks: LinkView[];
  otherLanguages: { locale: Locale; href: string; title: string; numbers: Record<string, string> }[];
  compareHref: string;
  previous?: LinkView;
  next?: LinkView;
  /** Previews of the in-text references the page holds (data-ref → title and text), for the popover. */
  previews: Previews;
  /** The entry's neighbourhood: its SVG file and the same topics as lists. */
  graph: EntryGraphView;
}

/** Resolves content link targets of a locale: "units", "#49.3", "units#44.2". */
export function linkResolver(glossary: Glossary, locale: Locale, entry: Entry, base: string): LinkResolver {
  return (url) => {
    const [id, anchor] = url.split('#');
    const targetId = id === '' ? entry.id : id;
    if (glossary.localesOf(targetId).length === 0) return null;
    if (anchor && !glossary.byNumber(locale, anchor)) return null;
    return targetId === entry.id && anchor ? `#${anchor}` : entryPath(base, locale, targetId, anchor);
  };
}

/**
 * The page model of an entry. Its text is cross-linked first (rule numbers and topic names become links
 * carrying data-ref), with the locale's index built once for all pages.
 */
export function entryView(glossary: Glossary, entry: Entry, base: string, site: URL | string | undefined): EntryView {
  const { locale } = entry;
  const resolve = linkResolver(glossary, locale, entry, base);
  const linked = crossLinkEntry(entry, crossRefIndexFor(glossary, locale));
  const list = glossary.entries(locale);
  const index = list.indexOf(entry);
  const toLink = (e: Entry | undefined): LinkView | undefined =>
    e ? { href: entryPath(base, locale, e.id), label: numberedTitle(e) } : undefined;
  return {
    entry,
    summary: entrySummary(entry),
    introHtml: renderNodes(linked.intro, resolve),
    subRules: linked.subRules.map((s) => ({
      number: s.number,
      alignKey: s.alignKey,
      html: renderNodes([s.content, ...s.children], resolve),
      text: s.text,
    })),
    shortUrlBase: siteHref(localePath(base, locale), site),
    notes: linked.notes.map((n) => ({ number: n.number, html: renderNodes(n.content, resolve) })),
    related: entry.related.map((r) => {
      if (r.id && glossary.localesOf(r.id).length > 0) return { href: entryPath(base, locale, r.id), label: r.title };
      return { href: null, label: r.title, note: 'no-entry' as const };
    }),
    backlinks: glossary.backlinks(locale, entry.id).map((e) => toLink(e)!),
    otherLanguages: LOCALES.filter((l) => l !== locale).flatMap((l) => {
      const other = glossary.get(l, entry.id);
      if (!other) return [];
      const numbers = Object.fromEntries(other.subRules.map((s) => [s.alignKey, s.number]));
      return [{ locale: l, href: entryPath(base, l, entry.id), title: numberedTitle(other), numbers }];
    }),
    compareHref: comparePath(base, entry.id),
    previous: toLink(list[index - 1]),
    next: toLink(list[index + 1]),
    previews: buildPreviews(glossary, locale, entryRefs(linked)),
    graph: entryGraphView(glossary, entry, base),
  };
}
