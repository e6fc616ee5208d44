/**
 * Per-locale models that many pages share, built once per glossary and locale (not once per page):
 * the cross-referencer's index and the locale's topic graph.
 */
import { buildCrossRefIndex } from '../crossref/index-for-locale.ts';
import type { Glossary } from '../content/glossary.ts';
import { buildLocaleGraph } from '../graph/model.ts';
import type { Locale } from '../locale/locale.ts';

export function memo<T>(build: (glossary: Glossary, locale: Locale) => T): (glossary: Glossary, locale: Locale) => T {
  const store = new WeakMap<Glossary, Map<Locale, T>>();
  return (glossary, locale) => {
    let byLocale = store.get(glossary);
    if (!byLocale) store.set(glossary, (byLocale = new Map()));
    if (!byLocale.has(locale)) byLocale.set(locale, build(glossary, locale));
    return byLocale.get(locale)!;
  };
}

/** The locale's cross-reference index (terms and sub-rule numbers), built once. */
export const crossRefIndexFor = memo(buildCrossRefIndex);

/** The locale's graph (topics, related-topic and in-text edges), built once, on the shared index. */
export const localeGraphFor = memo((glossary, locale) => buildLocaleGraph(glossary, locale, crossRefIndexFor(glossary, locale)));
