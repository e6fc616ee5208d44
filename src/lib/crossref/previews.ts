/** The short texts a reference popover shows: an entry's opening, or a sub-rule. */
import { toString } from 'mdast-util-to-string';
import type { Entry } from '../content/entry.ts';
import type { Glossary } from '../content/glossary.ts';
import type { Locale } from '../locale/locale.ts';
import { trimText } from '../content/render.ts';
import { parseRef } from './ref.ts';

export interface Preview {
  /** The entry title, with the sub-rule number in front for a sub-rule: "45.5 유닛 생산". */
  title: string;
  /** Plain text, at most PREVIEW_LENGTH characters (an ellipsis marks a cut). */
  text: string;
}

/** data-ref ("movement", "movement#48.4") → preview. Plain JSON. */
export type Previews = Record<string, Preview>;

const PREVIEW_LENGTH = 300;

function entryText(entry: Entry): string {
  const intro = entry.intro.map((b) => toString(b)).join('\n').trim();
  return intro !== '' ? intro : (entry.subRules[0]?.text ?? entry.notes[0]?.text ?? '');
}

/** The preview for one data-ref of the locale, or undefined when it names nothing there. */
export function previewFor(glossary: Glossary, locale: Locale, key: string): Preview | undefined {
  const ref = parseRef(key);
  const entry = ref && glossary.get(locale, ref.id);
  if (!ref || !entry) return undefined;
  if (!ref.number) return { title: entry.title, text: trimText(entryText(entry), PREVIEW_LENGTH) };
  const subRule = entry.subRules.find((s) => s.number === ref.number);
  return subRule ? { title: `${subRule.number} ${entry.title}`, text: trimText(subRule.text, PREVIEW_LENGTH) } : undefined;
}

/** Previews of the keys given (for instance the refs of one page, see entryRefs), in their order; unknown keys are skipped. */
export function buildPreviews(glossary: Glossary, locale: Locale, keys: Iterable<string>): Previews {
  const previews: Previews = {};
  for (const key of new Set(keys)) {
    const preview = previewFor(glossary, locale, key);
    if (preview) previews[key] = preview;
  }
  return previews;
}
