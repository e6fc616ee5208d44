/** Checks across files for rulings: every link to a rulings page, section or note names one that exists. */
import type { BlockContent, Link } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Diagnostics } from '../content/diagnostics.ts';
import { entryBlocks, type Entry } from '../content/entry.ts';
import { lineOf } from '../content/parse-entry.ts';
import { sectionBlocks } from './linked-ruling.ts';
import { parseRulingTarget } from './ruling.ts';
import type { RulingBook } from './ruling-book.ts';

function links(blocks: readonly BlockContent[]): Link[] {
  const found: Link[] = [];
  for (const block of blocks) visit(block, 'link', (link: Link) => void found.push(link));
  return found;
}

export function validateRulingLinks(entries: readonly Entry[], book: RulingBook, d: Diagnostics): void {
  const check = (file: string, link: Link) => {
    const target = parseRulingTarget(link.url);
    if (!target) return;
    const locales = book.localesOf(target.kind, target.id);
    if (locales.length === 0) {
      d.error(file, lineOf(link), `link to "${link.url}": there is no rulings page ${target.kind}/${target.id}`);
      return;
    }
    const page = book.get(locales[0], target.kind, target.id)!;
    if (target.anchor && !book.hasAnchor(page, target.anchor)) d.error(file, lineOf(link), `link to "${link.url}": ${page.file} has no section or note "${target.anchor}"`);
  };
  for (const entry of entries) for (const link of links(entryBlocks(entry))) check(entry.file, link);
  for (const page of book.all()) for (const link of links([...page.intro, ...page.sections.flatMap(sectionBlocks)])) check(page.file, link);
}
