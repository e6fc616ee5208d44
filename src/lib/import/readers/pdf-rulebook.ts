/**
 * Reader for the text of a whole rulebook PDF (pdftotext, with or without -layout), in any locale:
 * the cover, "what's new" pages and the table of contents are skipped and counted; topics start at
 * "58 MOVEMENT"; "58.2 TACTICAL ACTION MOVEMENT" is a section-title sub-rule; sub-rules "58.3 …" (space
 * or tab after the number); lettered items, bullets and continuation lines are joined to the sub-rule they
 * belong to, words hyphenated at line ends are joined; page furniture is dropped; two-column pages are
 * put in reading order (pdf-columns.ts for -layout's side-by-side columns, column-blocks.ts for pdftotext's
 * columns interleaved block by block) and sub-rules out of number order are put back in order, since
 * a number says where a sub-rule belongs; what cannot be placed with certainty is reported.
 * The text is line-based, so this reader works on lines rather than on Markdown.
 */
import type { BlockContent, List, PhrasingContent } from 'mdast';
import { paragraph, list, listItem } from '../mdast-build.ts';
import { newRawEntry, type RawEntry, type RawSubRule, type Reader, type ReaderContext } from '../raw-entry.ts';
import { interleavedColumns, type NumberKey } from './column-blocks.ts';
import { pdfLines, readingOrder, type PdfLine } from './pdf-columns.ts';
import { restoreDroppedHyphens } from './dropped-hyphens.ts';
import { furnitureOf, inferPages } from './pdf-furniture.ts';
import { anyRulebookMatchers, rulebookMatchersOf, type RulebookMatchers } from './rulebook-labels.ts';
import { BULLET } from './bullets.ts';
import { sentenceCase } from './title-case.ts';
import { titleVariants } from '../normalise-text.ts';

const TOC_LINE = /(\.{3,}|…{2,}|\s{3,})\s*\d{1,3}$/;
const TOPIC = /^(\d{1,3})[ \t]+(\S.*)$/;
const SUB_RULE = /^(\d{1,3})\.(\d{1,3})\.?(?:[ \t]+(.*))?$/;
const LETTERED = /^([a-zа-я])(?:[.)][ \t]+|\t+| {2,})(.*)$/;
const LETTERED_LOOSE = /^([a-zа-я]) (.*)$/;

const hasCase = (s: string) => /[A-Za-zА-Яа-яЁё]/.test(s);
const isCaps = (s: string) => hasCase(s) && s === s.toLocaleUpperCase();

/** "MOVEMENT", "ОГРАНИЧЕНИЕ НА" or a short title in a script without capitals; with the intro after it on the same line, the title is the capitals before it. */
function topicTitle(rest: string, labels: RulebookMatchers): { title: string; intro: string } | null {
  if (hasCase(rest)) {
    const words = rest.split(/\s+/);
    let n = 0;
    while (n < words.length && (isCaps(words[n]) || !/\p{L}/u.test(words[n]))) n++;
    if (n === 0 || !isCaps(words.slice(0, n).join(' '))) return null;
    // "A" opening the intro ("58 MOVEMENT A player can…") is a capital by accident.
    if (n < words.length && n > 1 && words[n - 1].length === 1) n--;
    return { title: words.slice(0, n).join(' '), intro: words.slice(n).join(' ') };
  }
  if (!labels.capitalTitles && rest.length <= 30 && !labels.endsWith(rest, '.:!?') && !/\s\d{1,3}$/.test(rest)) return { title: rest, intro: '' };
  return null;
}

/** A numbered line whose text is a short title ("TACTICAL ACTION MOVEMENT", "우주포 공격"). */
function isSectionTitle(text: string, labels: RulebookMatchers): boolean {
  if (labels.endsWith(text, '.:!?;,') || text.split(/\s+/).length > 7) return false;
  return hasCase(text) ? isCaps(text) : text.length <= 20;
}

/** A topic of the rulebook: always numbered. */
type Topic = RawEntry & { number: number };

interface Block {
  kind: 'paragraph' | 'bullet' | 'bullet2' | 'lettered';
  lines: PdfLine[];
  text: string;
}

interface PendingSubRule {
  topic: number;
  ordinal: number;
  number: string;
  line: PdfLine;
  text: string;
  sectionTitle: boolean;
  blocks: Block[];
}

/**
 * Joins a line to the text before it. A word hyphenated at the line end ("resolv-" "ing") is made whole,
 * unless the text elsewhere writes the word with its hyphen ("какая-либо"); a join the text does not
 * confirm is reported.
 */
function join(before: string, line: string, at: PdfLine, words: Set<string>, hyphens: { count: number; unconfirmed: string[] }): string {
  if (before === '') return line;
  if (/\u00ad$/.test(before)) {
    hyphens.count++;
    return before.slice(0, -1) + line;
  }
  const left = /(\p{L}+)[-\u2010]$/u.exec(before);
  const right = /^(\p{Ll}+)/u.exec(line);
  if (left && right) {
    const compound = `${left[1]}-${right[1]}`.toLocaleLowerCase();
    const whole = `${left[1]}${right[1]}`.toLocaleLowerCase();
    if (words.has(compound) && !words.has(whole)) return before + line;
    hyphens.count++;
    if (!words.has(whole)) hyphens.unconfirmed.push(`${at.line} (${left[1]}-${right[1]} → ${left[1]}${right[1]})`);
    return before.slice(0, -1) + line;
  }
  return `${before} ${line}`;
}

export const readPdfRulebook: Reader = (input, ctx) => {
  const labels = rulebookMatchersOf(ctx.locale);
  // Ligatures that a PDF's text keeps as one character ("ﬁ", "ﬀ") are the letters they join.
  const text = input.replace(/[\ufb00-\ufb06]/g, (c) => c.normalize('NFKC'));
  const rehyphenated = restoreDroppedHyphens(inferPages(pdfLines(text)), ctx.locale);
  const all = rehyphenated.lines;
  for (const r of rehyphenated.restored)
    ctx.defects.add(ctx.file, r.line, 'spacing', `"${r.from}" read as "${r.to}": the text writes the word with its hyphen elsewhere (a hyphen at a line end dropped where the tool joined the lines)`);
  const furniture = furnitureOf(all);
  const inOrder = readingOrder(all, (l) => furniture(l) !== null);
  // Which topic numbers have sub-rules: a topic heading is only believed where its sub-rules exist.
  const subRuleTopics = new Set(inOrder.lines.map((l) => SUB_RULE.exec(l.text.trim())?.[1]).filter(Boolean));
  /** The number a line opens with: a sub-rule's, or a topic heading's (which sorts before its sub-rules). */
  const numberOf = (l: PdfLine): NumberKey | null => {
    const t = l.text.trim();
    const sub = SUB_RULE.exec(t);
    if (sub) return sub[3] !== undefined ? [Number(sub[1]), Number(sub[2])] : null;
    const topic = TOPIC.exec(t.replace(/\t/g, ' '));
    return topic && subRuleTopics.has(topic[1]) && topicTitle(topic[2], labels) ? [Number(topic[1])] : null;
  };
  // pdftotext without -layout interleaves two columns' blocks by their height on the page: put them back.
  const isHeading = (l: PdfLine) => {
    const topic = TOPIC.exec(l.text.trim().replace(/\t/g, ' '));
    return topic !== null && topicTitle(topic[2], labels) !== null;
  };
  const unwoven =
    inOrder.splitPages === 0 ? interleavedColumns(inOrder.lines, { isFurniture: (l) => furniture(l) !== null, numberOf, isHeading, endsSentence: (t) => labels.endsWith(t, '.!?', '"”»)') }) : null;
  const ordered = unwoven ? { ...inOrder, lines: unwoven.lines } : inOrder;
  if (unwoven && unwoven.pages > 0) ctx.defects.add(ctx.file, 1, 'structure', `${unwoven.pages} pages whose two columns the text interleaves block by block (pdftotext without -layout): each block put back in its column by where it comes`);
  for (const u of unwoven?.uncertain ?? [])
    ctx.defects.add(ctx.file, u.line.line, 'structure', `"${u.line.text.trim().slice(0, 50)}": which column of page ${u.line.page} its block stands in, the text settles no better one way than the other; read in the ${u.column} column (uncertain)`);
  const dropped = new Map<string, number[]>();
  const drop = (what: string, l: PdfLine) => dropped.set(what, [...(dropped.get(what) ?? []), l.line]);
  for (const l of ordered.uncertain)
    ctx.defects.add(ctx.file, l.line, 'structure', `the line crosses the gutter of a two-column page; read as "${l.text.trim().slice(0, 60)}" split at the gutter (uncertain)`);

  const { kinds, bodyPage } = frontMatter(ordered.lines, labels, subRuleTopics);
  const skipped = new Map<string, PdfLine[]>();
  /** The topic numbers the contents page lists. */
  const announced = new Set<string>(ordered.lines.flatMap((l, i) => (kinds[i] === 'table of contents' && !SUB_RULE.test(l.text.trim()) ? (/^(\d{1,3})\s+\S/.exec(l.text.trim())?.[1] ?? []) : [])));
  const orphans: PdfLine[] = [];

  const topics = new Map<number, Topic>();
  const topicOrder: number[] = [];
  const subRules: PendingSubRule[] = [];
  const hyphens = { count: 0, unconfirmed: [] as string[] };
  const words = new Set(text.toLocaleLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? []);
  /** Where continuation lines go. */
  let current: { sub: PendingSubRule | null; topic: Topic | null; block: Block | null; related: boolean } = { sub: null, topic: null, block: null, related: false };
  let lastNonBlank: string | null = null;
  let blankBefore = false;
  /**
   * Whether a page's edge (its running head, its page number, a page break) stands between this line and the
   * text before it: the blank lines there part the text from the furniture, not one paragraph from the next.
   */
  let pageEdge = false;
  let lastTextPage: number | null = null;
  let relatedLine: PdfLine | null = null;
  let relatedText = '';
  let lastLetter = '';
  /** The last text in reading order, for a sentence that goes on past a heading (interleaved columns). */
  let lastText: Block | PendingSubRule | null = null;
  /** The last text left unfinished when another began. */
  let stranded: Block | PendingSubRule | null = null;
  /** The page each text last took a line on: a sentence goes on past the end of its column or page, never further. */
  const reached = new Map<Block | PendingSubRule, number>();
  const near = (t: Block | PendingSubRule | null, l: PdfLine) => (t && l.page - (reached.get(t) ?? l.page) <= 1 ? t : null);
  const finishedText = (t: string) => labels.endsWith(t, '.!?:;', '"”»)');
  /**
   * A section title is whole on its own; other text is finished at the end of a sentence, or of a clause before
   * a list (":", ";"): such a text, interrupted, waits for no continuation elsewhere.
   */
  const isFinished = (h: Block | PendingSubRule) => ('sectionTitle' in h && h.sectionTitle) || finishedText(h.text);
  /** Whether the next line may not go on with a text: only a sentence's end closes it (a line after "…cards:" or "…units;" goes on with it). */
  const isClosed = (h: Block | PendingSubRule) => ('sectionTitle' in h && h.sectionTitle) || labels.endsWith(h.text, '.!?', '"”»)');
  /**
   * Whether a line "a …" opens a lettered list rather than a sentence ("a player can…"): the next line that
   * opens with a lone letter, before the next sub-rule, is "b" (the letter after it).
   */
  const listFollows = (index: number, letter: string) => {
    const next = String.fromCharCode(letter.charCodeAt(0) + 1);
    for (const l of ordered.lines.slice(index + 1, index + 60)) {
      const t = l.text.trim();
      if (SUB_RULE.test(t)) return false;
      const m = /^(\p{Ll})(?:[.)]?[ \t])/u.exec(t);
      if (m) return m[1] === next;
    }
    return false;
  };
  const labelOf = (t: Block | PendingSubRule) => ('number' in t ? t.number : `the text at line ${t.lines[0].line}`);
  const introBlocks = new Map<number, Block[]>();
  /**
   * The blocks begun since a topic's related-topics line, which ends the topic: where the next heading or sub-rule
   * opens a topic not read yet, they are its intro, which interleaved columns put before its heading.
   */
  let afterRelated: { topic: number | null; blocks: { block: Block; from: Block[] }[] } | null = null;
  const settleAfterRelated = (number: number) => {
    const held = afterRelated;
    afterRelated = null;
    if (!held || held.blocks.length === 0 || number === held.topic || topics.has(number)) return;
    for (const { block, from } of held.blocks) from.splice(from.indexOf(block), 1);
    introBlocks.set(number, [...held.blocks.map((b) => b.block), ...(introBlocks.get(number) ?? [])]);
    const first = held.blocks[0].block;
    ctx.defects.add(ctx.file, first.lines[0].line, 'structure', `"${first.text.slice(0, 50)}" follows the related topics that end ${held.topic === null ? 'a topic' : `topic ${held.topic}`}: read as the intro of topic ${number}, whose heading comes after it in the text (uncertain)`);
  };
  const relatedLines: { line: PdfLine; topic: number }[] = [];

  const flushRelated = () => {
    if (!relatedLine || !current.topic) return;
    if (current.topic.related.length > 0) {
      ctx.defects.add(ctx.file, relatedLine.line, 'structure', `a second related-topics line for topic ${current.topic.number} (the columns interleave): "${relatedText.slice(0, 60)}" dropped, uncertain which topic it belongs to`);
      relatedLine = null;
      relatedText = '';
      return;
    }
    relatedLines.push({ line: relatedLine, topic: current.topic.number });
    current.topic.related = relatedText
      .split(/\s*[,，、]\s*/)
      .map((n) => n.replace(/\.$/, '').trim())
      .filter((n) => n !== '')
      .map((name) => ({ name, line: relatedLine!.line }));
    relatedLine = null;
    relatedText = '';
  };

  for (const [index, l] of ordered.lines.entries()) {
    // The running head above the first topic heading is the body page's furniture.
    const kind = l.page === bodyPage && furniture(l) ? undefined : kinds[index];
    const t = l.text.trim().replace(/\t+/g, '\t');
    if (kind) {
      if (t !== '') skipped.set(kind, [...(skipped.get(kind) ?? []), l]);
      continue;
    }
    if (t === '') {
      blankBefore = true;
      continue;
    }
    const f = furniture(l);
    if (f) {
      drop(f, l);
      if (f === 'running head' || f === 'page number') pageEdge = true;
      continue;
    }
    const wasBlank = blankBefore && !pageEdge && (lastTextPage === null || lastTextPage === l.page);
    blankBefore = false;
    pageEdge = false;
    lastTextPage = l.page;
    const flat = t.replace(/\t/g, ' ');

    const rel = labels.related(flat);
    if (rel !== null) {
      flushRelated();
      relatedLine = l;
      relatedText = rel;
      current.block = null;
      current.related = true;
      afterRelated = { topic: current.topic?.number ?? null, blocks: [] };
      lastNonBlank = flat;
      continue;
    }
    const sub = SUB_RULE.exec(t);
    if (sub && sub[3] !== undefined) {
      if (current.related) flushRelated();
      current.related = false;
      const body = sub[3].replace(/\t/g, ' ').trim();
      const pending: PendingSubRule = { topic: Number(sub[1]), ordinal: Number(sub[2]), number: `${sub[1]}.${sub[2]}`, line: l, text: body, sectionTitle: isSectionTitle(body, labels), blocks: [] };
      settleAfterRelated(pending.topic);
      subRules.push(pending);
      current = { sub: pending, topic: topics.get(pending.topic) ?? current.topic, block: null, related: false };
      lastLetter = '';
      lastNonBlank = body;
      if (lastText && !isFinished(lastText)) stranded = lastText;
      lastText = pending;
      reached.set(pending, l.page);
      continue;
    }
    const topic = TOPIC.exec(flat);
    // A heading is believed where its sub-rules exist, or where the contents page lists it (a topic of one paragraph).
    const title = topic && (subRuleTopics.has(topic[1]) || announced.has(topic[1])) && !topics.has(Number(topic[1])) ? topicTitle(topic[2], labels) : null;
    if (topic && title) {
      if (current.related) flushRelated();
      const entry: Topic = { ...newRawEntry(ctx, Number(topic[1]), title.title, l.line), number: Number(topic[1]) };
      settleAfterRelated(entry.number);
      topics.set(entry.number, entry);
      topicOrder.push(entry.number);
      const intro: Block[] = introBlocks.get(entry.number) ?? [];
      introBlocks.set(entry.number, intro);
      current = { sub: null, topic: entry, block: null, related: false };
      if (title.intro) {
        current.block = { kind: 'paragraph', lines: [l], text: title.intro };
        intro.push(current.block);
        if (lastText && current.block !== lastText && !isFinished(lastText)) stranded = lastText;
        lastText = current.block;
        reached.set(current.block, l.page);
      }
      lastNonBlank = flat;
      continue;
    }
    if (current.related) {
      // A list of related topics that goes on to the next line.
      if (/,$/.test(relatedText.trim()) || !/[.:]$/.test(relatedText.trim())) {
        if (!wasBlank || /,$/.test(relatedText.trim())) {
          relatedText = `${relatedText.trim()} ${flat}`;
          continue;
        }
      }
      flushRelated();
      current.related = false;
    }
    // A heading that goes on to the next line ("49 ОГРАНИЧЕНИЕ НА" / "КОМПОНЕНТЫ").
    if (current.topic && !current.sub && !current.block && lastNonBlank !== null && TOPIC.test(lastNonBlank) && isCaps(flat) && hasCase(flat)) {
      current.topic.title = `${current.topic.title} ${flat}`;
      lastNonBlank = flat;
      continue;
    }
    if (current.sub?.sectionTitle && !current.block && current.sub.blocks.length === 0 && isCaps(flat) && hasCase(flat) && !wasBlank) {
      current.sub.text = `${current.sub.text} ${flat}`;
      lastNonBlank = flat;
      continue;
    }
    // A line that opens in lower case (or with a bare number) continues a sentence. Where the text open here
    // ends a sentence or none is open (interleaved columns put a heading or another item between), it continues
    // the last unfinished text above it, on this page or the one before.
    const expected = lastLetter ? String.fromCharCode(lastLetter.charCodeAt(0) + 1) : 'a';
    const strict = LETTERED.exec(t);
    const loose = LETTERED_LOOSE.exec(flat);
    // "a player can…" continues a sentence; a lone letter is an item only with a tab, two spaces, "a." or "a)",
    // or as the next letter, or as the first where the next lone letter below is the second.
    const lettered =
      strict && (strict[1] === expected || strict[1] === 'a')
        ? strict
        : loose && loose[1] === expected && (expected !== 'a' || listFollows(index, loose[1]))
          ? loose
          : null;
    const openHere = current.block ?? (current.sub && current.sub.blocks.length === 0 ? current.sub : null);
    const unfinished = near(lastText && lastText !== openHere && !isFinished(lastText) ? lastText : stranded, l);
    if (/^(\p{Ll}|\d+\s+\p{Ll})/u.test(flat) && !lettered && !LETTERED.test(t) && (!openHere || isClosed(openHere)) && unfinished && unfinished !== openHere && !isFinished(unfinished)) {
      unfinished.text = join(unfinished.text, flat, l, words, hyphens);
      reached.set(unfinished, l.page);
      ctx.defects.add(ctx.file, l.line, 'structure', `"${flat.slice(0, 50)}" continues a sentence, but not the text before it: joined to the unfinished text of ${labelOf(unfinished)} above it (uncertain)`);
      if (isFinished(unfinished)) stranded = null;
      lastNonBlank = flat;
      continue;
    }
    const target = current.sub ? current.sub.blocks : current.topic ? introBlocks.get(current.topic.number)! : null;
    if (!target) {
      orphans.push(l);
      continue;
    }
    const bullet = BULLET.exec(flat);
    const begin = (block: Block) => {
      current.block = block;
      target.push(block);
      afterRelated?.blocks.push({ block, from: target });
    };
    if (bullet) {
      begin({ kind: bullet[1] === '••' ? 'bullet2' : 'bullet', lines: [l], text: bullet[2] });
    } else if (lettered) {
      lastLetter = lettered[1];
      begin({ kind: 'lettered', lines: [l], text: lettered[2].trim() });
    } else {
      // A continuation, unless a blank line follows a finished sentence and a new one starts.
      const previous = current.block ? current.block.text : current.sub ? current.sub.text : '';
      const newParagraph = wasBlank && labels.endsWith(previous, '.!?:', '"”»') && /^[\p{Lu}\p{Lo}"“«(]/u.test(flat);
      if (!newParagraph && current.block) {
        current.block.text = join(current.block.text, flat, l, words, hyphens);
        current.block.lines.push(l);
      } else if (!newParagraph && current.sub && current.sub.blocks.length === 0) {
        current.sub.text = join(current.sub.text, flat, l, words, hyphens);
        // "49.2 STEP 2 — COMMIT GROUND" read as a title until "FORCES: If the…" goes on with it as a sentence.
        current.sub.sectionTitle &&= isSectionTitle(current.sub.text, labels);
      } else {
        begin({ kind: 'paragraph', lines: [l], text: flat });
        lastLetter = '';
      }
    }
    lastNonBlank = flat;
    const now: Block | PendingSubRule | null = current.block ?? current.sub ?? lastText;
    if (lastText && now !== lastText && !isFinished(lastText)) stranded = lastText;
    lastText = now;
    if (now) reached.set(now, l.page);
  }
  flushRelated();
  for (const [number, blocks] of introBlocks)
    if (!topics.has(number) && blocks.length > 0)
      ctx.defects.add(ctx.file, blocks[0].lines[0].line, 'skipped', `"${blocks[0].text.slice(0, 50)}", read as the intro of topic ${number}, has no heading ${number} in the text; left out`);

  for (const [kind, lines] of skipped)
    ctx.defects.add(ctx.file, lines[0].line, 'noise', `${kind} skipped: ${lines.length} lines (${lines[0].line}–${lines.at(-1)!.line}), pages ${[...new Set(lines.map((l) => l.page))].join(', ')}`);
  for (const [what, lines] of dropped) ctx.defects.add(ctx.file, lines[0], 'noise', `${what} dropped: ${lines.length} lines (${lines.join(', ')})`);
  if (orphans.length > 0)
    ctx.defects.add(ctx.file, orphans[0].line, 'skipped', `rule text before the first topic heading left out (its place is uncertain: interleaved columns put it there): ${orphans.length} lines (${orphans.map((l) => l.line).join(', ')}), "${orphans[0].text.trim().slice(0, 50)}"`);
  if (hyphens.count > 0)
    ctx.defects.add(ctx.file, 1, 'spacing', `${hyphens.count} words hyphenated at a line end joined${hyphens.unconfirmed.length > 0 ? `; the text has these words nowhere else, so each join is uncertain: lines ${hyphens.unconfirmed.join(', ')}` : ''}`);
  if (ordered.splitPages > 0) ctx.defects.add(ctx.file, 1, 'structure', `${ordered.splitPages} pages laid out in two columns side by side: read left column, then right`);

  // Pages whose sub-rules stand out of number order: there, where an unnumbered line belongs is uncertain.
  const interleaved = new Set<number>();
  subRules.forEach((s, i) => {
    const prev = subRules[i - 1];
    if (prev && prev.line.page === s.line.page && (prev.topic > s.topic || (prev.topic === s.topic && prev.ordinal > s.ordinal))) interleaved.add(s.line.page);
  });
  if (interleaved.size > 0 && ordered.splitPages === 0)
    ctx.defects.add(ctx.file, 1, 'structure', `the columns interleave on ${interleaved.size} pages (pdftotext without -layout); the text of \`pdftotext -layout\` reads in a certain order`);
  for (const r of relatedLines)
    if (interleaved.has(r.line.page)) ctx.defects.add(ctx.file, r.line.line, 'structure', `related topics given to topic ${r.topic}, the heading above them in the text, on a page whose columns interleave: uncertain`);
  const entries = assemble(ctx, topics, topicOrder, introBlocks, subRules, interleaved);
  const sorted = [...entries].sort((a, b) => a.number - b.number);
  if (sorted.some((e, i) => e !== entries[i])) ctx.defects.add(ctx.file, entries[0].line, 'structure', `topic headings stood out of number order (${entries.map((e) => e.number).join(', ')}); put back in number order`);
  for (const e of sorted) e.id ??= indexId(e, ctx);
  ctx.defects.add(ctx.file, 1, 'summary', summary(sorted, new Set([...announced].map(Number))));
  return sorted;
};

/**
 * The id of a title that is the English index's but for its dashes or a "(Unit Ability)" tail, reported;
 * undefined for an exact title (the import finds it) and for a title in another language.
 */
function indexId(entry: Topic, ctx: ReaderContext): string | undefined {
  if (ctx.idForEnglishTitle(entry.title)) return undefined;
  for (const variant of titleVariants(entry.title).slice(1)) {
    const id = ctx.idForEnglishTitle(variant);
    if (id) {
      ctx.defects.add(ctx.file, entry.line, 'title', `"${entry.title}" is not a title of lrr-topics.tsv; read as "${variant}" (${id})`);
      return id;
    }
  }
  return undefined;
}

/** Topics and sub-rules read, against those the contents page lists and the numbering implies (N.1 to the highest N.M read). */
function summary(entries: Topic[], listed: Set<number>): string {
  const subRules = entries.reduce((n, e) => n + e.subRules.length, 0);
  const numbered = entries.reduce((n, e) => n + Math.max(0, ...e.subRules.map((s) => Number(s.number.split('.')[1]))), 0);
  const read = new Set(entries.map((e) => e.number));
  const unread = [...listed].filter((n) => !read.has(n)).sort((a, b) => a - b);
  const contents =
    listed.size === 0
      ? 'the text has no contents page to count against'
      : `the contents page lists ${listed.size}${unread.length > 0 ? ` (not read: ${unread.join(', ')})` : ', all read'}`;
  return `read ${entries.length} topics (${contents}) and ${subRules} sub-rules (the numbering implies ${numbered}${numbered > subRules ? `, ${numbered - subRules} absent` : ''})`;
}

function blocksToMdast(blocks: Block[]): BlockContent[] {
  const out: BlockContent[] = [];
  let open: List | null = null;
  for (const b of blocks) {
    if (b.kind === 'paragraph') {
      out.push(paragraph([b.text]));
      open = null;
      continue;
    }
    const ordered = b.kind === 'lettered';
    const item = listItem([paragraph([b.text])]);
    if (b.kind === 'bullet2' && open && open.children.length > 0) {
      const parent = open.children.at(-1)!;
      const nested = parent.children.at(-1);
      if (nested?.type === 'list') nested.children.push(item);
      else parent.children.push(list([item]));
      continue;
    }
    if (!open || open.ordered !== ordered) {
      open = list([], ordered);
      out.push(open);
    }
    open.children.push(item);
  }
  return out;
}

function assemble(ctx: ReaderContext, topics: Map<number, Topic>, topicOrder: number[], introBlocks: Map<number, Block[]>, subRules: PendingSubRule[], interleaved: Set<number>): Topic[] {
  const byTopic = new Map<number, PendingSubRule[]>();
  for (const s of subRules) {
    if (!topics.has(s.topic)) {
      ctx.defects.add(ctx.file, s.line.line, 'skipped', `sub-rule ${s.number} has no topic heading ${s.topic} in the text; left out`);
      continue;
    }
    byTopic.set(s.topic, [...(byTopic.get(s.topic) ?? []), s]);
  }
  const entries: Topic[] = [];
  for (const number of topicOrder) {
    const entry = topics.get(number)!;
    entry.title = sentenceCase(entry.title, ctx.locale);
    const intro = introBlocks.get(number) ?? [];
    for (const b of intro)
      if (interleaved.has(b.lines[0].page)) ctx.defects.add(ctx.file, b.lines[0].line, 'structure', `"${b.text.slice(0, 50)}" is kept in the intro of topic ${number}, on a page whose columns interleave: uncertain`);
    entry.intro = blocksToMdast(intro);
    const own = byTopic.get(number) ?? [];
    const sorted = [...own].sort((a, b) => a.ordinal - b.ordinal);
    const moved = sorted.filter((s, i) => own[i] !== s);
    if (moved.length > 0)
      ctx.defects.add(ctx.file, moved[0].line.line, 'structure', `topic ${number}: ${moved.length} sub-rules stood out of number order (the columns interleave): ${moved.map((s) => `${s.number} (line ${s.line.line})`).join(', ')}; put back in number order`);
    const seen = new Set<number>();
    for (const s of sorted) {
      if (seen.has(s.ordinal)) {
        ctx.defects.add(ctx.file, s.line.line, 'skipped', `sub-rule ${s.number} appears twice; the second (here) is left out`);
        continue;
      }
      seen.add(s.ordinal);
      // Unnumbered blocks follow the sub-rule above them in the text; on a page whose columns interleave, that is uncertain.
      for (const b of s.blocks)
        if (moved.includes(s) || interleaved.has(b.lines[0].page))
          ctx.defects.add(ctx.file, b.lines[0].line, 'structure', `"${b.text.slice(0, 50)}" is kept under ${s.number}, the sub-rule above it in the text, on a page whose columns interleave: uncertain`);
      const content: PhrasingContent[] = [{ type: 'text', value: s.text }];
      const sub: RawSubRule = { number: s.number, line: s.line.line, content, children: blocksToMdast(s.blocks) };
      entry.subRules.push(sub);
    }
    let expected = 1;
    for (const s of entry.subRules) {
      const ordinal = Number(s.number.split('.')[1]);
      for (let missing = expected; missing < ordinal; missing++)
        ctx.defects.add(ctx.file, s.line, 'number-missing', `sub-rule ${number}.${missing} is absent from the text (before ${s.number}); left absent, not invented`);
      expected = ordinal + 1;
    }
    entries.push(entry);
  }
  return entries;
}

/**
 * Which lines are not rules: the cover and whatever precedes the first topic heading ("front matter"), and
 * the contents and changelog pages (from their heading to the page's end, or to the first topic heading
 * where the text has no page breaks). A topic heading counts only where the next sub-rule below it is its
 * own ("58 MOVEMENT" … "58.1"), which a line of the contents page never is.
 */
function frontMatter(lines: PdfLine[], labels: RulebookMatchers, subRuleTopics: Set<string | undefined>): { kinds: (string | undefined)[]; bodyPage: number } {
  const heading = (t: string) => {
    const m = TOPIC.exec(t.replace(/\t/g, ' '));
    return m && subRuleTopics.has(m[1]) && !TOC_LINE.test(t) && !/\s\d{1,3}$/.test(t) && topicTitle(m[2], labels) ? m[1] : null;
  };
  const headings = lines.map((l) => heading(l.text.trim()));
  const last = new Map<string, number>();
  headings.forEach((n, i) => n && last.set(n, i));
  // A topic's heading is its last: the contents page lists it above. The next sub-rule belongs to it, or to a
  // heading between them (two columns interleaved: "34 VICTORY POINTS", "32 CAPACITY", "34.1 …").
  const opensTopic = (i: number, number: string) => {
    if (last.get(number) !== i) return false;
    const between = new Set([number]);
    for (let j = i + 1; j < Math.min(lines.length, i + 400); j++) {
      const sub = SUB_RULE.exec(lines[j].text.trim());
      if (sub && sub[3] !== undefined) return between.has(sub[1]);
      const other = headings[j];
      if (other) between.add(other);
    }
    return false;
  };
  const kinds: (string | undefined)[] = [];
  let region: string | undefined = 'front matter';
  let page = -1;
  let body = false;
  let bodyPage = -1;
  const titled = new Set<number>();
  for (const [i, l] of lines.entries()) {
    const t = l.text.trim();
    if (l.page !== page) {
      page = l.page;
      // A contents page or a changelog may go on over several pages.
      region = body ? undefined : (region ?? 'front matter');
    }
    if (labels.isContents(t)) region = 'table of contents';
    else if (labels.isChangelog(t)) region = 'changelog';
    if (labels.isContents(t) || labels.isChangelog(t)) titled.add(l.page);
    else if (region) {
      const number = headings[i];
      if (number && opensTopic(i, number)) {
        region = undefined;
        if (!body) bodyPage = l.page;
        body = true;
      }
    }
    kinds.push(region);
  }
  // A page of its own whose first topic heading stands below rule text (the right column read first) is rules throughout.
  if (bodyPage !== lines[0]?.page && !titled.has(bodyPage)) lines.forEach((l, i) => l.page === bodyPage && (kinds[i] = undefined));
  return { kinds, bodyPage };
}

/**
 * Whether a text is a whole rulebook's PDF text, whichever tool made it: numbered sub-rules of several
 * topics, and pages (form feeds, which no other raw format has), or, where the tool kept no page breaks,
 * a contents or changelog heading (in any registered language) or page numbers counting up on lines of
 * their own.
 */
export function isPdfRulebookText(text: string): boolean {
  if ([...text.matchAll(/^\s*(\d{1,3})\.\d{1,3}\.?[ \t]/gm)].length < 2) return false;
  if ((text.match(/\f/g) ?? []).length >= 2) return true;
  const labels = anyRulebookMatchers();
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
  if (lines.some((l) => labels.isChangelog(l))) return true;
  // A contents page lists topics: a heading of that name above a single topic is a web page's menu.
  const listed = (i: number) => lines.slice(i + 1, i + 3).every((l) => /^\d{1,3}\s+\S/.test(l) && !/^\d+\.\d/.test(l));
  if (lines.some((l, i) => labels.isContents(l) && listed(i))) return true;
  const pageNumbers = lines.filter((l) => /^\d{1,3}$/.test(l)).map(Number);
  return pageNumbers.filter((n, i) => i > 0 && n === pageNumbers[i - 1] + 1).length >= 2;
}
