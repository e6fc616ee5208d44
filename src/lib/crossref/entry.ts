/** Cross-links a whole Entry: each sub-rule is one scope, each intro block and each note another. */
import type { BlockContent, Nodes, Paragraph, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { entryBlocks, type Entry, type Note, type SubRule } from '../content/entry.ts';
import type { CrossRefIndex } from './index-for-locale.ts';
import { formatRef, refOfLink } from './ref.ts';
import { crossLink } from './transform.ts';

function root(children: BlockContent[]): Root {
  return { type: 'root', children };
}

function linkSubRule(subRule: SubRule, index: CrossRefIndex, entryId: string): SubRule {
  const linked = crossLink(root([subRule.content, ...subRule.children]), { index, entryId, subRule: subRule.number });
  const [content, ...children] = linked.children as BlockContent[];
  return { ...subRule, content: content as Paragraph, children };
}

function linkNote(note: Note, index: CrossRefIndex, entryId: string): Note {
  return { ...note, content: crossLink(root(note.content), { index, entryId }).children as BlockContent[] };
}

/** Linked entries by index and entry: the graph, the entry page and its fallback pages link the same entry. */
const linkedEntries = new WeakMap<CrossRefIndex, WeakMap<Entry, Entry>>();

/**
 * A copy of the entry whose intro, sub-rules and notes carry the generated links (plain `text` fields unchanged).
 * The entry must belong to the index's locale. Made once per entry and index (both immutable); callers must not
 * change it (render.ts renders a copy).
 */
export function crossLinkEntry(entry: Entry, index: CrossRefIndex): Entry {
  if (entry.locale !== index.locale) throw new Error(`${entry.file}: a ${entry.locale} entry cannot be linked with the ${index.locale} index`);
  let byEntry = linkedEntries.get(index);
  if (!byEntry) linkedEntries.set(index, (byEntry = new WeakMap()));
  let linked = byEntry.get(entry);
  if (!linked) {
    linked = {
      ...entry,
      intro: entry.intro.map((block) => crossLink(block, { index, entryId: entry.id })),
      subRules: entry.subRules.map((s) => linkSubRule(s, index, entry.id)),
      notes: entry.notes.map((n) => linkNote(n, index, entry.id)),
    };
    byEntry.set(entry, linked);
  }
  return linked;
}

/** The data-ref values of the generated links in a tree, in document order, without repeats. */
export function collectRefs(tree: Nodes): string[] {
  const refs = new Set<string>();
  visit(tree, 'link', (link) => {
    const ref = refOfLink(link);
    if (ref) refs.add(formatRef(ref));
  });
  return [...refs];
}

/** The data-ref values of a linked entry (see crossLinkEntry). */
export function entryRefs(linked: Entry): string[] {
  return [...new Set(entryBlocks(linked).flatMap((b) => collectRefs(b)))];
}
