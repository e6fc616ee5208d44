/**
 * "Referenced by" on an entry page: the locale's entries that name the topic among their related topics or
 * cite it in their text (a rule number or the topic's name, as the cross-referencer links them), in number order.
 */
import type { Entry } from '../entry.ts';
import type { Glossary } from '../glossary.ts';
import type { Locale } from '../locale.ts';
import { localeGraphFor } from './locale-models.ts';

/** Topic id → the entries whose edges lead to it, in number order: made once per locale graph, not once per page. */
const indexes = new WeakMap<object, Map<string, Entry[]>>();

function sourcesByTarget(glossary: Glossary, locale: Locale): Map<string, Entry[]> {
  const graph = localeGraphFor(glossary, locale);
  let index = indexes.get(graph);
  if (!index) {
    const targets = new Map<string, Set<string>>();
    for (const e of graph.edges) {
      if (e.source === e.target) continue;
      let set = targets.get(e.source);
      if (!set) targets.set(e.source, (set = new Set()));
      set.add(e.target);
    }
    index = new Map();
    for (const entry of glossary.entries(locale)) {
      for (const target of targets.get(entry.id) ?? []) {
        let list = index.get(target);
        if (!list) index.set(target, (list = []));
        list.push(entry);
      }
    }
    indexes.set(graph, index);
  }
  return index;
}

export function referencedBy(glossary: Glossary, locale: Locale, id: string): Entry[] {
  return [...(sourcesByTarget(glossary, locale).get(id) ?? [])];
}
