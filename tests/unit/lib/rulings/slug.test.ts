import { describe, expect, it } from 'vitest';
import { slug, SlugSet } from '../../../../src/lib/rulings/slug.ts';

describe('slug', () => {
  it('makes the stable anchors forums link to', () => {
    expect(slug('Technology Singularity')).toBe('technology-singularity');
    expect(slug('Anti–Fighter Barrage')).toBe('anti-fighter-barrage');
    expect(slug('The Prophet’s Tears')).toBe('the-prophets-tears');
    expect(slug('Conservator Procyon — Multiverse Shift (Hero)')).toBe('conservator-procyon-multiverse-shift-hero');
    expect(slug('Coup D’etat')).toBe('coup-detat');
    expect(slug('Counterstroke Ω')).toBe('counterstroke');
    expect(slug('Mirror Computing')).toBe('mirror-computing');
  });

  it('numbers a repeated heading within one page, and names an empty one', () => {
    const slugs = new SlugSet();
    expect(['Research Team', 'Research Team', 'Research Team-2', 'Research Team', 'Ω'].map((t) => slugs.take(t))).toEqual([
      'research-team',
      'research-team-2',
      'research-team-2-2',
      'research-team-3',
      'section',
    ]);
  });
});
