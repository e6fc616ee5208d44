/**
 * Links in a raw page resolved to topic ids. Wikis name a page by its file, in several spellings:
 * `r_fighter_tokens`, `R_purge`, `/rules/r_technology_sc`, `../components/c_action_cards`,
 * `fighter_tokens.md`. The last path segment, without its extension and its one-letter section prefix,
 * is read as an id; failing that, the link text as an English title. Anything else is not a topic.
 */
import type { Link, Parent, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

export interface TopicLookup {
  isTopic(id: string): boolean;
  idForEnglishTitle(title: string): string | undefined;
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

export function topicIdOfLink(href: string, text: string, topics: TopicLookup): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
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
