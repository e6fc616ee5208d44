/**
 * What a comparison (/{lang}/compare/{id}/ and its further pages) shows, computed from the topic's Alignment: per row,
 * each locale's cell with its own number, its rendered text, and the link to it on the entry page; the rows cut
 * into pages by their bytes (compare-pages.ts).
 */
import { alignTopic, missingLocales, type AlignmentRow } from '../compare/alignment.ts';
import type { Entry } from '../content/entry.ts';
import type { Glossary } from '../content/glossary.ts';
import { LOCALES, type Locale } from '../locale/locale.ts';
import { renderNodes, type LinkResolver } from '../content/render.ts';
import { comparePages, comparePagePath } from '../compare/compare-pages.ts';
import { entryPath } from '../site/routes.ts';
import { linkResolver } from './entry-view.ts';

export interface CompareCellView {
  locale: Locale;
  /** The cell's own number: "49.4" for a sub-rule, "9" for a note; null for an intro. */
  number: string | null;
  /** The unit on its entry page: /ru/component-limitations/#49.4 */
  href: string;
  html: string;
}

export interface CompareRowView {
  kind: AlignmentRow['kind'];
  /** The row's id and anchor: "intro", "s4", "n9". */
  key: string;
  /** The sub-rule alignment key ("4"), or the note number ("9"); "" for the intro. */
  label: string;
  /** For sub-rule rows: the alignment key, which the header's language links use to keep the row. */
  alignKey?: string;
  cells: Record<Locale, CompareCellView | null>;
  /** Locales whose cell is empty, in LOCALES order. */
  missing: Locale[];
}

export interface CompareColumnView {
  locale: Locale;
  /** The locale's entry (its own number and title); null where the locale lacks the topic. */
  entry: { number: number | null; title: string } | null;
  /** The entry page, or the "not translated yet" page of the locale. */
  href: string;
}

export interface ComparePageView {
  /** 1-based. */
  number: number;
  /** /en/compare/{id}/, /en/compare/{id}/2/… in the page's UI language. */
  href: string;
  rows: CompareRowView[];
}

export interface CompareView {
  id: string;
  /** The page's UI language. */
  ui: Locale;
  /** The UI language's title, else the English LRR title (the index's), else the first present entry's title. */
  title: string;
  /** The language of the title. */
  titleLang: Locale;
  lrrNumber: number | null;
  /** Locales that have the topic. */
  present: Locale[];
  columns: CompareColumnView[];
  /** Every row, in order. */
  rows: CompareRowView[];
  /** The rows in pages; every row is on exactly one. */
  pages: ComparePageView[];
  href: string;
}

const utf8 = new TextEncoder();

/** A row's bytes on the page: its cells' text, with room for each cell's label and the row's heading. */
function rowBytes(row: CompareRowView): number {
  let bytes = 120;
  for (const cell of Object.values(row.cells)) if (cell) bytes += 80 + utf8.encode(cell.html).length;
  return bytes;
}

/**
 * Like the entry page's resolver, but a link within the entry ("#49.3") points at the entry page,
 * since the comparison page has no element with that id.
 */
export function compareLinkResolver(glossary: Glossary, entry: Entry, base: string): LinkResolver {
  const resolve = linkResolver(glossary, entry.locale, entry, base);
  return (url) => {
    const href = resolve(url);
    return href?.startsWith('#') ? entryPath(base, entry.locale, entry.id, href.slice(1)) : href;
  };
}

/** The comparison of topic `id` with its UI in `ui`. */
export function compareView(glossary: Glossary, id: string, base: string, ui: Locale = 'en'): CompareView {
  const alignment = alignTopic(glossary, id);
  const present = LOCALES.filter((l) => alignment.entries[l] !== null);
  const resolvers = new Map(present.map((l) => [l, compareLinkResolver(glossary, alignment.entries[l]!, base)]));

  const rows = alignment.rows.map((row): CompareRowView => {
    const cells = {} as Record<Locale, CompareCellView | null>;
    for (const locale of LOCALES) {
      const resolve = resolvers.get(locale);
      const cell = row.cells[locale];
      if (!cell || !resolve) {
        cells[locale] = null;
        continue;
      }
      if (row.kind === 'intro') {
        cells[locale] = { locale, number: null, href: entryPath(base, locale, id), html: renderNodes(row.cells[locale]!, resolve) };
      } else if (row.kind === 'sub-rule') {
        const subRule = row.cells[locale]!;
        cells[locale] = {
          locale,
          number: subRule.number,
          href: entryPath(base, locale, id, subRule.number),
          html: renderNodes([subRule.content, ...subRule.children], resolve),
        };
      } else {
        const note = row.cells[locale]!;
        cells[locale] = {
          locale,
          number: String(note.number),
          href: entryPath(base, locale, id, `note-${note.number}`),
          html: renderNodes(note.content, resolve),
        };
      }
    }
    return {
      kind: row.kind,
      key: row.key,
      label: row.kind === 'sub-rule' ? row.alignKey : row.kind === 'note' ? String(row.number) : '',
      alignKey: row.kind === 'sub-rule' ? row.alignKey : undefined,
      cells,
      missing: missingLocales(row),
    };
  });

  const columns = LOCALES.map((locale): CompareColumnView => {
    const entry = alignment.entries[locale];
    return { locale, entry: entry ? { number: entry.number, title: entry.title } : null, href: entryPath(base, locale, id) };
  });

  return {
    id,
    title: alignment.entries[ui]?.title ?? alignment.topic?.titleEn ?? alignment.entries[present[0]]!.title,
    titleLang: alignment.entries[ui] ? ui : alignment.topic?.titleEn ? 'en' : present[0],
    lrrNumber: alignment.topic?.number ?? null,
    present,
    columns,
    rows,
    pages: comparePages(rows, rowBytes).map((page) => ({ number: page.number, href: comparePagePath(base, id, ui, page.number), rows: page.rows })),
    ui,
    href: comparePagePath(base, id, ui, 1),
  };
}
