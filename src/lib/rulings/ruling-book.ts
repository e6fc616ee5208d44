/**
 * Every rulings page across locales: look-ups by kind and id, the anchors a page has, and the sections by the
 * name a text calls them ("Direct Hit" → components/action-cards#direct-hit), for links inside the rulings.
 */
import { LOCALES, type Locale } from '../locale/locale.ts';
import { allNotes, RULING_KINDS, rulingKey, type RulingKind, type RulingPage, type RulingSection } from './ruling.ts';

export interface SectionRef {
  page: RulingPage;
  section: RulingSection;
}

/** A section's names: its title, and without what follows in parentheses ("Dimensional Splicer (Technology)" → "Dimensional Splicer"); a hero's "Name — Ability" both halves. */
export function sectionNames(title: string): string[] {
  const bare = title.replace(/\s*\([^)]*\)\s*$/, '').trim();
  const names = new Set([title, bare, ...bare.split(/\s+[—–]\s+/)]);
  return [...names].map((n) => n.trim()).filter((n) => n.length > 1);
}

/** How names are compared: case, quotes and dashes folded. */
function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/[’‘ʼ`]/g, "'").replace(/[–—‐-]/g, '-').replace(/\s+/g, ' ').trim();
}

export class RulingBook {
  private readonly byKey = new Map<string, RulingPage>();
  private readonly anchors = new Map<RulingPage, Set<string>>();
  private readonly byName = new Map<string, SectionRef[]>();

  constructor(pages: readonly RulingPage[] = []) {
    for (const page of pages) {
      this.byKey.set(`${page.locale}/${rulingKey(page)}`, page);
      const anchors = new Set<string>();
      for (const section of page.sections) {
        anchors.add(section.anchor);
        for (const note of allNotes(section.notes)) anchors.add(note.anchor);
        for (const name of sectionNames(section.title)) {
          const key = `${page.locale}/${nameKey(name)}`;
          this.byName.set(key, [...(this.byName.get(key) ?? []), { page, section }]);
        }
      }
      this.anchors.set(page, anchors);
    }
  }

  get size(): number {
    return this.byKey.size;
  }

  get(locale: Locale, kind: RulingKind, id: string): RulingPage | undefined {
    return this.byKey.get(`${locale}/${kind}/${id}`);
  }

  all(): RulingPage[] {
    return [...this.byKey.values()];
  }

  localesOf(kind: RulingKind, id: string): Locale[] {
    return LOCALES.filter((l) => this.byKey.has(`${l}/${kind}/${id}`));
  }

  /** Every page present in some locale, each once: kind, id. */
  present(): { kind: RulingKind; id: string }[] {
    const seen = new Map<string, { kind: RulingKind; id: string }>();
    for (const page of this.byKey.values()) seen.set(rulingKey(page), { kind: page.kind, id: page.id });
    return [...seen.values()].sort((a, b) => RULING_KINDS.indexOf(a.kind) - RULING_KINDS.indexOf(b.kind));
  }

  hasAnchor(page: RulingPage, anchor: string): boolean {
    return this.anchors.get(page)?.has(anchor) ?? false;
  }

  /** The sections of the locale that a name calls ("Direct Hit"), the given page's own first. */
  sectionsNamed(locale: Locale, name: string, preferred?: RulingPage): SectionRef[] {
    const found = this.byName.get(`${locale}/${nameKey(name)}`) ?? [];
    return preferred ? [...found.filter((r) => r.page === preferred), ...found.filter((r) => r.page !== preferred)] : found;
  }
}
