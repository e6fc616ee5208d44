/** The unified processors for the content format: one place that says which Markdown we read and write. */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import type { Root } from 'mdast';

export const stringifyOptions: StringifyOptions = {
  bullet: '-',
  listItemIndent: 'one',
  emphasis: '*',
  strong: '*',
  rule: '-',
  fences: true,
  incrementListMarker: true,
};

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);
const writer = unified().use(remarkFrontmatter, ['yaml']).use(remarkStringify, stringifyOptions);

export function parseMarkdown(text: string): Root {
  return parser.parse(text);
}

export function stringifyMarkdown(tree: Root): string {
  return writer.stringify(tree);
}
