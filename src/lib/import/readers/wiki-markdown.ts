/**
 * Reader for a wiki Markdown page (the English LRR wiki): a `title:` frontmatter, "## Rules Reference"
 * with the sub-rules as a numbered list 1, 2, 3… (numbered N.1, N.2… from the LRR index), "## Notes",
 * and "## Related Topics" linking pages named like "r_fighter_tokens".
 */
import type { BlockContent, Link, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parse as parseYaml } from 'yaml';
import { parseMarkdown } from '../../markdown.ts';
import { lineOf } from '../../parse-entry.ts';
import { ImportError, newRawEntry, type Reader } from '../raw-entry.ts';
import { idFromFileName } from './gitbook-markdown.ts';

export const readWikiMarkdown: Reader = (source, ctx) => {
  const tree = parseMarkdown(source);
  const yaml = tree.children[0];
  const front = yaml?.type === 'yaml' ? (parseYaml(yaml.value) as { title?: string }) : {};
  const title = ctx.facts.title ?? front.title;
  if (!title) throw new ImportError(ctx.file, 1, 'no title: the page has no `title:` and the manifest gives none');
  const id = ctx.facts.id ?? ctx.idForEnglishTitle(title);
  if (!id) throw new ImportError(ctx.file, 1, `"${title}" is not a title of lrr-topics.tsv; give its id in the manifest`);
  const number = ctx.facts.number ?? ctx.lrrNumberOf(id);
  if (!number) throw new ImportError(ctx.file, 1, `no LRR number for "${id}"; give it in the manifest`);
  const entry = { ...newRawEntry(ctx, number, title, 1), id };
  let section: 'rules' | 'notes' | 'related' | null = null;
  for (const node of tree.children.slice(yaml?.type === 'yaml' ? 1 : 0) as RootContent[]) {
    const line = lineOf(node);
    if (node.type === 'heading') {
      const name = toString(node).trim().toLowerCase();
      section = name === 'rules reference' ? 'rules' : name === 'notes' ? 'notes' : name === 'related topics' ? 'related' : null;
      if (!section) throw new ImportError(ctx.file, line, `unexpected heading "${toString(node)}"`);
      continue;
    }
    if (section === 'rules' && node.type === 'paragraph') entry.intro.push(node);
    else if (section === 'rules' && node.type === 'list' && node.ordered) {
      const start = node.start ?? 1;
      node.children.forEach((item, i) => {
        const [first, ...rest] = item.children;
        if (first?.type !== 'paragraph') throw new ImportError(ctx.file, lineOf(item), 'a sub-rule item should open with its text');
        entry.subRules.push({ number: `${number}.${start + i}`, line: lineOf(item), content: first.children, children: rest as BlockContent[] });
      });
    } else if (section === 'notes' && node.type === 'list' && node.ordered) {
      entry.notes.push(...node.children.map((item) => item.children as BlockContent[]));
    } else if (section === 'related' && node.type === 'list') {
      for (const item of node.children) {
        const link = item.children[0]?.type === 'paragraph' ? item.children[0].children.find((c): c is Link => c.type === 'link') : undefined;
        const name = toString(item).trim();
        entry.related.push({ name, id: link ? idFromFileName(link.url) : undefined, line: lineOf(item) });
      }
    } else {
      throw new ImportError(ctx.file, line, `${node.type} is not expected ${section ? `in the ${section} section` : 'before the first section'}`);
    }
  }
  return [entry];
};
