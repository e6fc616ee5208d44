/** "Referenced by" counts links written inside the text too, not only related-topic lists. */
import { describe, expect, it } from 'vitest';
import { referencedBy } from '../../src/lib/views/referenced-by.ts';
import { localeGraphFor } from '../../src/lib/views/locale-models.ts';
import { realGlossary } from './support.ts';

const glossary = realGlossary();

describe('referencedBy', () => {
  it('includes every entry that cites the topic only in its text', () => {
    const mentions = localeGraphFor(glossary, 'ko').edges.filter((e) => e.kind === 'mention' && e.source !== e.target);
    expect(mentions.length).toBeGreaterThan(0);
    for (const edge of mentions) {
      expect(referencedBy(glossary, 'ko', edge.target).map((e) => e.id)).toContain(edge.source);
    }
  });

  it('includes the related-topic backlinks, in the locale order, never the entry itself', () => {
    for (const entry of glossary.entries('ko')) {
      const refs = referencedBy(glossary, 'ko', entry.id);
      for (const b of glossary.backlinks('ko', entry.id)) expect(refs).toContain(b);
      expect(refs).not.toContain(entry);
      expect(refs).toEqual(glossary.entries('ko').filter((e) => refs.includes(e)));
    }
  });

  it('ko capacity is cited in the text of ko movement (48.5 links 수송값)', () => {
    const mention = localeGraphFor(glossary, 'ko').edges.find((e) => e.source === 'movement' && e.target === 'capacity');
    expect(mention).toBeDefined();
    expect(referencedBy(glossary, 'ko', 'capacity').map((e) => e.id)).toContain('movement');
  });
});
