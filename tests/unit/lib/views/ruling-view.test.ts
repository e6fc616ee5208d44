/** Rulings pages as the site shows them: parts, addresses, links, fallback pages, mentions on topic pages. */
import { describe, expect, it } from 'vitest';
import { Glossary } from '../../../../src/lib/content/glossary.ts';
import { parseEntry } from '../../../../src/lib/content/parse-entry.ts';
import { parseRuling } from '../../../../src/lib/rulings/parse-ruling.ts';
import { RulingBook } from '../../../../src/lib/rulings/ruling-book.ts';
import { parseTopicsTsv } from '../../../../src/lib/content/topics.ts';
import { entryView } from '../../../../src/lib/views/entry-view.ts';
import { partOfAnchor, rulingHref, rulingParts } from '../../../../src/lib/views/ruling-parts.ts';
import { rulingView } from '../../../../src/lib/views/ruling-view.ts';
import { realGlossary } from '../../support.ts';

const TOPICS = 'number\tid\ttitle\n1\tabilities\tAbilities\n2\tships\tShips\n';
const long = (n: number) => `${'A very long ruling note about ships and their abilities. '.repeat(n)}`;
const cards = parseRuling(
  `---\ntitle: Action Cards\n---\n\n## Direct Hit\n\n1. ${long(60)}\n2. See *Sabotage*.\n\n## Sabotage\n\n1. ${long(60)}\n   1. Nested about ships.\n`,
  'content/en/components/action-cards.md',
  'en',
  'components',
).page!;
const ships = parseEntry('---\nid: ships\ntitle: Ships\nnumber: 2\n---\n\n2.1 A ship.\n\n## Notes\n\n1. See the [rulings](components/action-cards#sabotage.1.1).\n', 'fixture/en/ships.md', 'en').entry!;
const glossary = new Glossary([ships], parseTopicsTsv(TOPICS), new RulingBook([cards]));

describe('a rulings page in parts', () => {
  it('cuts a long page between sections and finds the part of any section or note', () => {
    expect(rulingParts(cards).map((p) => p.map((s) => s.anchor))).toEqual([['direct-hit'], ['sabotage']]);
    expect(partOfAnchor(cards, 'sabotage.1.1')).toBe(2);
    expect(partOfAnchor(cards, 'direct-hit')).toBe(1);
    expect(partOfAnchor(cards, 'nothing')).toBe(1);
    expect(rulingHref(glossary, '/', 'ru', { kind: 'components', id: 'action-cards', anchor: 'sabotage.1.1' })).toBe('/ru/components/action-cards/2/#sabotage.1.1');
    expect(rulingHref(glossary, '/', 'en', { kind: 'factions', id: 'nekro' })).toBeNull();
  });

  it('shows one part, lists every part with its sections on the first, links italics and LRR terms', () => {
    const first = rulingView(glossary, 'components', 'action-cards', '/', undefined, 'en', 1);
    expect(first.parts.map((p) => [p.href, p.label, p.anchors])).toEqual([
      ['/en/components/action-cards/', 'Direct Hit', ['direct-hit']],
      ['/en/components/action-cards/2/', 'Sabotage', ['sabotage']],
    ]);
    expect(first.sections.map((s) => s.anchor)).toEqual(['direct-hit']);
    const note = first.sections[0].notes[1];
    expect(note.html).toBe('<p>See <a href="/en/components/action-cards/2/#sabotage"><em>Sabotage</em></a>.</p>');
    expect(first.sections[0].notes[0].html).toContain('<a href="/en/ships/" data-ref>ships</a>');
    expect(first.shortUrlBase).toBe('/en/components/action-cards/#');
    expect(first.fallback).toBeUndefined();
    const second = rulingView(glossary, 'components', 'action-cards', '/', undefined, 'en', 2);
    expect(second.sections[0].notes[0].notes.map((n) => [n.number, n.anchor])).toEqual([['1.1', 'sabotage.1.1']]);
  });

  it('is a fallback page in a language without it: the English text, every link in that language', () => {
    const ko = rulingView(glossary, 'components', 'action-cards', '/', undefined, 'ko', 1);
    expect(ko.fallback).toEqual({ textLocale: 'en', sourceHref: '/en/components/action-cards/', coverageHref: '/ko/translations/' });
    expect(ko.canonical).toBe('/en/components/action-cards/');
    expect(ko.sections[0].notes[0].html).toContain('href="/ko/ships/"');
    expect(ko.alternates).toEqual([
      { locale: 'ru', href: '/ru/components/action-cards/', switchOnly: true },
      { locale: 'en', href: '/en/components/action-cards/', switchOnly: false },
      { locale: 'ko', href: '/ko/components/action-cards/', switchOnly: true },
    ]);
  });

  it('is linked from a topic that names it, and listed on the topics it mentions', () => {
    const view = entryView(glossary, ships, '/', undefined);
    expect(view.notes[0].html).toBe('<p>See the <a href="/en/components/action-cards/2/#sabotage.1.1">rulings</a>.</p>');
    expect(view.rulings).toEqual([{ href: '/en/components/action-cards/#direct-hit', label: 'Action Cards' }]);
  });
});

describe('the real rulings', () => {
  it('are cut into parts that hold every section once, in page order', () => {
    const { rulings } = realGlossary();
    for (const page of rulings.all().filter((p) => p.locale === 'en')) {
      const parts = rulingParts(page);
      expect(parts.flat().map((s) => s.anchor), page.file).toEqual(page.sections.map((s) => s.anchor));
    }
    expect(rulingParts(rulings.get('en', 'factions', 'nekro')!).length).toBeGreaterThan(1);
  });
});
