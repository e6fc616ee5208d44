/** The cross-referencer on the real content. */
import type { Link, Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { collectRefs, crossLinkEntry, entryRefs } from '../../../../src/lib/crossref/entry.ts';
import { buildCrossRefIndex } from '../../../../src/lib/crossref/index-for-locale.ts';
import { collectTerms } from '../../../../src/lib/crossref/terms.ts';
import type { Entry } from '../../../../src/lib/content/entry.ts';
import { LOCALES, type Locale } from '../../../../src/lib/locale/locale.ts';
import { crossRefIndexFor } from '../../../../src/lib/views/locale-models.ts';
import { realGlossary } from '../../support.ts';

const glossary = realGlossary();

function linked(locale: Locale, id: string): Entry {
  const entry = glossary.get(locale, id);
  if (!entry) throw new Error(`no ${locale}/${id}`);
  return crossLinkEntry(entry, crossRefIndexFor(glossary, locale));
}

function linksIn(nodes: Nodes[]): { text: string; url: string; ref: unknown }[] {
  const out: { text: string; url: string; ref: unknown }[] = [];
  for (const node of nodes)
    visit(node, 'link', (l: Link) => {
      out.push({ text: toString(l), url: l.url, ref: l.data?.hProperties?.['data-ref'] });
    });
  return out;
}

function subRuleLinks(entry: Entry, number: string) {
  const s = entry.subRules.find((x) => x.number === number);
  if (!s) throw new Error(`no sub-rule ${number}`);
  return linksIn([s.content, ...s.children]);
}

describe('Russian', () => {
  it('note 9 of "Ограничение на компоненты" links 49.3 to its anchor', () => {
    const note = linked('ru', 'component-limitations').notes.find((n) => n.number === 9)!;
    expect(linksIn(note.content)).toEqual([{ text: '49.3', url: '#49.3', ref: 'component-limitations#49.3' }]);
  });
});

describe('Korean titles inside other Korean entries', () => {
  it.each([
    ['movement', '48.5', '수송값', 'capacity'],
    ['movement', '48.4', '이동값', 'move'],
    ['space-combat', '39.7', '이동', 'movement'],
    ['custodians-token', '33.2', '영향력', 'influence'],
    ['custodians-token', '33.3', '승점', 'victory-points'],
    ['wormholes', '43.2', '유닛 향상', 'unit-upgrades'],
    ['wormholes', '43.2', '우주포', 'space-cannon'],
    ['units', '44.2', '우주 항만', 'space-dock'],
    ['strategy-phase', '57.1', '의장', 'speaker'],
    ['neighbors', '51.2', '웜홀', 'wormholes'],
    ['tactical-action', '54.3', '우주 전투', 'space-combat'],
    ['diplomacy', '37.1', '전략 행동', 'strategic-action'],
  ])('%s %s links %s to %s', (id, number, text, target) => {
    expect(subRuleLinks(linked('ko', id), number)).toContainEqual({ text, url: target, ref: target });
  });

  it('the intro of 자원 links 유닛 생산 once, and no 유닛 inside it', () => {
    const links = linksIn(linked('ko', 'resources').intro);
    expect(links.filter((l) => l.url === 'producing-units')).toHaveLength(1);
    expect(links.filter((l) => l.url === 'units')).toHaveLength(0);
  });

  it('"전쟁 태양" (War Sun) does not link to the Warfare strategy card', () => {
    expect(subRuleLinks(linked('ko', 'units'), '44.2').map((l) => l.url)).not.toContain('warfare');
  });

  it('bare names of qualified titles are quoted-only terms; plain titles are words', () => {
    const terms = new Map(collectTerms(glossary, 'ko').map((t) => [t.text, t]));
    expect(terms.get('우주포')).toEqual({ text: '우주포', id: 'space-cannon', mode: 'quoted' });
    expect(terms.get('전쟁')?.mode).toBe('quoted');
    expect(terms.get('우주포 (유닛 능력)')?.mode).toBe('word');
    expect(terms.get('유닛')).toEqual({ text: '유닛', id: 'units', mode: 'word' });
    // Names of topics that have no Korean entry are not terms: their links would lead nowhere.
    expect(terms.has('수송')).toBe(false);
  });
});

describe('on every entry of every locale', () => {
  const all = LOCALES.flatMap((l) => glossary.entries(l).map((e) => [l, e.id] as const));

  it('links no entry to itself by name', () => {
    for (const [locale, id] of all) expect(entryRefs(linked(locale, id)), `${locale}/${id}`).not.toContain(id);
  });

  it('links each topic at most once per sub-rule', () => {
    for (const [locale, id] of all) {
      for (const s of linked(locale, id).subRules) {
        const names = linksIn([s.content, ...s.children]).filter((l) => !String(l.ref).includes('#'));
        expect(new Set(names.map((l) => l.ref)).size, `${locale}/${id} ${s.number}`).toBe(names.length);
      }
    }
  });

  it('is idempotent', () => {
    for (const locale of LOCALES) {
      const index = buildCrossRefIndex(glossary, locale);
      for (const entry of glossary.entries(locale)) {
        const once = crossLinkEntry(entry, index);
        expect(crossLinkEntry(once, index), `${locale}/${entry.id}`).toEqual(once);
      }
    }
  });

  it('keeps the plain text of every sub-rule', () => {
    for (const [locale, id] of all) {
      const entry = glossary.get(locale, id)!;
      const after = linked(locale, id);
      entry.subRules.forEach((s, i) => {
        const t = after.subRules[i];
        expect(toString({ type: 'root', children: [t.content, ...t.children] })).toBe(toString({ type: 'root', children: [s.content, ...s.children] }));
      });
    }
  });

  it('leaves the glossary entries untouched', () => {
    const entry = glossary.get('ko', 'movement')!;
    const before = structuredClone(entry);
    crossLinkEntry(entry, buildCrossRefIndex(glossary, 'ko'));
    expect(entry).toEqual(before);
  });
});

describe('collectRefs', () => {
  it('lists the data-refs of generated links only, once each', () => {
    const movement = linked('ko', 'movement');
    const refs = collectRefs({ type: 'root', children: movement.subRules.flatMap((s) => [s.content, ...s.children]) });
    expect(refs).toContain('capacity');
    expect(new Set(refs).size).toBe(refs.length);
  });
});
