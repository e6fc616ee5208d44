/**
 * The rows of a comparison page (/compare/{id}/): one topic's entries in every locale, matched
 * unit by unit. Rule numbers differ between locales (ru 49.4 = en 23.4), so rows are joined by
 * what the locales share: the intro, the sub-rules' alignment keys, the note numbers.
 */
import type { BlockContent } from 'mdast';
import type { Entry, Note, SubRule } from '../content/entry.ts';
import type { Glossary } from '../content/glossary.ts';
import { LOCALES, type Locale } from '../locale/locale.ts';
import type { Topic } from '../content/topics.ts';

/** One value per locale; null where that locale has no such unit. */
export type Cells<T> = Record<Locale, T | null>;

interface RowBase<Kind extends string, T> {
  kind: Kind;
  /** Stable row id, the anchor of /compare/{id}/#<key>: "intro", "s4", "n2". */
  key: string;
  cells: Cells<T>;
}

/** The text before the first sub-rule. A locale's cell is null when its entry is missing or has no intro. */
export type IntroRow = RowBase<'intro', BlockContent[]>;

export interface SubRuleRow extends RowBase<'sub-rule', SubRule> {
  /** The SubRule.alignKey every cell of the row shares. */
  alignKey: string;
}

export interface NoteRow extends RowBase<'note', Note> {
  number: number;
}

export type AlignmentRow = IntroRow | SubRuleRow | NoteRow;

export interface Alignment {
  id: string;
  /** The topic in the LRR index (number and English title), when the index has it. */
  topic: Topic | undefined;
  /** Each locale's entry of the topic; null where the locale has none. */
  entries: Cells<Entry>;
  /** The intro row (when any locale has an intro), then sub-rules in key order, then notes by number. */
  rows: AlignmentRow[];
}

export const INTRO_ROW_KEY = 'intro';

/**
 * The row key of a sub-rule with this alignment key: "s" + the key ("4" gives "s4").
 * Characters that do not belong in a URL fragment or an HTML id become "-".
 */
export function subRuleRowKey(alignKey: string): string {
  return `s${alignKey.trim().replace(/[^\p{L}\p{N}._-]+/gu, '-')}`;
}

/** The row key of a note: "n" + its number ("n2"). */
export function noteRowKey(number: number): string {
  return `n${number}`;
}

/** Alignment keys in reading order: numbers numerically ("9" < "10"), "3a" between "3" and "4". */
const keyOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function compareAlignKeys(a: string, b: string): number {
  return keyOrder.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

function emptyCells<T>(): Cells<T> {
  return Object.fromEntries(LOCALES.map((l) => [l, null])) as Cells<T>;
}

/** The locales whose cell in the row is empty, in LOCALES order. */
export function missingLocales(row: AlignmentRow): Locale[] {
  return LOCALES.filter((l) => row.cells[l] === null);
}

/**
 * Aligns one topic across locales. Sub-rules join by SubRule.alignKey (the sub-number unless the
 * entry's frontmatter `align` overrides it), notes by number. Throws when no locale has the topic,
 * or when two sub-rules (or notes) of one entry would share a row, which could hold only one of them.
 */
export function alignTopic(glossary: Glossary, id: string): Alignment {
  const entries = emptyCells<Entry>();
  for (const locale of LOCALES) entries[locale] = glossary.get(locale, id) ?? null;
  const present = LOCALES.filter((l) => entries[l] !== null);
  if (present.length === 0) throw new Error(`topic "${id}" has no entry in any locale`);

  const rows: AlignmentRow[] = [];

  const intro = emptyCells<BlockContent[]>();
  for (const locale of present) {
    const blocks = entries[locale]!.intro;
    intro[locale] = blocks.length > 0 ? blocks : null;
  }
  if (LOCALES.some((l) => intro[l] !== null)) rows.push({ kind: 'intro', key: INTRO_ROW_KEY, cells: intro });

  const subRows = new Map<string, SubRuleRow>();
  const keyOwners = new Map<string, string>();
  for (const locale of present) {
    const entry = entries[locale]!;
    for (const subRule of entry.subRules) {
      let row = subRows.get(subRule.alignKey);
      if (!row) {
        const key = subRuleRowKey(subRule.alignKey);
        const owner = keyOwners.get(key);
        if (owner !== undefined)
          throw new Error(`${entry.file}:${subRule.line}: alignment keys "${owner}" and "${subRule.alignKey}" give the same row anchor "${key}"`);
        keyOwners.set(key, subRule.alignKey);
        row = { kind: 'sub-rule', key, alignKey: subRule.alignKey, cells: emptyCells<SubRule>() };
        subRows.set(subRule.alignKey, row);
      }
      const taken = row.cells[locale];
      if (taken)
        throw new Error(
          `${entry.file}:${subRule.line}: sub-rules ${taken.number} and ${subRule.number} share the alignment key "${subRule.alignKey}"`,
        );
      row.cells[locale] = subRule;
    }
  }
  rows.push(...[...subRows.values()].sort((a, b) => compareAlignKeys(a.alignKey, b.alignKey)));

  const noteRows = new Map<number, NoteRow>();
  for (const locale of present) {
    const entry = entries[locale]!;
    for (const note of entry.notes) {
      let row = noteRows.get(note.number);
      if (!row) {
        row = { kind: 'note', key: noteRowKey(note.number), number: note.number, cells: emptyCells<Note>() };
        noteRows.set(note.number, row);
      }
      if (row.cells[locale]) throw new Error(`${entry.file}:${note.line}: a second note ${note.number}`);
      row.cells[locale] = note;
    }
  }
  rows.push(...[...noteRows.values()].sort((a, b) => a.number - b.number));

  return { id, topic: glossary.topics.get(id), entries, rows };
}
