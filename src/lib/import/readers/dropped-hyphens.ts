/**
 * Hyphens a tool dropped: plain pdftotext joins a line ending in a hyphen with the next one ("faction-" /
 * "specific components…" become one line, half as long again as its page's lines) and drops the hyphen,
 * whether it broke a word ("resolv-ing") or stood in a compound ("faction-specific"). On such a joined line,
 * a word that the text writes elsewhere with a hyphen at least as often as it writes it without
 * ("factionspecific" once, "faction-specific" four times) is that compound: its hyphen goes back. The text's
 * own spelling decides, so a word it writes whole as often is left whole; and a word on a line of the
 * usual length is left as the text has it (a rulebook may spell a word both ways).
 */
import type { PdfLine } from './pdf-columns.ts';

export interface RestoredHyphen {
  line: number;
  /** The word as the text has it, and as written with its hyphens. */
  from: string;
  to: string;
}

const WORD = /\p{L}+(?:[-\u2010]\p{L}+)*/gu;

export function restoreDroppedHyphens(lines: PdfLine[], locale: string): { lines: PdfLine[]; restored: RestoredHyphen[] } {
  const counts = new Map<string, number>();
  /** The compound the text writes most often, by the word its letters make without hyphens. */
  const compounds = new Map<string, { form: string; count: number }>();
  for (const l of lines)
    for (const [w] of l.text.matchAll(WORD)) {
      const lower = w.toLocaleLowerCase(locale);
      counts.set(lower, (counts.get(lower) ?? 0) + 1);
    }
  for (const [w, n] of counts) {
    if (!/[-\u2010]/.test(w)) continue;
    const joined = w.replace(/[-\u2010]/g, '');
    const known = compounds.get(joined);
    if (!known || known.count < n) compounds.set(joined, { form: w, count: n });
  }
  // A joined line: half as long again as the middle length of its page's lines.
  const lengths = new Map<number, number[]>();
  for (const l of lines) if (l.text.trim() !== '') lengths.set(l.page, [...(lengths.get(l.page) ?? []), l.text.trim().length]);
  const usual = new Map([...lengths].map(([page, ls]) => [page, ls.length >= 5 ? [...ls].sort((a, b) => a - b)[Math.floor(ls.length / 2)] : Infinity]));
  const restored: RestoredHyphen[] = [];
  const out = lines.map((l) => {
    if (l.text.trim().length < 1.5 * (usual.get(l.page) ?? Infinity)) return l;
    const text = l.text.replace(WORD, (w) => {
      const lower = w.toLocaleLowerCase(locale);
      const compound = compounds.get(lower);
      if (!compound || compound.count < (counts.get(lower) ?? 0)) return w;
      // The hyphens go where the compound has them, the word keeping its own letters (and their case).
      let at = 0;
      let to = '';
      for (const part of compound.form.split(/([-\u2010])/)) {
        if (/^[-\u2010]$/.test(part)) to += part;
        else {
          to += w.slice(at, at + part.length);
          at += part.length;
        }
      }
      restored.push({ line: l.line, from: w, to });
      return to;
    });
    return text === l.text ? l : { ...l, text };
  });
  return { lines: out, restored };
}
