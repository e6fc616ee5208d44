/** Guesses the locale and format of a raw file a user adds with `npm run import -- <file>`. */
import type { Locale } from '../locale/locale.ts';
import type { Format } from './manifest.ts';
import { isPdfRulebookText } from './readers/pdf-rulebook.ts';

export function detectLocale(text: string): Locale {
  const hangul = (text.match(/[\uac00-\ud7af]/g) ?? []).length;
  const cyrillic = (text.match(/[\u0400-\u04ff]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  if (hangul >= cyrillic && hangul > latin / 4) return 'ko';
  if (cyrillic > latin / 4) return 'ru';
  return 'en';
}

export function detectFormat(text: string): Format | null {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const nonEmpty = lines.filter((l) => l !== '');
  if (/<RuleSection\b/.test(text)) return 'ti4rules-jsx';
  if (isPdfRulebookText(text)) return 'pdf-rulebook';
  if (/^---\s*$/.test(nonEmpty[0] ?? '') && /^title:/m.test(text) && /^##\s+Rules Reference/im.test(text)) return 'wiki-markdown';
  if (/^rules reference$/i.test(nonEmpty[0] ?? '') && nonEmpty.some((l) => /^-\s/.test(l))) return 'pdf-list';
  if (/^\d+\s+\S/.test(nonEmpty[0] ?? '') && /^---$/.test(nonEmpty[1] ?? '') && /^[*-]\s+\d+\.\d+/m.test(text)) return 'gitbook-markdown';
  if (/^\d+\s+\S/.test(nonEmpty[0] ?? '') && lines.some((l) => /^\d+\.\d+\.?\s/.test(l))) {
    // A page scrape often repeats its title ("49 Title", "49 TITLE"): a glossary has headings of several entries.
    const headings = nonEmpty.filter((l) => /^\d{1,3}\s+\S.{0,40}$/.test(l) && !/[.:]$/.test(l));
    const entryNumbers = new Set(headings.map((l) => l.split(/\s/)[0]));
    return entryNumbers.size > 1 ? 'pdf-glossary' : 'gitbook-text';
  }
  if (nonEmpty.some((l) => /^\d{1,3}\s+\S/.test(l)) && nonEmpty.some((l) => /^\d+\.\d+\s/.test(l))) return 'pdf-glossary';
  return null;
}
