/** Checks across entries: the rules a single file cannot check on its own. */
import type { Diagnostics } from './diagnostics.ts';
import type { Entry } from './entry.ts';
import { LOCALES } from '../locale/locale.ts';
import type { TopicIndex } from './topics.ts';

/**
 * Joins plain related-topic names to ids through the locale's titles and aliases
 * (and the names its other entries already link), returning entries with the names resolved.
 */
export function resolveRelatedNames(entries: Entry[]): Entry[] {
  const names = new Map<string, string>();
  const key = (locale: string, name: string) => `${locale}/${name.toLocaleLowerCase(locale)}`;
  for (const e of entries) {
    names.set(key(e.locale, e.title), e.id);
    for (const alias of e.aliases) names.set(key(e.locale, alias), e.id);
  }
  for (const e of entries)
    for (const r of e.related) if (r.id && !names.has(key(e.locale, r.title))) names.set(key(e.locale, r.title), r.id);
  return entries.map((e) => ({
    ...e,
    related: e.related.map((r) => {
      if (r.id) return r;
      const id = names.get(key(e.locale, r.title)) ?? null;
      return { ...r, id, resolved: id !== null };
    }),
  }));
}

export function validateEntries(entries: Entry[], topics: TopicIndex, d: Diagnostics): void {
  for (const locale of LOCALES) {
    const local = entries.filter((e) => e.locale === locale);
    const ids = new Map<string, Entry>();
    const numbers = new Map<number, Entry>();
    for (const e of local) {
      const sameId = ids.get(e.id);
      if (sameId) d.error(e.file, e.idLine ?? 1, `duplicate id "${e.id}" in ${locale} (also ${sameId.file})`);
      else ids.set(e.id, e);
      if (e.number === null) continue;
      const sameNumber = numbers.get(e.number);
      if (sameNumber) d.error(e.file, e.numberLine ?? 1, `duplicate number ${e.number} in ${locale} (also ${sameNumber.file})`);
      else numbers.set(e.number, e);
    }
  }
  for (const e of entries) {
    if (!topics.has(e.id)) d.error(e.file, e.idLine ?? 1, `id "${e.id}" is not in lrr-topics.tsv`);
    const basename = e.file.split('/').pop()!.replace(/\.md$/, '');
    if (basename !== e.id) d.error(e.file, e.idLine ?? 1, `id "${e.id}" does not match the file name "${basename}.md"`);
    if (e.locale === 'en') {
      const lrr = topics.get(e.id)?.number;
      if (lrr != null && lrr !== e.number)
        d.error(e.file, e.numberLine ?? e.idLine ?? 1, e.number === null ? `en entry has no number; the LRR number of "${e.id}" is ${lrr}` : `en number ${e.number} differs from the LRR number ${lrr} of "${e.id}"`);
      else if (lrr === null && e.number !== null) d.error(e.file, e.numberLine ?? 1, `en number ${e.number} for "${e.id}", which lrr-topics.tsv lists without a number`);
    }
    let expected = 1;
    for (const s of e.subRules) {
      if (s.ordinal > expected) {
        const missing = Array.from({ length: s.ordinal - expected }, (_, i) => `${e.number}.${expected + i}`);
        d.warn(e.file, s.line, `numbering gap: ${missing.join(', ')} missing before ${s.number}`);
      } else if (s.ordinal < expected) {
        d.error(e.file, s.line, `sub-rule ${s.number} is out of order`);
      }
      expected = s.ordinal + 1;
    }
    for (const r of e.related) {
      if (!r.id) d.warn(e.file, r.line, `related topic "${r.title}" matches no topic id`);
      else if (!topics.has(r.id)) d.error(e.file, r.line, `related topic "${r.title}" links to "${r.id}", which is not in lrr-topics.tsv`);
    }
  }
  const present = new Map<string, Entry[]>();
  for (const e of entries) present.set(e.id, [...(present.get(e.id) ?? []), e]);
  for (const [id, list] of present) {
    if (!topics.has(id)) continue;
    const missing = LOCALES.filter((l) => !list.some((e) => e.locale === l));
    if (missing.length > 0) d.warn(list[0].file, 1, `topic "${id}" has no entry in ${missing.join(', ')}`);
  }
}
