/**
 * A rulings page in parts: /en/components/action-cards/ holds the first sections, /en/components/action-cards/2/
 * the next, and so on, so that each stays within the first-visit budget however many cards a page has. Sections
 * are cut by the bytes of their text, never inside a section; a section's or note's address on the first page
 * finds its part (the parts' list names their sections; src/client/ruling-parts.ts).
 */
import { comparePages } from '../compare/compare-pages.ts';
import type { Glossary } from '../content/glossary.ts';
import type { Locale } from '../locale/locale.ts';
import { rulingPath } from '../site/routes.ts';
import { FALLBACK_ORDER } from './page-entry.ts';
import { allNotes, type RulingKind, type RulingPage, type RulingSection } from '../rulings/ruling.ts';

/**
 * The bytes of text (UTF-8) a part holds at most: what the first-visit budget (10 KB gz) leaves after the page's
 * shell, with each note's markup (its heading, anchor and copy place) counted at NOTE_MARKUP_BYTES.
 */
export const RULING_PART_BYTES = 6000;
const NOTE_MARKUP_BYTES = 90;

const encoder = new TextEncoder();

function sectionBytes(section: RulingSection): number {
  const notes = allNotes(section.notes);
  return encoder.encode(section.title).length + notes.reduce((n, note) => n + encoder.encode(note.text).length + NOTE_MARKUP_BYTES, 0) + section.intro.length * 40;
}

/** The page's sections in parts, in order (one part for a short page). */
export function rulingParts(page: RulingPage): RulingSection[][] {
  return comparePages(page.sections, sectionBytes, RULING_PART_BYTES).map((p) => p.rows);
}

/** The part (1-based) that holds a section or note ("technology-singularity.4.2"); 1 when none does. */
export function partOfAnchor(page: RulingPage, anchor: string): number {
  const section = anchor.split('.')[0];
  const index = rulingParts(page).findIndex((part) => part.some((s) => s.anchor === section));
  return index < 0 ? 1 : index + 1;
}

/** The page of `locale` that shows a rulings page (its own, else the English one as a fallback page), or undefined. */
export function shownRuling(glossary: Glossary, locale: Locale, kind: RulingKind, id: string): RulingPage | undefined {
  const book = glossary.rulings;
  return book.get(locale, kind, id) ?? FALLBACK_ORDER.map((l) => book.get(l, kind, id)).find((p) => p !== undefined);
}

/** The href of a rulings page, section or note on the pages of `locale`, its part included; null when there is no such page. */
export function rulingHref(glossary: Glossary, base: string, locale: Locale, target: { kind: RulingKind; id: string; anchor?: string }): string | null {
  const page = shownRuling(glossary, locale, target.kind, target.id);
  if (!page) return null;
  if (target.anchor && !glossary.rulings.hasAnchor(page, target.anchor)) return rulingPath(base, locale, target.kind, target.id);
  return rulingPath(base, locale, target.kind, target.id, target.anchor, target.anchor ? partOfAnchor(page, target.anchor) : 1);
}
