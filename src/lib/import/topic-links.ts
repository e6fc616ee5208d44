/**
 * Links in a raw page resolved to topic ids. Wikis name a page by its file, in several spellings:
 * `r_fighter_tokens`, `R_purge`, `/rules/r_technology_sc`, `../components/c_action_cards`,
 * `fighter_tokens.md`. The last path segment, without its extension and its one-letter section prefix,
 * is read as an id; failing that, the link text as an English title. A link to the wiki's rulings pages
 * (`../factions/f_lizix`, `C_units`) becomes that page's key (factions/lizix) when the import has it.
 * Anything else is not a topic.
 */
import type { Link, Parent, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

export interface TopicLookup {
  isTopic(id: string): boolean;
  idForEnglishTitle(title: string): string | undefined;
  /** Whether a rulings page of that key ("factions/lizix") is imported. */
  isRulingPage?(key: string): boolean;
}

/** The wiki's rulings pages: a folder or a file prefix names their kind (`../components/c_units`, `F_nekro`). */
const RULING_FOLDERS: Record<string, string> = { components: 'components', factions: 'factions' };
const RULING_PREFIXES: Record<string, string> = { c: 'components', f: 'factions' };

/** "../components/c_action_cards" → "components/action-cards", "F_jol_nar" → "factions/jol-nar"; else null. */
export function rulingKeyFromHref(href: string): string | null {
  const segments = href.split(/[?#]/)[0].split('/').filter((s) => s !== '' && s !== '.' && s !== '..');
  const last = segments.at(-1) ?? '';
  const folder = RULING_FOLDERS[segments.at(-2)?.toLowerCase() ?? ''];
  const prefix = RULING_PREFIXES[/^([a-z])_/i.exec(last)?.[1].toLowerCase() ?? ''];
  const kind = folder ?? prefix;
  return kind ? `${kind}/${idFromHref(last)}` : null;
}

/** "../components/c_action_cards" → "action-cards"; "R_purge" → "purge"; "fighter_tokens.md" → "fighter-tokens". */
export function idFromHref(href: string): string {
  const path = href.split(/[?#]/)[0];
  const last = path.split('/').filter((s) => s !== '' && s !== '.' && s !== '..').pop() ?? '';
  return last
    .replace(/\.(md|html?)$/i, '')
    .replace(/^[a-z]_/i, '')
    .toLowerCase()
    .replace(/_/g, '-');
}

/** A link's target in the content format: a topic id, or a rulings page's key; null for anything else. */
export function topicIdOfLink(href: string, text: string, topics: TopicLookup): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  const ruling = rulingKeyFromHref(href);
  if (ruling) return topics.isRulingPage?.(ruling) ? ruling : null;
  const id = idFromHref(href);
  if (id !== '' && topics.isTopic(id)) return id;
  return topics.idForEnglishTitle(text.trim()) ?? null;
}

export interface UnresolvedLink {
  line: number;
  href: string;
  text: string;
}

/**
 * Rewrites every link in `tree` to its topic id, in place; a link that names no topic is replaced by
 * its text (so no link leaves the site) and returned, to be reported.
 */
export function resolveTopicLinks(tree: Root | Parent, topics: TopicLookup): UnresolvedLink[] {
  const unresolved: UnresolvedLink[] = [];
  visit(tree as Root, 'link', (node: Link, index, parent) => {
    const text = toString(node);
    const id = topicIdOfLink(node.url, text, topics);
    if (id) {
      node.url = id;
      node.title = null;
      return;
    }
    unresolved.push({ line: node.position?.start.line ?? 1, href: node.url, text });
    if (parent && index !== undefined) {
      parent.children.splice(index, 1, ...(node.children as PhrasingContent[]));
      return index;
    }
  });
  return unresolved;
}
