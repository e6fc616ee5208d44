/**
 * Reads a PDF with pdf.js (pdfjs-dist): every page's text items with their position, size and font, which
 * src/lib/import/pdf-layout.ts puts in reading order as the text the rulebook reader reads. Text drawn at
 * an angle (a diagram's labels) is left out.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { pdfLayoutText, type PdfPage } from '../lib/import/pdf-layout.ts';

/** Whether a file's bytes are a PDF. */
export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

const pdfjsDir = dirname(fileURLToPath(import.meta.resolve('pdfjs-dist/package.json')));

export async function readPdfPages(bytes: Uint8Array): Promise<PdfPage[]> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    // The font's name tells bold and small capitals apart.
    fontExtraProperties: true,
    // Character maps and the standard fonts, for PDFs (often Korean ones) whose fonts are not embedded.
    cMapUrl: `${join(pdfjsDir, 'cmaps')}/`,
    cMapPacked: true,
    standardFontDataUrl: `${join(pdfjsDir, 'standard_fonts')}/`,
  });
  const doc = await task.promise;
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      // Loads the page's fonts, so that their names are known.
      await page.getOperatorList();
      const content = await page.getTextContent();
      const fontName = (id: string): string => {
        try {
          return (page.commonObjs.get(id) as { name?: string } | null)?.name ?? '';
        } catch {
          return '';
        }
      };
      const items = content.items
        .filter((i): i is TextItem => 'str' in i && i.str !== '')
        .filter((i) => Math.abs(i.transform[1]) < 0.01 && Math.abs(i.transform[2]) < 0.01 && i.transform[0] > 0)
        .map((i) => {
          const font = fontName(i.fontName);
          return {
            text: i.str,
            x: i.transform[4],
            y: i.transform[5],
            width: i.width,
            size: Math.hypot(i.transform[2], i.transform[3]) || i.height,
            bold: /bold|black|heavy|semibold|demi/i.test(font),
            smallCaps: /smallcaps|[-_ ]sc\b|caps$/i.test(font),
          };
        });
      pages.push({ width, height, items });
      page.cleanup();
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** A PDF's text in reading order, pages separated by form feeds. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return pdfLayoutText(await readPdfPages(bytes));
}
