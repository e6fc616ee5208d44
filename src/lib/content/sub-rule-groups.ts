/**
 * The heading a sub-rule stands under. Some entries number a heading as a sub-rule of its own, its text only a bold
 * title ("90.13 **Technology Specialties**"); the sub-rules after it, up to the next such heading, are about it.
 * Read alone, as a rule-number link or a search result shows it, "90.15 If the planet card is already exhausted, it
 * cannot be used to ignore a prerequisite" needs the heading's words: the page makes its number a heading of the next
 * level (SubRule.astro), and the full-text search reads it with its heading's words (src/client/search-merge.ts).
 */
import { toString } from 'mdast-util-to-string';
import type { SubRule } from './entry.ts';

/** The title of a sub-rule that is a heading: its opening paragraph is one bold run and nothing else. */
export function headingTitle(rule: Pick<SubRule, 'content'>): string | undefined {
  const parts = rule.content.children.filter((node) => !(node.type === 'text' && node.value.trim() === ''));
  const [only] = parts;
  if (parts.length !== 1 || only.type !== 'strong') return undefined;
  const title = toString(only).trim();
  return title === '' ? undefined : title;
}

/** Each sub-rule's heading, in order: the title of the last heading sub-rule before it, if any (none for a heading). */
export function subRuleGroups(subRules: readonly Pick<SubRule, 'content'>[]): (string | undefined)[] {
  let group: string | undefined;
  return subRules.map((rule) => {
    const title = headingTitle(rule);
    if (title !== undefined) {
      group = title;
      return undefined;
    }
    return group;
  });
}
