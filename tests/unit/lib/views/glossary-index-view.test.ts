/** The glossary index of a locale (src/lib/views/glossary-index-view.ts) on the real content. */
import { describe, expect, it } from 'vitest';
import { collatorFor, LOCALES } from '../../../../src/lib/locale/locale.ts';
import { glossaryIndexView } from '../../../../src/lib/views/glossary-index-view.ts';
import { realGlossary } from '../../support.ts';

describe('glossary index view', () => {
  const glossary = realGlossary();

  it("lists the locale's entries alphabetically and every other present topic once, under \"elsewhere\"", () => {
    let lacking = 0;
    for (const locale of LOCALES) {
      const { entries, elsewhere } = glossaryIndexView(glossary, locale);
      expect(entries.map((e) => e.id)).toEqual(glossary.alphabetical(locale).map((e) => e.id));
      const own = new Set(entries.map((e) => e.id));
      expect(elsewhere.map((o) => o.id).sort(), locale).toEqual(glossary.presentTopicIds().filter((id) => !own.has(id)).sort());
      const labels = elsewhere.map((o) => o.label);
      expect(labels, locale).toEqual([...labels].sort(collatorFor(locale).compare));
      lacking += elsewhere.length;
    }
    expect(lacking).toBeGreaterThan(0);
  });

  it("names a lacking topic in the locale when a name is known, else in the fallback page's language", () => {
    for (const locale of LOCALES) {
      for (const o of glossaryIndexView(glossary, locale).elsewhere) {
        const local = glossary.nameIn(locale, o.id);
        if (local) expect(o).toEqual({ id: o.id, label: local });
        else expect(o.lang, `${locale} ${o.id}`).not.toBe(locale);
      }
    }
  });
});
