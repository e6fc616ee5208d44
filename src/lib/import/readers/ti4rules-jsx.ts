/**
 * Reader for the ti4rules site's rules data (React JSX, ti4rules/ti4rules.github.io): read with the
 * TypeScript compiler's JSX parser, never with patterns over the text.
 * `<RuleSection number title related>` is a topic; `<RuleText number>` a sub-rule; `<RuleText number
 * subheading>` a section-title sub-rule (its text, if any, follows the title); an unnumbered `<RuleText>`
 * is intro text (or a paragraph of the sub-rule above it); `<ul>`/`<ol>`/`<li>` are lists; `<b>`/`<i>`
 * keep their emphasis. Images (`<RuleImageBlock>`) are dropped and reported: the content format has none.
 */
import type { BlockContent, List, ListItem, PhrasingContent } from 'mdast';
import ts from 'typescript';
import { titleVariants } from '../normalise-text.ts';
import { ImportError, newRawEntry, type RawEntry, type ReaderContext, type Reader } from '../raw-entry.ts';

type JsxNode = ts.JsxElement | ts.JsxSelfClosingElement;

function tagName(node: JsxNode): string {
  return (ts.isJsxElement(node) ? node.openingElement.tagName : node.tagName).getText();
}

function attributesOf(node: JsxNode): ts.JsxAttributes {
  return ts.isJsxElement(node) ? node.openingElement.attributes : node.attributes;
}

/** A string attribute (`number='58.2'`, `title="…"`, `number={'58'}`), or undefined. */
function stringAttribute(node: JsxNode, name: string): string | undefined {
  for (const attr of attributesOf(node).properties) {
    if (!ts.isJsxAttribute(attr) || attr.name.getText() !== name || !attr.initializer) continue;
    const init = attr.initializer;
    if (ts.isStringLiteral(init)) return init.text;
    if (ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)) return init.expression.text;
  }
  return undefined;
}

/** An array-of-strings attribute (`related={['A', 'B']}`). */
function stringListAttribute(node: JsxNode, name: string): { value: string; node: ts.Node }[] {
  for (const attr of attributesOf(node).properties) {
    if (!ts.isJsxAttribute(attr) || attr.name.getText() !== name || !attr.initializer) continue;
    const expr = ts.isJsxExpression(attr.initializer) ? attr.initializer.expression : undefined;
    if (expr && ts.isArrayLiteralExpression(expr))
      return expr.elements.filter(ts.isStringLiteralLike).map((e) => ({ value: e.text, node: e }));
  }
  return [];
}

function childrenOf(node: JsxNode): readonly ts.JsxChild[] {
  return ts.isJsxElement(node) ? node.children : [];
}

/** JSX text as React renders it: lines trimmed, blank lines gone, line breaks become one space. */
function jsxText(raw: string): string {
  return raw.replace(/\s+/g, ' ');
}

export const readTi4rulesJsx: Reader = (text, ctx) => {
  const source = ts.createSourceFile(ctx.file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JSX);
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const parseErrors = (source as unknown as { parseDiagnostics?: ts.Diagnostic[] }).parseDiagnostics ?? [];
  if (parseErrors.length > 0) {
    const first = parseErrors[0];
    const line = source.getLineAndCharacterOfPosition(first.start ?? 0).line + 1;
    throw new ImportError(ctx.file, line, `not valid JSX: ${ts.flattenDiagnosticMessageText(first.messageText, ' ')}`);
  }
  const entries: RawEntry[] = [];

  /** Inline content of an element: text, emphasis; anything else is kept as its text and reported. */
  const inline = (children: readonly ts.JsxChild[]): { phrasing: PhrasingContent[]; blocks: { node: JsxNode }[] } => {
    const phrasing: PhrasingContent[] = [];
    const blocks: { node: JsxNode }[] = [];
    for (const child of children) {
      if (ts.isJsxText(child)) {
        if (child.text.trim() !== '' || (phrasing.length > 0 && !/\n/.test(child.text))) phrasing.push({ type: 'text', value: jsxText(child.text) });
      } else if (ts.isJsxExpression(child)) {
        if (child.expression && ts.isStringLiteralLike(child.expression)) phrasing.push({ type: 'text', value: child.expression.text });
        else if (child.expression) ctx.defects.add(ctx.file, lineOf(child), 'noise', `the expression {${child.expression.getText(source)}} is not text; dropped`);
      } else if (ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child)) {
        const tag = tagName(child);
        if (tag === 'b' || tag === 'strong') phrasing.push({ type: 'strong', children: inline(childrenOf(child)).phrasing });
        else if (tag === 'i' || tag === 'em') phrasing.push({ type: 'emphasis', children: inline(childrenOf(child)).phrasing });
        else if (tag === 'br') phrasing.push({ type: 'break' });
        else blocks.push({ node: child });
      }
    }
    return { phrasing: tidy(phrasing), blocks };
  };

  /** Merges adjacent texts and trims the ends, as a browser shows them. */
  const tidy = (nodes: PhrasingContent[]): PhrasingContent[] => {
    const out: PhrasingContent[] = [];
    for (const n of nodes) {
      const last = out.at(-1);
      if (n.type === 'text' && last?.type === 'text') last.value = (last.value + n.value).replace(/ {2,}/g, ' ');
      else out.push(n.type === 'text' ? { ...n } : n);
    }
    const first = out[0];
    if (first?.type === 'text') first.value = first.value.trimStart();
    const end = out.at(-1);
    if (end?.type === 'text') end.value = end.value.trimEnd();
    return out.filter((n) => n.type !== 'text' || n.value !== '');
  };

  /** Block content of a RuleText or li: paragraphs, lists; images dropped and reported. */
  const blocksOf = (children: readonly ts.JsxChild[], where: string): BlockContent[] => {
    const out: BlockContent[] = [];
    let run: ts.JsxChild[] = [];
    const flush = () => {
      const { phrasing } = inline(run);
      if (phrasing.length > 0) out.push({ type: 'paragraph', children: phrasing });
      run = [];
    };
    for (const child of children) {
      if ((ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child)) && !['b', 'strong', 'i', 'em', 'br'].includes(tagName(child))) {
        flush();
        const tag = tagName(child);
        if (tag === 'ul' || tag === 'ol') out.push(listOf(child, tag === 'ol', where));
        else if (tag === 'RuleImageBlock') {
          const labels = stringListOfImages(child);
          ctx.defects.add(ctx.file, lineOf(child), 'noise', `${where}: image block${labels ? ` (${labels})` : ''} dropped: the content format has no images`);
        } else {
          ctx.defects.add(ctx.file, lineOf(child), 'structure', `${where}: <${tag}> is not a known element; kept as its text`);
          out.push(...blocksOf(childrenOf(child), where));
        }
      } else run.push(child);
    }
    flush();
    return out;
  };

  const stringListOfImages = (node: JsxNode): string => {
    const labels: string[] = [];
    const visit = (n: ts.Node) => {
      if (ts.isPropertyAssignment(n) && n.name.getText(source) === 'label' && ts.isStringLiteralLike(n.initializer)) labels.push(n.initializer.text);
      ts.forEachChild(n, visit);
    };
    visit(node);
    return labels.join(', ');
  };

  const listOf = (node: JsxNode, ordered: boolean, where: string): List => {
    const items: ListItem[] = [];
    for (const child of childrenOf(node)) {
      if (ts.isJsxText(child) && child.text.trim() === '') continue;
      if ((ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child)) && tagName(child) === 'li') {
        items.push({ type: 'listItem', spread: false, children: blocksOf(childrenOf(child), where) });
      } else if ((ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child)) && ['ul', 'ol'].includes(tagName(child)) && items.length > 0) {
        // A list straight inside a list: the browser shows it under the item above, and so does the content.
        items.at(-1)!.children.push(listOf(child, tagName(child) === 'ol', where));
        ctx.defects.add(ctx.file, lineOf(child), 'structure', `${where}: a <${tagName(child)}> straight inside a list; nested under the item above it`);
      } else ctx.defects.add(ctx.file, lineOf(child), 'structure', `${where}: only <li> belongs in a list; "${child.getText(source).slice(0, 40)}" dropped`);
    }
    return { type: 'list', ordered, start: ordered ? 1 : undefined, spread: false, children: items };
  };

  const readSection = (node: JsxNode) => {
    const line = lineOf(node);
    const numberText = stringAttribute(node, 'number');
    const title = stringAttribute(node, 'title');
    if (!numberText || !/^\d+$/.test(numberText) || !title) {
      ctx.defects.add(ctx.file, line, 'structure', `a RuleSection without a whole number and a title (number ${numberText ?? 'none'}, title ${title ?? 'none'}); skipped`);
      return;
    }
    const number = Number(numberText);
    const id = idForTitle(title, line, ctx);
    if (!id) return;
    const entry: RawEntry = { ...newRawEntry(ctx, number, title, line), id };
    const seen = new Set<string>();
    for (const r of stringListAttribute(node, 'related')) {
      if (seen.has(r.value)) {
        ctx.defects.add(ctx.file, lineOf(r.node), 'structure', `${number} ${title}: related topic "${r.value}" is listed twice; kept once`);
        continue;
      }
      seen.add(r.value);
      entry.related.push({ name: r.value, line: lineOf(r.node) });
    }
    for (const child of childrenOf(node)) {
      if (ts.isJsxText(child) && child.text.trim() === '') continue;
      if (!(ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child)) || tagName(child) !== 'RuleText') {
        ctx.defects.add(ctx.file, lineOf(child), 'structure', `${number} ${title}: "${child.getText(source).slice(0, 40)}" is not a RuleText; dropped`);
        continue;
      }
      const sub = stringAttribute(child, 'number');
      const subheading = stringAttribute(child, 'subheading');
      const where = `${number} ${title}${sub ? ` ${sub}` : ''}`;
      const blocks = blocksOf(childrenOf(child), where);
      if (!sub) {
        if (subheading) ctx.defects.add(ctx.file, lineOf(child), 'structure', `${where}: subheading "${subheading}" without a number; kept as a paragraph`);
        const own: BlockContent[] = subheading ? [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: subheading }] }] }, ...blocks] : blocks;
        const last = entry.subRules.at(-1);
        if (last) last.children.push(...own);
        else entry.intro.push(...own);
        continue;
      }
      if (!new RegExp(`^${number}\\.\\d+$`).test(sub)) {
        ctx.defects.add(ctx.file, lineOf(child), 'structure', `${where}: the number "${sub}" does not belong to topic ${number}; kept as a paragraph of the sub-rule above`);
        (entry.subRules.at(-1)?.children ?? entry.intro).push(...blocks);
        continue;
      }
      const first = blocks[0]?.type === 'paragraph' ? blocks.shift()! : null;
      const opening = first?.type === 'paragraph' ? first.children : [];
      const content: PhrasingContent[] = subheading
        ? opening.length > 0
          ? [{ type: 'strong', children: [{ type: 'text', value: subheading }] }, { type: 'text', value: ' ' }, ...opening]
          : [{ type: 'text', value: subheading }]
        : opening;
      if (content.length === 0) ctx.defects.add(ctx.file, lineOf(child), 'structure', `${where}: the sub-rule has no text of its own`);
      entry.subRules.push({ number: sub, line: lineOf(child), content, children: blocks });
    }
    entries.push(entry);
  };

  const visit = (node: ts.Node) => {
    if ((ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) && tagName(node) === 'RuleSection') {
      readSection(node);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return entries;
};

/** The topic id of an English title, allowing for a hyphen for the index's en dash and a "(Unit Ability)" tail; reported when not exact. */
function idForTitle(title: string, line: number, ctx: ReaderContext): string | undefined {
  const exact = ctx.idForEnglishTitle(title);
  if (exact) return exact;
  for (const variant of titleVariants(title).slice(1)) {
    const id = ctx.idForEnglishTitle(variant);
    if (id) {
      ctx.defects.add(ctx.file, line, 'title', `"${title}" is not a title of lrr-topics.tsv; read as "${variant}" (${id})`);
      return id;
    }
  }
  ctx.defects.add(ctx.file, line, 'title', `"${title}" matches no title of lrr-topics.tsv; the topic is skipped`);
  return undefined;
}
