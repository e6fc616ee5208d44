/**
 * A rulings page with its links made: card and ability names in italics lead to their sections
 * (link-ruling-names.ts), then LRR terms and rule numbers become references as in rule text (crossref/). Made
 * once per page and index; also what a topic page's "Rulings that mention this" is read from.
 */
import type { BlockContent, Root } from 'mdast';
import { collectRefs } from '../crossref/entry.ts';
import type { CrossRefIndex } from '../crossref/index-for-locale.ts';
import { parseRef } from '../crossref/ref.ts';
import { crossLink } from '../crossref/transform.ts';
import { linkRulingNames } from './link-ruling-names.ts';
import { allNotes, rulingKey, type RulingNote, type RulingPage, type RulingSection } from './ruling.ts';
import type { RulingBook } from './ruling-book.ts';

const linkedPages = new WeakMap<CrossRefIndex, WeakMap<RulingPage, RulingPage>>();

function linkBlocks(blocks: BlockContent[], page: RulingPage, section: RulingSection | undefined, index: CrossRefIndex, book: RulingBook): BlockContent[] {
  const named = linkRulingNames({ type: 'root', children: blocks } as Root, { book, locale: page.locale, page, section });
  return crossLink(named, { index, entryId: rulingKey(page) }).children as BlockContent[];
}

/** The page with its links made; the page must be of the index's locale. Callers must not change it. */
export function crossLinkRuling(page: RulingPage, index: CrossRefIndex, book: RulingBook): RulingPage {
  if (page.locale !== index.locale) throw new Error(`${page.file}: a ${page.locale} page cannot be linked with the ${index.locale} index`);
  let byPage = linkedPages.get(index);
  if (!byPage) linkedPages.set(index, (byPage = new WeakMap()));
  let linked = byPage.get(page);
  if (!linked) {
    const note = (n: RulingNote, section: RulingSection): RulingNote => ({ ...n, content: linkBlocks(n.content, page, section, index, book), notes: n.notes.map((c) => note(c, section)) });
    linked = {
      ...page,
      intro: linkBlocks(page.intro, page, undefined, index, book),
      sections: page.sections.map((s) => ({ ...s, intro: linkBlocks(s.intro, page, s, index, book), notes: s.notes.map((n) => note(n, s)) })),
    };
    byPage.set(page, linked);
  }
  return linked;
}

/** The blocks of a (linked) section: its intro and every note's own text. */
export function sectionBlocks(section: RulingSection): BlockContent[] {
  return [...section.intro, ...allNotes(section.notes).flatMap((n) => n.content)];
}

/** The references (data-ref keys) a linked page makes, in page order, each once: what its previews must hold. */
export function rulingRefs(linked: RulingPage): string[] {
  return [...new Set([...linked.intro, ...linked.sections.flatMap(sectionBlocks)].flatMap((b) => collectRefs(b)))];
}

export interface RulingMention {
  page: RulingPage;
  section: RulingSection;
}

/** Topic id → the sections of the locale's rulings whose text refers to it, in page order. */
export function rulingMentions(pages: readonly RulingPage[], index: CrossRefIndex, book: RulingBook): Map<string, RulingMention[]> {
  const mentions = new Map<string, RulingMention[]>();
  for (const page of pages) {
    const linked = crossLinkRuling(page, index, book);
    linked.sections.forEach((section, i) => {
      const ids = new Set(sectionBlocks(section).flatMap((b) => collectRefs(b)).map((key) => parseRef(key)?.id).filter((id) => id !== undefined));
      for (const id of ids) mentions.set(id, [...(mentions.get(id) ?? []), { page, section: page.sections[i] }]);
    });
  }
  return mentions;
}
