/** The names that in-text references of a locale may use, each joined to the topic it names. */
import type { Glossary } from '../content/glossary.ts';
import type { Locale } from '../locale/locale.ts';
import { splitQualifier } from './qualifier.ts';

export interface Term {
  /** The name as it is written: "유닛 생산", "우주포". */
  text: string;
  /** The topic it names. */
  id: string;
  /**
   * 'word': links as a whole word (or a quoted one).
   * 'quoted': the bare form of a qualified title ("전쟁" of "전쟁 (전략 카드)"); it is ambiguous in running
   * text ("전쟁 태양" is the War Sun), so it links only when quoted ('전쟁'), or in Korean when particles
   * close it ("이동값을").
   */
  mode: 'word' | 'quoted';
}

/** Names shorter than this are never linked (a lone letter is no evidence of a reference). */
const MIN_LENGTH = 2;

/**
 * Every entry title and alias of the locale, and every related-topic name that the locale's entries use for a
 * topic that has an entry in this locale. A qualified title gives its full form ('word') and its bare form
 * ('quoted'); a name is also 'quoted' when it is the bare form of the target's qualified title. A name that two
 * topics share is dropped (ambiguous); a name that two sources give different modes keeps the stricter one.
 * Sorted longest first, then by text.
 */
export function collectTerms(glossary: Glossary, locale: Locale): Term[] {
  const byKey = new Map<string, Term>();
  const conflicts = new Set<string>();
  const add = (text: string, id: string, mode: Term['mode']) => {
    const name = text.trim().replace(/\s+/gu, ' ');
    if ([...name].length < MIN_LENGTH) return;
    const key = name.toLocaleLowerCase(locale);
    if (conflicts.has(key)) return;
    const known = byKey.get(key);
    if (!known) byKey.set(key, { text: name, id, mode });
    else if (known.id !== id) {
      byKey.delete(key);
      conflicts.add(key);
    } else if (mode === 'quoted') known.mode = 'quoted';
  };
  const addName = (name: string, id: string) => {
    const { bare, qualifier } = splitQualifier(name);
    const title = glossary.get(locale, id)?.title;
    const titleQualified = title !== undefined && splitQualifier(title).qualifier !== null;
    if (qualifier !== null) {
      add(name, id, 'word');
      add(bare, id, 'quoted');
    } else add(bare, id, titleQualified ? 'quoted' : 'word');
  };
  for (const entry of glossary.entries(locale)) {
    addName(entry.title, entry.id);
    for (const alias of entry.aliases) addName(alias, entry.id);
  }
  for (const entry of glossary.entries(locale)) {
    for (const rel of entry.related) {
      if (rel.id && glossary.get(locale, rel.id)) addName(rel.title, rel.id);
    }
  }
  return [...byKey.values()].sort((a, b) => b.text.length - a.text.length || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
}
