/**
 * Reader for a glossary taken out of a PDF (the Korean LRR): entry headings "32 수송값 (특성)",
 * sub-rules "32.1 …", bullets "•" and "••", unnumbered paragraphs, and "연관 주제:" lines.
 * The text is line-based, so this reader works on lines rather than on Markdown.
 */
import type { BlockContent, List } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { list, listItem, paragraph } from '../mdast-build.ts';
import { BULLET } from './bullets.ts';
import { rulebookMatchersOf } from './rulebook-labels.ts';
import { newRawEntry, type RawEntry, type RawSubRule, type Reader } from '../raw-entry.ts';


const HEADING = /^(\d{1,3})\s+(\S.{0,40})$/;
const SUB_RULE = /^(\d+)\.(\d+)(\.?)\s+(.*)$/;
const DOTLESS_SUB_RULE = /^(\d{3,})\s+(.*)$/;
/**
 * A count whose Korean counter 기 came out of the PDF as the digits "71" (ㄱ read as 7, ㅣ as 1): "PDS 671"
 * in the list "우주 항만 3기", "PDS 671", "구축함 8기". Read back only below an item that counts with 기.
 */
const COUNTER_AS_DIGITS = /^(.*\s\d{1,2})71$/;
const COUNTS_WITH_GI = /\s\d{1,2}기$/;

interface Block {
  blocks: BlockContent[];
  /** Lines of the paragraph being gathered (joined with hard breaks). */
  lines: string[] | null;
  list: List | null;
}

function flushParagraph(b: Block): void {
  if (b.lines) b.blocks.push(paragraph(b.lines));
  b.lines = null;
}

export const readPdfGlossary: Reader = (text, ctx) => {
  const lines = text.split(/\r?\n/);
  const entries: RawEntry[] = [];
  let entry: RawEntry | null = null;
  let subRule: RawSubRule | null = null;
  /** Where content lines go: the intro, or the current sub-rule's children. */
  let target: Block = { blocks: [], lines: null, list: null };
  /** True while the lines still continue a sub-rule's opening paragraph. */
  let opening = false;
  const labels = rulebookMatchersOf(ctx.locale);
  const related = labels.related;
  /** A sub-rule of another entry: left out with the lines that follow it, up to the next sub-rule or heading. */
  let skipping = false;
  const trailingDots: string[] = [];

  const closeSubRule = () => {
    flushParagraph(target);
    if (entry && subRule) {
      subRule.children = target.blocks;
      entry.subRules.push(subRule);
    } else if (entry && entry.subRules.length === 0) {
      entry.intro.push(...target.blocks);
    }
    subRule = null;
    target = { blocks: [], lines: null, list: null };
    opening = false;
  };

  const openSubRule = (number: string, body: string, line: number) => {
    closeSubRule();
    subRule = { number, line, content: [{ type: 'text', value: body }], children: [] };
    opening = true;
  };

  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.trim();
    if (line === '') {
      if (opening) opening = false;
      flushParagraph(target);
      return;
    }
    const heading = HEADING.exec(line);
    const expectedEntry = entry?.number != null ? entry.number + 1 : null;
    if (heading && (expectedEntry === null ? !SUB_RULE.test(line) : Number(heading[1]) === expectedEntry) && !labels.endsWith(line, '.:!?')) {
      {
        closeSubRule();
        const title = heading[2].trim();
        entry = newRawEntry(ctx, Number(heading[1]), title, lineNo);
        entries.push(entry);
        skipping = false;
        return;
      }
    }
    if (!entry) {
      ctx.defects.add(ctx.file, lineNo, 'noise', `"${line}" stands before the first entry; dropped`);
      return;
    }
    const sub = SUB_RULE.exec(line);
    if (sub) {
      if (Number(sub[1]) !== entry.number) {
        closeSubRule();
        skipping = true;
        ctx.defects.add(ctx.file, lineNo, 'skipped', `sub-rule ${sub[1]}.${sub[2]} inside entry ${entry.number} (its place is uncertain): left out with the lines below it up to the next sub-rule or heading`);
        return;
      }
      skipping = false;
      if (sub[3]) trailingDots.push(`${sub[1]}.${sub[2]}. (line ${lineNo})`);
      openSubRule(`${sub[1]}.${sub[2]}`, sub[4], lineNo);
      return;
    }
    const dotless = DOTLESS_SUB_RULE.exec(line);
    if (dotless) {
      const prefix = String(entry.number);
      const last = (subRule as RawSubRule | null) ?? entry.subRules.at(-1);
      const expected = last ? Number(last.number.split('.')[1]) + 1 : 1;
      if (dotless[1] === `${prefix}${expected}`) {
        const number = `${prefix}.${expected}`;
        ctx.defects.add(ctx.file, lineNo, 'number-normalised', `"${dotless[1]}" read as sub-rule ${number} (the dot is missing; ${number} is the next number)`);
        openSubRule(number, dotless[2], lineNo);
        skipping = false;
        return;
      }
    }
    const rel = related(line);
    if (rel !== null) {
      closeSubRule();
      skipping = false;
      entry.related = rel
        .split(/\s*,\s*/)
        .map((name) => name.trim())
        .filter((name) => name !== '')
        .map((name) => ({ name, line: lineNo }));
      return;
    }
    if (skipping) return;
    const bullet = BULLET.exec(line);
    if (bullet) {
      opening = false;
      if (target.lines) flushParagraph(target);
      // The list still open: the last block of the target (a paragraph in between closes it).
      const open = target.list && target.blocks.at(-1) === target.list ? target.list : null;
      let itemText = bullet[2];
      const misread = COUNTER_AS_DIGITS.exec(itemText);
      const above = open?.children.at(-1);
      const aboveText = misread && above ? toString(above) : '';
      if (misread && COUNTS_WITH_GI.test(aboveText)) {
        itemText = `${misread[1]}기`;
        ctx.defects.add(ctx.file, lineNo, 'misread', `"${bullet[2]}" read as "${itemText}": the counter 기 came out of the PDF as "71" (ㄱ as 7, ㅣ as 1); the item above is "${aboveText}"`);
      }
      const item = listItem([paragraph([itemText])]);
      if (bullet[1].length === 1 || !target.list) {
        if (bullet[1].length === 2) ctx.defects.add(ctx.file, lineNo, 'structure', '"••" with no "•" item above it; kept as a first-level item');
        let into = open;
        if (!into) {
          into = target.list = list([]);
          target.blocks.push(into);
        }
        into.children.push(item);
      } else {
        const parent = target.list.children.at(-1)!;
        const nested = parent.children.at(-1);
        if (nested?.type === 'list') nested.children.push(item);
        else parent.children.push(list([item]));
      }
      return;
    }
    if (opening && subRule) {
      const current = subRule as RawSubRule;
      current.content.push({ type: 'break' }, { type: 'text', value: line });
      return;
    }
    target.list = null;
    if (target.lines) target.lines.push(line);
    else target.lines = [line];
  });
  closeSubRule();
  if (trailingDots.length > 0)
    ctx.defects.add(ctx.file, 1, 'number-normalised', `trailing dot removed from ${trailingDots.length} sub-rule numbers: ${trailingDots.join(', ')}`);
  for (const e of entries) {
    let expected = 1;
    for (const s of e.subRules) {
      const ordinal = Number(s.number.split('.')[1]);
      for (let missing = expected; missing < ordinal; missing++)
        ctx.defects.add(ctx.file, s.line, 'number-missing', `sub-rule ${e.number}.${missing} is absent (the text has no sub-rule ${e.number}.${missing} before ${s.number}); left absent, not invented`);
      expected = ordinal + 1;
    }
  }
  return entries;
};
