/** "Referenced by" counts links written inside the text too, not only related-topic lists. */
import { describe, expect, it } from 'vitest';
import { referencedBy } from '../../../../src/lib/views/referenced-by.ts';
import { localeGraphFor } from '../../../../src/lib/views/locale-models.ts';
import { listing as relatedListing, realGlossary } from '../../support.ts';

const glossary = realGlossary();

describe('referencedBy', () => {
  it('includes every entry that cites the topic only in its text', () => {
    const mentions = localeGraphFor(glossary, 'ko').edges.filter((e) => e.kind === 'mention' && e.source !== e.target);
    expect(mentions.length).toBeGreaterThan(0);
    for (const edge of mentions) {
      expect(referencedBy(glossary, 'ko', edge.target).map((e) => e.id)).toContain(edge.source);
    }
  });

  it('lists the related-topic backlinks first, then the entries that only cite it, each in the locale order, never the entry itself', () => {
    for (const locale of ['ko', 'en'] as const) {
      for (const entry of glossary.entries(locale)) {
        const refs = referencedBy(glossary, locale, entry.id);
        const listing = relatedListing(glossary, locale, entry.id).filter((b) => b !== entry);
        expect(refs.slice(0, listing.length)).toEqual(glossary.entries(locale).filter((e) => listing.includes(e)));
        const citing = refs.slice(listing.length);
        expect(citing).toEqual(glossary.entries(locale).filter((e) => citing.includes(e)));
        expect(citing.some((e) => listing.includes(e))).toBe(false);
        expect(refs).not.toContain(entry);
      }
    }
  });

  it('en abilities: the topics that list it under related topics come before those that only cite it', () => {
    const refs = referencedBy(glossary, 'en', 'abilities').map((e) => e.id);
    const listing = relatedListing(glossary, 'en', 'abilities').map((e) => e.id);
    expect(listing.length).toBeGreaterThan(0);
    expect(refs.length).toBeGreaterThan(listing.length);
    expect(refs.slice(0, listing.length).sort()).toEqual([...listing].sort());
  });

  it('ko capacity is cited in the text of ko movement (48.5 links 수송값)', () => {
    const mention = localeGraphFor(glossary, 'ko').edges.find((e) => e.source === 'movement' && e.target === 'capacity');
    expect(mention).toBeDefined();
    expect(referencedBy(glossary, 'ko', 'capacity').map((e) => e.id)).toContain('movement');
  });
});
