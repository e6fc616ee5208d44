/** The glossary across locales: look-ups by id and number, names, alignment and coverage. */
import { compareByNumber, type Entry, type SubRule } from './entry.ts';
import { collatorFor, LOCALES, type Locale } from '../locale/locale.ts';
import type { TopicIndex } from './topics.ts';
import { RulingBook } from '../rulings/ruling-book.ts';

export interface NumberHit {
  entry: Entry;
  subRule?: SubRule;
}

/** Parses a rule number as people type it: "49", "49.4", "49.4." */
export function parseRuleNumber(text: string): { entry: number; sub?: number } | null {
  const match = /^(\d+)(?:\.(\d+))?\.?$/.exec(text.trim());
  if (!match) return null;
  return { entry: Number(match[1]), sub: match[2] === undefined ? undefined : Number(match[2]) };
}

export class Glossary {
  readonly topics: TopicIndex;
  /** The rulings pages (faction abilities, cards) beside the topics. */
  readonly rulings: RulingBook;
  private readonly byLocale = new Map<Locale, Entry[]>();
  private readonly byId = new Map<string, Entry>();
  private readonly byNumberKey = new Map<string, Entry>();
  private readonly localNames = new Map<string, string>();

  constructor(entries: Entry[], topics: TopicIndex, rulings: RulingBook = new RulingBook()) {
    this.topics = topics;
    this.rulings = rulings;
    for (const locale of LOCALES) this.byLocale.set(locale, []);
    for (const entry of entries) {
      this.byLocale.get(entry.locale)!.push(entry);
      this.byId.set(`${entry.locale}/${entry.id}`, entry);
      if (entry.number !== null) this.byNumberKey.set(`${entry.locale}/${entry.number}`, entry);
    }
    for (const list of this.byLocale.values()) list.sort(compareByNumber);
    for (const entry of entries) {
      for (const rel of entry.related) {
        if (!rel.id) continue;
        const key = `${entry.locale}/${rel.id}`;
        if (!this.localNames.has(key)) this.localNames.set(key, rel.title);
      }
    }
  }

  /** The locale's entries in number order. */
  entries(locale: Locale): readonly Entry[] {
    return this.byLocale.get(locale) ?? [];
  }

  /** The locale's entries in its alphabetical order. */
  alphabetical(locale: Locale): Entry[] {
    const collator = collatorFor(locale);
    return [...this.entries(locale)].sort((a, b) => collator.compare(a.title, b.title));
  }

  all(): Entry[] {
    return LOCALES.flatMap((l) => this.entries(l));
  }

  get(locale: Locale, id: string): Entry | undefined {
    return this.byId.get(`${locale}/${id}`);
  }

  /** Finds an entry ("49") or a sub-rule ("49.4") by the locale's own numbering. */
  byNumber(locale: Locale, number: string): NumberHit | undefined {
    const parsed = parseRuleNumber(number);
    if (!parsed) return undefined;
    const entry = this.byNumberKey.get(`${locale}/${parsed.entry}`);
    if (!entry) return undefined;
    if (parsed.sub === undefined) return { entry };
    const subRule = entry.subRules.find((s) => s.ordinal === parsed.sub);
    return subRule ? { entry, subRule } : undefined;
  }

  /** The locales that have an entry for the topic. */
  localesOf(id: string): Locale[] {
    return LOCALES.filter((l) => this.byId.has(`${l}/${id}`));
  }

  /** Topic ids that exist in at least one locale, in the order of the LRR index. */
  presentTopicIds(): string[] {
    return this.topics.topics.map((t) => t.id).filter((id) => this.localesOf(id).length > 0);
  }

  /** The topic's name in a locale: its entry's title, else the name the locale's related topics use, if any. */
  nameIn(locale: Locale, id: string): string | undefined {
    return this.get(locale, id)?.title ?? this.localNames.get(`${locale}/${id}`);
  }

  /** The sub-rule of another locale's entry that aligns with this one. */
  counterpart(entry: Entry, subRule: SubRule, locale: Locale): SubRule | undefined {
    return this.get(locale, entry.id)?.subRules.find((s) => s.alignKey === subRule.alignKey);
  }
}
