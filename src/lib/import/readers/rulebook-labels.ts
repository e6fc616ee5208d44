/**
 * The words a printed rulebook sets around its rules (a related-topics label, the contents and changelog
 * headings), from each language's locale record (`rulebook`), so that the PDF readers hold no language's
 * words and a new language's PDF needs only its record. Matched in any case and spacing: small capitals
 * ("Related TopicS"), spaced headings ("<목 차>") and capitals ("СОДЕРЖАНИЕ") all match.
 */
import { LOCALES, localeRecord, type Locale, type RulebookLabels } from '../../locale/locale.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as a pattern: any spacing, an optional full stop after an abbreviation ("См. также"), either apostrophe. */
const pattern = (label: string) =>
  escape(label.trim())
    .replace(/\\\./g, '\\.?')
    .replace(/['’]/g, "['’]?")
    .replace(/\s+/g, '\\s*');

/** A heading as it is compared: no spaces, brackets or colon, lower case. */
const compact = (s: string) => s.replace(/[\s<>《》〈〉:：'’]+/g, '').toLocaleLowerCase();

export interface RulebookMatchers {
  capitalTitles: boolean;
  /**
   * Whether a text ends as a sentence (or a clause) does: with one of `marks` (". : ! ?", as the caller needs) or a
   * letter that ends a sentence in the language ("다"), then maybe one of `closing` (a quote or bracket).
   */
  endsWith(text: string, marks: string, closing?: string): boolean;
  /** The topic names after a related-topics label ("Related Topics: Movement, Nebula"), or null. */
  related(line: string): string | null;
  /** A contents page's heading ("CONTENTS", "<목 차>"). */
  isContents(line: string): boolean;
  /** A changelog page's heading ("WHAT’S NEW IN THIS VERSION", "이번 판의 변경 사항"). */
  isChangelog(line: string): boolean;
}

export function rulebookMatchers(labels: RulebookLabels): RulebookMatchers {
  const related = new RegExp(`^(?:${labels.related.map(pattern).join('|')})\\s*[:：]\\s*(.*)$`, 'iu');
  const contents = new Set(labels.contents.map(compact));
  const changelog = labels.changelog.map(compact);
  const letters = (labels.sentenceEnds ?? []).map(escape).join('|');
  const ends = new Map<string, RegExp>();
  return {
    capitalTitles: labels.capitalTitles,
    endsWith: (text, marks, closing = '') => {
      const key = `${marks}\u0000${closing}`;
      let re = ends.get(key);
      if (!re) ends.set(key, (re = new RegExp(`(?:[${escape(marks)}]${letters ? `|${letters}` : ''})${closing ? `[${escape(closing)}]?` : ''}$`, 'u')));
      return re.test(text.trim());
    },
    related: (line) => related.exec(line.trim())?.[1] ?? null,
    isContents: (line) => contents.has(compact(line)),
    isChangelog: (line) => {
      const c = compact(line);
      return line.trim().length < 60 && changelog.some((l) => c.startsWith(l) || c.endsWith(l));
    },
  };
}

export function rulebookMatchersOf(locale: Locale): RulebookMatchers {
  return rulebookMatchers(localeRecord(locale).rulebook);
}

/** The labels of every registered language at once, for telling a rulebook's text before its language is known. */
export function anyRulebookMatchers(): RulebookMatchers {
  const all = LOCALES.map((l) => localeRecord(l).rulebook);
  return rulebookMatchers({
    related: all.flatMap((r) => r.related),
    contents: all.flatMap((r) => r.contents),
    changelog: all.flatMap((r) => r.changelog),
    capitalTitles: true,
    sentenceEnds: all.flatMap((r) => r.sentenceEnds ?? []),
  });
}
