/**
 * Reader for rules text taken out of a PDF as one flat bullet list (the English "Producing Units"):
 * a "Rules Reference" line, an intro, "- " bullets whose lines wrap, a "Notes" line and its bullets.
 * The text lacks the title, the number and which bullets open sub-rules: the manifest gives them.
 */
import { bulletList, paragraph } from '../mdast-build.ts';
import { ImportError, type RawEntry, type Reader, type ReaderContext } from '../raw-entry.ts';
import { isNoiseLine } from './noise.ts';

const BULLET = /^[-•]\s+(.*)$/;
/** A bullet run into the end of the one before it: "…can be placed. - When a player…" */
const RUN_IN_BULLET = /(?<=[.!?])\s+-\s+(?=[A-Z])/;
/** Two words glued where a line break was lost: "theProduction". */
const GLUED = /\b(the|a|an|of|to|its|their)([A-Z][a-z]+)/g;
/** A sentence cut off mid-way ends without closing punctuation. */
const ENDS_CLEANLY = /[.!?:;)"”’»]$/;
export const TRUNCATION_MARK = '[…]';

interface Line {
  text: string;
  line: number;
}

function mendGlued(item: Line, ctx: ReaderContext): string {
  return item.text.replace(GLUED, (whole, word: string, next: string) => {
    ctx.defects.add(ctx.file, item.line, 'spacing', `"${whole}" is two words glued together; a space put back ("${word} ${next}")`);
    return `${word} ${next}`;
  });
}

function markTruncation(item: Line, ctx: ReaderContext): string {
  if (ENDS_CLEANLY.test(item.text)) return item.text;
  ctx.defects.add(ctx.file, item.line, 'truncated', `text is cut off ("…${item.text.slice(-30)}"); marked ${TRUNCATION_MARK}, not completed`);
  return `${item.text} ${TRUNCATION_MARK}`;
}

export const readPdfList: Reader = (source, ctx) => {
  const { id, title, number, subRuleStarts } = ctx.facts;
  if (!id || !title || !number || !subRuleStarts?.length)
    throw new ImportError(ctx.file, 1, 'this format needs id, title, number and subRuleStarts in the manifest');
  const intro: Line[] = [];
  const bullets: Line[] = [];
  const notes: Line[] = [];
  let section: 'rules' | 'notes' = 'rules';
  let open: Line | null = null;
  source.split(/\r?\n/).forEach((raw, index) => {
    const lineNo = index + 1;
    const text = raw.trim();
    if (text === '') {
      open = null;
      return;
    }
    if (isNoiseLine(text)) {
      ctx.defects.add(ctx.file, lineNo, 'noise', `page noise "${text}" dropped`);
      return;
    }
    if (/^rules reference$/i.test(text)) return;
    if (/^notes$/i.test(text)) {
      section = 'notes';
      open = null;
      return;
    }
    const target = section === 'notes' ? notes : bullets;
    const bullet = BULLET.exec(text);
    const pieces = (bullet ? bullet[1] : text).split(RUN_IN_BULLET);
    if (pieces.length > 1) ctx.defects.add(ctx.file, lineNo, 'structure', `${pieces.length} bullets run into one line; split at " - "`);
    if (bullet) {
      open = { text: pieces[0], line: lineNo };
      target.push(open);
    } else if (open) {
      const current: Line = open;
      current.text = `${current.text} ${pieces[0]}`;
      ctx.defects.add(ctx.file, lineNo, 'structure', `line wrapped inside a bullet; joined to line ${current.line}`);
    } else if (section === 'rules' && bullets.length === 0) {
      intro.push({ text: pieces[0], line: lineNo });
    } else {
      throw new ImportError(ctx.file, lineNo, `text outside any bullet: "${text.slice(0, 40)}"`);
    }
    for (const piece of pieces.slice(1)) {
      open = { text: piece, line: lineNo };
      target.push(open);
    }
  });
  const clean = (l: Line) => markTruncation({ ...l, text: mendGlued(l, ctx) }, ctx);
  const starts = subRuleStarts.map((s) => s - 1);
  if (starts[0] !== 0 || starts.some((s, i) => s >= bullets.length || (i > 0 && s <= starts[i - 1])))
    throw new ImportError(ctx.file, 1, `subRuleStarts ${JSON.stringify(subRuleStarts)} do not fit the ${bullets.length} bullets of the text`);
  const entry: RawEntry = {
    locale: ctx.locale,
    id,
    number,
    title,
    intro: intro.map((l) => paragraph([clean(l)])),
    subRules: starts.map((start, i) => {
      const end = starts[i + 1] ?? bullets.length;
      const nested = bullets.slice(start + 1, end).map(clean);
      return {
        number: `${number}.${i + 1}`,
        line: bullets[start].line,
        content: paragraph([clean(bullets[start])]).children,
        children: nested.length > 0 ? [bulletList(nested)] : [],
      };
    }),
    notes: notes.map((l) => [paragraph([clean(l)])]),
    related: [],
    source: ctx.file,
    line: 1,
  };
  ctx.defects.add(ctx.file, 1, 'structure', `title, number and the sub-rule structure (${subRuleStarts.length} sub-rules over ${bullets.length} bullets) are missing from the text; taken from the manifest`);
  return [entry];
};
