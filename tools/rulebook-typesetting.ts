/**
 * Typesets rule text as a rulebook PDF: a cover, a "what's new" page, a table of contents with dot leaders, then
 * the topics in two columns with a running head, page numbers and words hyphenated at line ends, printed by
 * Chromium; and pdf.js's plain text of a PDF. The whole-rulebook PDF fixtures (tests/fixtures/raw/pdf-rulebook/
 * generate.ts) and the scale check (tools/pdf-scale-check.ts) are typeset by it.
 */
import type { BlockContent, Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser } from 'playwright-core';
import type { RawEntry } from '../src/lib/import/raw-entry.ts';
import type { Locale } from '../src/lib/locale/locale.ts';

export interface Book {
  locale: Locale;
  heading: string;
  related: string;
  whatsNew: string;
  contents: string;
  entries: RawEntry[];
  /** One face for the whole book, its running head and page numbers too (each font a PDF embeds adds to its size); without it, DejaVu Serif and the browser's defaults. */
  font?: string;
}

/** What the English rulebook says around its topics. */
export const ENGLISH_BOOK: Omit<Book, 'entries'> = {
  locale: 'en',
  heading: 'LIVING RULES REFERENCE',
  related: 'RELATED TOPICS',
  whatsNew: 'WHAT’S NEW IN THIS VERSION',
  contents: 'CONTENTS',
};

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const plain = (nodes: readonly unknown[]) => nodes.map((n) => toString(n as Nodes)).join('').replace(/\s+/g, ' ').trim();

/** Rule text as HTML; Chromium hyphenates it at line ends (CSS hyphens: auto), as a typeset rulebook does. */
function hyphenate(text: string): string {
  return escape(text);
}

function blocks(nodes: readonly BlockContent[], depth = 0): string {
  return nodes
    .map((node) => {
      if (node.type === 'list')
        return node.children
          .map((item, i) => {
            const [first, ...rest] = item.children;
            const mark = node.ordered ? String.fromCharCode(97 + i) : '•';
            return `<p class="item d${depth}"><span class="mark">${mark}</span>${hyphenate(plain(first ? [first] : []))}</p>${blocks(rest as BlockContent[], depth + 1)}`;
          })
          .join('');
      return `<p class="para">${hyphenate(plain([node]))}</p>`;
    })
    .join('');
}

function topicHtml(entry: RawEntry, book: Book): string {
  const out = [`<h2>${entry.number} ${escape(entry.title.toLocaleUpperCase(book.locale))}</h2>`, blocks(entry.intro)];
  for (const sub of entry.subRules) {
    const text = plain(sub.content);
    const sectionTitle = sub.content.length === 1 && sub.content[0].type === 'text' && sub.children.length === 0 && text.length < 40 && !/[.:]$/.test(text);
    if (sectionTitle) out.push(`<h3>${sub.number} ${escape(text.toLocaleUpperCase(book.locale))}</h3>`);
    else out.push(`<p class="sub"><span class="num">${sub.number}</span>${hyphenate(text)}</p>`, blocks(sub.children));
  }
  if (entry.related.length > 0) out.push(`<p class="related"><b>${book.related}:</b> ${escape(entry.related.map((r) => r.name).join(', '))}</p>`);
  return `<section>${out.join('\n')}</section>`;
}

export function bookHtml(book: Book): string {
  const toc = book.entries.map((e, i) => `<p class="toc"><span>${e.number} ${escape(e.title)}</span><span class="dots"></span><span>${4 + Math.floor(i / 2)}</span></p>`).join('\n');
  return `<!doctype html><html lang="${book.locale}"><head><meta charset="utf-8"><style>
  @page { size: A4; margin: 22mm 14mm 18mm; }
  body { font-family: ${book.font ?? "'DejaVu Serif', 'NanumMyeongjo', serif"}; font-size: 10.5pt; line-height: 1.3; }
  .cover { page-break-after: always; text-align: center; padding-top: 60mm; }
  .cover h1 { font-size: 28pt; } .page { page-break-after: always; }
  .toc { display: flex; margin: 2pt 0; } .toc .dots { flex: 1; border-bottom: 1.5pt dotted #000; margin: 0 4pt 4pt; }
  .columns { column-count: 2; column-gap: 9mm; hyphens: auto; }
  h2 { font-size: 13pt; margin: 10pt 0 4pt; break-after: avoid; } h3 { font-size: 10.5pt; margin: 6pt 0 2pt; break-after: avoid; }
  p { margin: 0 0 4pt; } :lang(ko) { word-break: keep-all; } .num { font-weight: bold; margin-right: 4pt; } .mark { font-weight: bold; margin-right: 6pt; }
  .item { margin-left: 8pt; } .item.d1 { margin-left: 20pt; }
  /* One Korean weight only: a Hangul font's bold doubles the PDF's size. */
  :lang(ko) h1, :lang(ko) h2, :lang(ko) h3, :lang(ko) b, :lang(ko) .num, :lang(ko) .mark { font-weight: normal; }
  </style></head><body>
  <div class="cover"><h1>TWILIGHT IMPERIUM®</h1><p>${book.heading}</p><p>v2.0 · © 2024 Fantasy Flight Games</p></div>
  <div class="page"><h2>${book.whatsNew}</h2><p>• ${book.entries[0].number}.1 ${escape(book.entries[0].title)}</p><p>• ${book.entries.at(-1)!.number} ${escape(book.entries.at(-1)!.title)}</p></div>
  <div class="page"><h2>${book.contents}</h2>${toc}</div>
  <div class="columns">${book.entries.map((e) => topicHtml(e, book)).join('\n')}</div>
  </body></html>`;
}

/** Typesets a book as the fixtures are: a two-column PDF with a running head and page numbers, written to `path`. */
export async function typesetPdf(browser: Browser, book: Book, path: string): Promise<void> {
  const page = await browser.newPage();
  const face = book.font ? `font-family:${book.font.replace(/"/g, "'")};` : '';
  try {
    await page.setContent(bookHtml(book));
    await page.pdf({
      path,
      format: 'A4',
      displayHeaderFooter: true,
      headerTemplate: `<div style="font-size:8pt;${face}width:100%;text-align:center">${book.heading}</div>`,
      footerTemplate: `<div style="font-size:8pt;${face}width:100%;text-align:center"><span class="pageNumber"></span></div>`,
    });
  } finally {
    await page.close();
  }
}

/** pdf.js's text of a PDF, its items joined with no page breaks (as a viewer's copy or a script gives it). */
export async function pdfjsPlainText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const doc = await task.promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    text += '\n';
  }
  await task.destroy();
  return text;
}
