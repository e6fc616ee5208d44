/**
 * "Referenced by" on an entry page: the locale's entries that name the topic among their related topics or
 * cite it in their text (a rule number or the topic's name, as the cross-referencer links them). Those that
 * list it under their related topics come first, as the closest, then those that only cite it; each group in
 * number order. The page lists the first few (entry-view.ts), so the order decides which.
 */
import type { Entry } from '../content/entry.ts';
import type { Glossary } from '../content/glossary.ts';
import type { Locale } from '../locale/locale.ts';
import { localeGraphFor } from './locale-models.ts';

/** Topic id → the entries whose edges lead to it, ordered as above: made once per locale graph, not once per page. */
const indexes = new WeakMap<object, Map<string, Entry[]>>();

function sourcesByTarget(glossary: Glossary, locale: Locale): Map<string, Entry[]> {
  const graph = localeGraphFor(glossary, locale);
  let index = indexes.get(graph);
  if (!index) {
    /** source → target → whether the source lists the target among its related topics. */
    const targets = new Map<string, Map<string, boolean>>();
    for (const e of graph.edges) {
      if (e.source === e.target) continue;
      let kinds = targets.get(e.source);
      if (!kinds) targets.set(e.source, (kinds = new Map()));
      kinds.set(e.target, kinds.get(e.target) === true || e.kind === 'related');
    }
    const related = new Map<string, Entry[]>();
    const mentions = new Map<string, Entry[]>();
    for (const entry of glossary.entries(locale)) {
      for (const [target, isRelated] of targets.get(entry.id) ?? []) {
        const group = isRelated ? related : mentions;
        let list = group.get(target);
        if (!list) group.set(target, (list = []));
        list.push(entry);
      }
    }
    index = new Map();
    for (const target of new Set([...related.keys(), ...mentions.keys()])) {
      index.set(target, [...(related.get(target) ?? []), ...(mentions.get(target) ?? [])]);
    }
    indexes.set(graph, index);
  }
  return index;
}

export function referencedBy(glossary: Glossary, locale: Locale, id: string): Entry[] {
  return [...(sourcesByTarget(glossary, locale).get(id) ?? [])];
}
