/**
 * The languages the reference is published in: one record per language holds every fact the code needs about
 * it, and every place that differs by language reads the record. The shipped languages' records are in
 * locale-records.ts beside this file; a content folder may add more in its own locales.json, which
 * src/pipeline/content-loader.ts checks (locale-schema.ts) and registers, so that a language can be added without
 * editing code (docs/adding-a-language.md). The browser scripts take the records as already checked.
 */
import { SHIPPED_LOCALES } from './locale-records.ts';

/** A language code as it names content folders, URLs and <html lang> ("ru", "en", "ko", "de"). */
export type Locale = string;

/** How search and cross-references find the stem of a word; implementations: src/lib/search/stemmers.ts. */
export const STEMMERS = ['snowball-russian', 'english-light', 'korean-particles', 'none'] as const;
export type StemmerName = (typeof STEMMERS)[number];

/** The writing system a language's words are in: search tells languages apart by it (src/lib/search/text.ts). */
export const SCRIPTS = ['cyrillic', 'latin', 'hangul', 'other'] as const;
export type Script = (typeof SCRIPTS)[number];

/** What may follow a title and still leave it a whole word; implementations: src/lib/crossref/boundaries.ts. */
export const PARTICLE_RULES = ['korean', 'none'] as const;
export type ParticleRule = (typeof PARTICLE_RULES)[number];

export interface LocaleRecord {
  /** BCP 47 code: the content folder, the URL segment and <html lang>. */
  code: Locale;
  /** The language's name in itself, for the language switch. */
  name: string;
  /** Open Graph locale (language_TERRITORY). */
  ogLocale: string;
  /** The Intl locale whose alphabetical order sorts the glossary. */
  collation: string;
  /** The language Pagefind indexes its pages under; it stems the languages it knows and matches others as written. */
  pagefindLanguage: string;
  /** The script of its words (a name from SCRIPTS). */
  script: Script;
  /** How the instant search stems this language's words (a name from STEMMERS). */
  stemmer: StemmerName;
  /** What may follow a linked title inside a word (a name from PARTICLE_RULES). */
  particles: ParticleRule;
  /** The level-2 headings the content format recognises in an entry body. */
  sectionHeadings: { notes: string; related: string };
  /**
   * Words of a question that a search need not match ("can", "i", "what", "happens", "if"): the search drops
   * them from a query of several words (src/lib/search/question-words.ts). May be empty.
   */
  questionWords: string[];
  /**
   * Kinds of question whose answer says something of one kind: "how many" is answered by a count ("eight",
   * "maximum", a number). Of the sections that hold as much of such a question, those that say it answer first.
   * None when left out. ("When" and a time's words were tried: the rules' "… is eliminated when …" answers with
   * none of them, and the table questions lost more than they gained.)
   */
  answerKinds?: AnswerKind[];
  /**
   * What this language's printed rulebook (its PDF) says around the rules, for the PDF readers: the labels of a
   * related-topics line, the headings of the contents and changelog pages (matched in any case and spacing, so
   * small capitals and letter-spaced headings match too), whether its topic headings are set in capitals, and what
   * ends a sentence besides ". ! ?" (Korean's declarative "다").
   */
  rulebook: RulebookLabels;
}

export interface AnswerKind {
  /** The phrases that ask for it ("how many"), matched as consecutive words anywhere in the query. */
  asks: string[];
  /** Words that say it ("eight", "maximum"; "during", "after"), matched by stem as the search stems the language. */
  answers: string[];
  /** Whether a number says it too ("2", "2개"; a rule number such as "37.1" does not). */
  numbers?: boolean;
}

export interface RulebookLabels {
  related: string[];
  contents: string[];
  changelog: string[];
  capitalTitles: boolean;
  /** Final letters that end a sentence in this language, besides its punctuation ("다"); none when left out. */
  sentenceEnds?: string[];
}

/**
 * The languages a content folder adds (its locales.json), with their interface strings, as the site's integration
 * hands them to the bundles Astro builds (src/integration/index.ts: Vite's `define`); undefined anywhere else (the
 * build's own process, the tools, the tests), where the content loader registers them (registerLocales).
 */
declare const __ADDED_LOCALES__: { record: LocaleRecord; strings: unknown }[] | undefined;
export const ADDED_LOCALES: { record: LocaleRecord; strings: unknown }[] = typeof __ADDED_LOCALES__ === 'undefined' ? [] : __ADDED_LOCALES__;

/** The registry of this module: the shipped languages and the added ones. */
const records: LocaleRecord[] = [...SHIPPED_LOCALES, ...ADDED_LOCALES.map((a) => a.record)];

/** Every published language's code, in the order of the language switch. Grows when a language is registered. */
export const LOCALES: readonly Locale[] = records.map((r) => r.code);

/** Adds languages (a content folder's own locales.json) to this process; a code already known is replaced. */
export function registerLocales(added: readonly LocaleRecord[]): void {
  for (const record of added) {
    const at = records.findIndex((r) => r.code === record.code);
    if (at >= 0) records[at] = record;
    else {
      records.push(record);
      (LOCALES as Locale[]).push(record.code);
    }
  }
}

/** The records registered beyond the shipped ones (a content folder's locales.json). */
export function addedLocaleRecords(): LocaleRecord[] {
  const shipped = new Set(SHIPPED_LOCALES.map((r) => (r as LocaleRecord).code));
  return records.filter((r) => !shipped.has(r.code));
}

export function isLocale(value: string): value is Locale {
  return LOCALES.includes(value);
}

/** The record of a published language; throws for any other code. */
export function localeRecord(locale: Locale): LocaleRecord {
  const record = records.find((r) => r.code === locale);
  if (!record) throw new Error(`unknown locale "${locale}" (known: ${LOCALES.join(', ')})`);
  return record;
}

/** The language every topic id and the topic index are written in, and the fallback text of a missing topic. */
export const SOURCE_LOCALE: Locale = 'en';

/** Section headings (level 2) that the content format recognises in an entry body. */
export function sectionHeadings(locale: Locale): { notes: string; related: string } {
  return localeRecord(locale).sectionHeadings;
}

/** The first published language written in `script`: its stemmer is the one for words of that script. */
export function localeOfScript(script: Script): LocaleRecord | undefined {
  return records.find((r) => r.script === script);
}

/** The locale's alphabetical order, for the glossary index. */
export function collatorFor(locale: Locale): Intl.Collator {
  return new Intl.Collator(localeRecord(locale).collation, { sensitivity: 'base', numeric: true });
}
