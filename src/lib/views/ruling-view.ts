/** What a rulings page shows, computed from the Glossary: a plain object the components render. */
import { buildPreviews, type Previews } from '../crossref/previews.ts';
import type { Glossary } from '../content/glossary.ts';
import { LOCALES, type Locale } from '../locale/locale.ts';
import { describe, renderNodes } from '../content/render.ts';
import { previewsPath, rulingPath, rulingsIndexPath, siteHref, translationsPath } from '../site/routes.ts';
import { crossLinkRuling, rulingRefs } from '../rulings/linked-ruling.ts';
import { rulingKey, type RulingKind, type RulingNote, type RulingPage } from '../rulings/ruling.ts';
import type { FallbackView } from './entry-view.ts';
import { linkResolver } from './entry-view.ts';
import { crossRefIndexFor } from './locale-models.ts';
import { rulingParts, shownRuling } from './ruling-parts.ts';

export interface RulingNoteView {
  /** "4.2", as the page shows it. */
  number: string;
  /** "technology-singularity.4.2": its id, and its address's fragment. */
  anchor: string;
  html: string;
  notes: RulingNoteView[];
}

export interface RulingSectionView {
  anchor: string;
  title: string;
  introHtml: string;
  notes: RulingNoteView[];
}

export interface RulingPartView {
  number: number;
  href: string;
  /** "Ancient Burial Sites – Insubordination": its first and last section. */
  label: string;
  /** The anchors of its sections: listed on the first part, so an address there finds its part. */
  anchors: string[];
}

export interface RulingView {
  page: RulingPage;
  /** The page's interface language (the rulings' own, except on a fallback page). */
  locale: Locale;
  fallback?: FallbackView;
  summary: string;
  /** This part's number (1-based) and every part; one part for most pages. */
  part: number;
  parts: RulingPartView[];
  /** The page's intro (first part only). */
  introHtml: string;
  sections: RulingSectionView[];
  /** This part's address, to which a note's fragment is added for its short link. */
  shortUrlBase: string;
  canonical: string;
  indexHref: string;
  /** The same page in every language (a fallback page where the language lacks it). */
  alternates: { locale: Locale; href: string; switchOnly: boolean }[];
  previews: Previews;
  previewsHref?: string;
}

/** The previews of the references a rulings page holds (its fallback pages hold the same text). */
export function rulingPreviews(glossary: Glossary, page: RulingPage): Previews {
  return buildPreviews(glossary, page.locale, rulingRefs(crossLinkRuling(page, crossRefIndexFor(glossary, page.locale), glossary.rulings)));
}

export function rulingView(glossary: Glossary, kind: RulingKind, id: string, base: string, site: URL | string | undefined, locale: Locale, part = 1): RulingView {
  const page = shownRuling(glossary, locale, kind, id);
  if (!page) throw new Error(`no rulings page ${kind}/${id}`);
  const isFallback = page.locale !== locale;
  const linked = crossLinkRuling(page, crossRefIndexFor(glossary, page.locale), glossary.rulings);
  const resolve = linkResolver(glossary, locale, { id: rulingKey(page), locale: page.locale }, base);
  const parts = rulingParts(page);
  const shown = new Set(parts[part - 1]?.map((s) => s.anchor) ?? []);
  const noteView = (note: RulingNote): RulingNoteView => ({
    number: note.number,
    anchor: note.anchor,
    html: renderNodes(note.content, resolve),
    notes: note.notes.map((n) => noteView(n)),
  });
  const partPath = (l: Locale, n: number) => rulingPath(base, l, kind, id, undefined, n);
  const previews = rulingPreviews(glossary, page);
  const firstNote = page.sections.flatMap((s) => s.notes)[0]?.text ?? '';
  return {
    page,
    locale,
    ...(isFallback ? { fallback: { textLocale: page.locale, sourceHref: partPath(page.locale, part), coverageHref: translationsPath(base, locale) } } : {}),
    summary: describe(`${page.sections.map((s) => s.title).slice(0, 8).join(', ')}. ${firstNote}`),
    part,
    parts: parts.map((sections, i) => ({
      number: i + 1,
      href: partPath(locale, i + 1),
      label: sections.length === 1 ? sections[0].title : `${sections[0].title} – ${sections.at(-1)!.title}`,
      anchors: sections.map((s) => s.anchor),
    })),
    introHtml: part === 1 ? renderNodes(linked.intro, resolve) : '',
    sections: linked.sections
      .filter((s) => shown.has(s.anchor))
      .map((s) => ({ anchor: s.anchor, title: s.title, introHtml: renderNodes(s.intro, resolve), notes: s.notes.map((n) => noteView(n)) })),
    shortUrlBase: `${siteHref(partPath(locale, part), site)}#`,
    canonical: partPath(page.locale, part),
    indexHref: rulingsIndexPath(base, locale),
    alternates: LOCALES.map((l) => ({ locale: l, href: partPath(l, part), switchOnly: glossary.rulings.get(l, kind, id) === undefined })),
    previews,
    ...(Object.keys(previews).length > 0 ? { previewsHref: previewsPath(base, locale, `${kind}/${id}`) } : {}),
  };
}

export interface RulingsIndexView {
  kinds: { kind: RulingKind; pages: { href: string; title: string; lang?: Locale; sections: number }[] }[];
}

/** The index of rulings pages for a locale: factions, then components, in the locale's order of titles. */
export function rulingsIndexView(glossary: Glossary, locale: Locale, base: string): RulingsIndexView {
  const book = glossary.rulings;
  return {
    kinds: (['factions', 'components'] as const).map((kind) => ({
      kind,
      pages: book
        .present()
        .filter((p) => p.kind === kind)
        .map((p) => shownRuling(glossary, locale, p.kind, p.id)!)
        .sort((a, b) => a.title.localeCompare(b.title, a.locale))
        .map((page) => ({ href: rulingPath(base, locale, kind, page.id), title: page.title, ...(page.locale !== locale ? { lang: page.locale } : {}), sections: page.sections.length })),
    })),
  };
}
