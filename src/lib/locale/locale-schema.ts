/**
 * The schema of a locale record (locale.ts): every field and its check, each problem naming its field. Kept apart
 * so that the browser scripts, which read records already checked, do not carry it.
 */
import { PARTICLE_RULES, SCRIPTS, STEMMERS, type LocaleRecord } from './locale.ts';

type FieldCheck = (value: unknown) => string | null;

const text: FieldCheck = (v) => (typeof v === 'string' && v.trim() !== '' ? null : 'must be a non-empty string');
const oneOf =
  (names: readonly string[]): FieldCheck =>
  (v) => (typeof v === 'string' && names.includes(v) ? null : `must be one of ${names.join(', ')}`);

/** The schema of a record: every field and its check. Adding a field here makes every record need it. */
const FIELDS: Record<keyof LocaleRecord, FieldCheck> = {
  code: (v) => (typeof v === 'string' && /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(v) ? null : 'must be a BCP 47 language code such as "de"'),
  name: text,
  ogLocale: (v) => (typeof v === 'string' && /^[a-z]{2,3}_[A-Z]{2}$/.test(v) ? null : 'must look like "de_DE"'),
  collation: (v) => {
    if (typeof v !== 'string') return 'must be an Intl locale such as "de"';
    try {
      return Intl.Collator.supportedLocalesOf([v]).length > 0 ? null : `"${v}" has no collation in this JavaScript engine`;
    } catch {
      return `"${v}" is not a valid Intl locale`;
    }
  },
  pagefindLanguage: (v) => (typeof v === 'string' && /^[a-z]{2,3}(?:-[a-z0-9]+)*$/.test(v) ? null : 'must be a lower-case language code such as "de"'),
  script: oneOf(SCRIPTS),
  stemmer: oneOf(STEMMERS),
  particles: oneOf(PARTICLE_RULES),
  sectionHeadings: (v) => {
    if (typeof v !== 'object' || v === null) return 'must be an object with "notes" and "related"';
    const h = v as Record<string, unknown>;
    const bad = (['notes', 'related'] as const).filter((k) => text(h[k]) !== null);
    return bad.length === 0 ? null : `must have non-empty ${bad.map((k) => `"${k}"`).join(' and ')}`;
  },
  rulebook: (v) => {
    const shape = 'must be an object with "related", "contents" and "changelog" (lists of non-empty strings) and "capitalTitles" (true or false)';
    if (typeof v !== 'object' || v === null) return shape;
    const r = v as Record<string, unknown>;
    const lists = (['related', 'contents', 'changelog'] as const).every((k) => Array.isArray(r[k]) && (r[k] as unknown[]).length > 0 && (r[k] as unknown[]).every((s) => text(s) === null));
    if (r.sentenceEnds !== undefined && !(Array.isArray(r.sentenceEnds) && r.sentenceEnds.every((s) => text(s) === null))) return '"sentenceEnds", when given, must be a list of non-empty strings';
    return lists && typeof r.capitalTitles === 'boolean' ? null : shape;
  },
  answerKinds: (v) => {
    const shape = 'must be a list of objects with "asks" and "answers" (lists of non-empty strings) and, optionally, "numbers" (true or false)';
    const kind = (k: unknown) => {
      if (typeof k !== 'object' || k === null || Array.isArray(k)) return false;
      const c = k as Record<string, unknown>;
      const lists = (['asks', 'answers'] as const).every((f) => Array.isArray(c[f]) && (c[f] as unknown[]).length > 0 && (c[f] as unknown[]).every((s) => text(s) === null));
      return lists && (c.numbers === undefined || typeof c.numbers === 'boolean') && Object.keys(c).every((f) => ['asks', 'answers', 'numbers'].includes(f));
    };
    return Array.isArray(v) && v.every(kind) ? null : shape;
  },
  questionWords: (v) => (Array.isArray(v) && v.every((w) => text(w) === null) ? null : 'must be a list of non-empty strings (it may be empty)'),
};

/** The fields a record may leave out. */
export const OPTIONAL_FIELDS: ReadonlySet<string> = new Set(['answerKinds']);

/** Every problem of a raw record, each naming its field ("de: ogLocale is missing"); empty when it is good. */
export function localeRecordProblems(raw: unknown, where = 'locale record'): string[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [`${where}: must be an object`];
  const record = raw as Record<string, unknown>;
  const label = typeof record.code === 'string' ? `${where} "${record.code}"` : where;
  const problems: string[] = [];
  for (const [field, check] of Object.entries(FIELDS)) {
    if (!(field in record)) {
      if (!OPTIONAL_FIELDS.has(field)) problems.push(`${label}: ${field} is missing`);
    }
    else {
      const problem = check(record[field]);
      if (problem) problems.push(`${label}: ${field} ${problem}`);
    }
  }
  for (const field of Object.keys(record)) if (!(field in FIELDS)) problems.push(`${label}: unknown field ${field}`);
  return problems;
}

/** The record, checked; throws with every problem, each naming its field. */
export function parseLocaleRecord(raw: unknown, where?: string): LocaleRecord {
  const problems = localeRecordProblems(raw, where);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return raw as LocaleRecord;
}
