/** The short texts a reference popover shows: an entry's opening, or a sub-rule. */
import { toString } from 'mdast-util-to-string';
import type { Entry } from '../content/entry.ts';
import type { Glossary } from '../content/glossary.ts';
import type { Locale } from '../locale/locale.ts';
import { trimText } from '../content/render.ts';
import { formatRef, parseRef } from './ref.ts';

export interface Preview {
  /** The entry title, with the sub-rule number in front for a sub-rule: "45.5 유닛 생산". */
  title: string;
  /** Plain text, at most `maxLength` characters (an ellipsis marks a cut). */
  text: string;
}

/** data-ref ("movement", "movement#48.4") → preview. Plain JSON. */
export type Previews = Record<string, Preview>;

export const PREVIEW_LENGTH = 300;

/** Collapses white space and cuts at a word boundary near `max`, marking the cut with "…" (render.ts's rule). */
export function trimPreview(text: string, max = PREVIEW_LENGTH): string {
  return trimText(text, max);
}

function entryText(entry: Entry): string {
  const intro = entry.intro.map((b) => toString(b)).join('\n').trim();
  return intro !== '' ? intro : (entry.subRules[0]?.text ?? entry.notes[0]?.text ?? '');
}

/** The preview for one data-ref of the locale, or undefined when it names nothing there. */
export function previewFor(glossary: Glossary, locale: Locale, key: string, max = PREVIEW_LENGTH): Preview | undefined {
  const ref = parseRef(key);
  const entry = ref && glossary.get(locale, ref.id);
  if (!ref || !entry) return undefined;
  if (!ref.number) return { title: entry.title, text: trimPreview(entryText(entry), max) };
  const subRule = entry.subRules.find((s) => s.number === ref.number);
  return subRule ? { title: `${subRule.number} ${entry.title}`, text: trimPreview(subRule.text, max) } : undefined;
}

/**
 * Previews for a locale: every entry and sub-rule, or only the keys given (for instance the refs of one page,
 * see entryRefs). Keys are in number order; unknown keys are skipped.
 */
export function buildPreviews(glossary: Glossary, locale: Locale, only?: Iterable<string>, max = PREVIEW_LENGTH): Previews {
  const keys = only
    ? [...new Set(only)]
    : glossary.entries(locale).flatMap((e) => [e.id, ...e.subRules.map((s) => formatRef({ id: e.id, number: s.number }))]);
  const previews: Previews = {};
  for (const key of keys) {
    const preview = previewFor(glossary, locale, key, max);
    if (preview) previews[key] = preview;
  }
  return previews;
}
