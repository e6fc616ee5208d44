/**
 * The anchor of a rulings section, from its heading: "Technology Singularity" → technology-singularity,
 * "Anti–Fighter Barrage" → anti-fighter-barrage, "The Prophet’s Tears" → the-prophets-tears. Stable across
 * builds and imports, so that links in forum posts keep working.
 */

const APOSTROPHES = /['’‘ʼ`]/g;

export function slug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slugs made unique within one page: the second "research-team" is "research-team-2". An empty slug is "section". */
export class SlugSet {
  private readonly used = new Set<string>();

  take(title: string): string {
    const base = slug(title) || 'section';
    let candidate = base;
    for (let n = 2; this.used.has(candidate); n++) candidate = `${base}-${n}`;
    this.used.add(candidate);
    return candidate;
  }
}
