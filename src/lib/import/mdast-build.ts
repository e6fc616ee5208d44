/** Small builders for the mdast nodes that readers of plain-text formats produce. */
import type { BlockContent, List, ListItem, Paragraph, PhrasingContent } from 'mdast';

export function text(value: string): PhrasingContent {
  return { type: 'text', value };
}

/** A paragraph; several lines are kept apart by hard breaks, as the source had them. */
export function paragraph(lines: string[] | PhrasingContent[]): Paragraph {
  if (lines.length > 0 && typeof lines[0] !== 'string') return { type: 'paragraph', children: lines as PhrasingContent[] };
  const children: PhrasingContent[] = [];
  (lines as string[]).forEach((line, i) => {
    if (i > 0) children.push({ type: 'break' });
    children.push(text(line));
  });
  return { type: 'paragraph', children };
}

export function listItem(children: BlockContent[]): ListItem {
  return { type: 'listItem', spread: false, children };
}

export function list(items: ListItem[], ordered = false): List {
  return { type: 'list', ordered, start: ordered ? 1 : undefined, spread: false, children: items };
}

/** A tight bullet list of one-paragraph items. */
export function bulletList(items: string[]): List {
  return list(items.map((item) => listItem([paragraph([item])])));
}
