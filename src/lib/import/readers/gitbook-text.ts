/**
 * Reader for a GitBook page scraped as plain text: the title line (often twice), sub-rules as
 * "49.1. LABEL: …", the items of a sub-rule as bare lines, lettered items "а) …" run into one line,
 * a notes heading with one note per line, and the page's noise lines.
 */
import type { BlockContent } from 'mdast';
import { bulletList, list, listItem, paragraph, text } from '../mdast-build.ts';
import { ImportError, newRawEntry, type Reader } from '../raw-entry.ts';
import { isNoiseLine } from './noise.ts';
import { sentenceCase } from './title-case.ts';

const TITLE = /^(\d+)\s+(.+)$/;
const SUB_RULE = /^(\d+)\.(\d+)\.?\s+(.*)$/;
const NOTES = /^(КОММЕНТАРИИ|Комментарии|Notes)$/;
/** "… таким способом. б) Когда …": a lettered item run into the line before it. */
const LETTERED_SPLIT = /(?<=[.;:])\s+(?=[а-яa-z]\)\s)/;

export const readGitbookText: Reader = (source, ctx) => {
  const lines = source.split(/\r?\n/);
  const first = lines.findIndex((l) => l.trim() !== '');
  const titleMatch = TITLE.exec(lines[first]?.trim() ?? '');
  if (!titleMatch) throw new ImportError(ctx.file, first + 1, 'expected the entry number and title on the first line ("49 Title")');
  const entry = newRawEntry(ctx, Number(titleMatch[1]), sentenceCase(titleMatch[2].trim(), ctx.locale), first + 1);
  let section: 'body' | 'notes' = 'body';
  let items: string[] = [];
  const flushItems = () => {
    if (items.length === 0) return;
    entry.subRules.at(-1)!.children.push(bulletList(items));
    items = [];
  };
  const trailingDots: string[] = [];
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.trim();
    if (index <= first || line === '') return;
    if (isNoiseLine(line)) {
      ctx.defects.add(ctx.file, lineNo, 'noise', `page noise "${line}" dropped`);
      return;
    }
    const again = TITLE.exec(line);
    if (again && Number(again[1]) === entry.number && entry.subRules.length === 0 && entry.intro.length === 0) {
      ctx.defects.add(ctx.file, lineNo, 'noise', `the title repeated ("${line}") dropped`);
      return;
    }
    if (NOTES.test(line)) {
      flushItems();
      section = 'notes';
      return;
    }
    if (section === 'notes') {
      entry.notes.push([paragraph([line])]);
      return;
    }
    const sub = SUB_RULE.exec(line);
    if (sub) {
      flushItems();
      if (Number(sub[1]) !== entry.number) throw new ImportError(ctx.file, lineNo, `sub-rule ${sub[1]}.${sub[2]} inside entry ${entry.number}`);
      if (/^\d+\.\d+\./.test(line)) trailingDots.push(`${sub[1]}.${sub[2]}`);
      const [head, ...lettered] = sub[3].split(LETTERED_SPLIT);
      const children: BlockContent[] = [];
      if (lettered.length > 0) {
        children.push(list(lettered.map((item) => listItem([paragraph([item])]))));
        ctx.defects.add(ctx.file, lineNo, 'structure', `${lettered.length} lettered items run into the line of ${sub[1]}.${sub[2]}; made a nested list`);
      }
      entry.subRules.push({ number: `${sub[1]}.${sub[2]}`, line: lineNo, content: [text(head)], children });
      return;
    }
    if (entry.subRules.length === 0) entry.intro.push(paragraph([line]));
    else items.push(line);
  });
  flushItems();
  if (trailingDots.length > 0)
    ctx.defects.add(ctx.file, entry.subRules[0].line, 'number-normalised', `trailing dot removed from ${trailingDots.length} sub-rule numbers (${trailingDots.join(', ')})`);
  return [entry];
};
