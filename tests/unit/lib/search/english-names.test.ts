import { describe, expect, it } from 'vitest';
import { englishNames, nameSpans, rulingPlaces } from '../../../../src/lib/search/english-names.ts';
import { parseQuery, type QueryWord } from '../../../../src/lib/search/query.ts';

const names = englishNames([
  { name: 'Nebula', path: 'nebula/', topic: 'nebula' },
  { name: 'Planetary Shield', path: 'planetary-shield/', topic: 'planetary-shield' },
  ...rulingPlaces([
    ['components/action-cards', 'Action Cards', 'Direct Hit', 'Shields Holding', 'Direct Hit'],
    ['components/promissory-notes', 'Promissory Notes', 'Support for the Throne'],
    ['factions/yssaril', 'The Yssaril Tribes', 'Scheming', 'Stall Tactics (Faction Technology)'],
  ]),
]);

function wordsOf(query: string): QueryWord[] {
  const parsed = parseQuery(query);
  if (parsed.kind !== 'words') throw new Error(query);
  return parsed.words;
}

function spelled(query: string) {
  return nameSpans(names, wordsOf(query)).map((s) => ({ from: s.from, to: s.to, names: s.places.map((p) => `${p.name} ${p.path}`) }));
}

describe('rulingPlaces', () => {
  it('anchors each section as its page does, a second one of a name with -2', () => {
    const paths = rulingPlaces([['components/action-cards', 'Action Cards', 'Direct Hit', 'Direct Hit']]).map((p) => p.path);
    expect(paths).toContain('components/action-cards/#direct-hit');
    expect(paths).toContain('components/action-cards/#direct-hit-2');
  });

  it('names a section without its kind in brackets, and a page by the words of its title', () => {
    const places = rulingPlaces([['factions/yssaril', 'The Yssaril Tribes', 'Stall Tactics (Faction Technology)']]);
    expect(places).toContainEqual({ name: 'Stall Tactics', path: 'factions/yssaril/#stall-tactics-faction-technology' });
    expect(places).toContainEqual({ name: 'yssaril', path: 'factions/yssaril/' });
  });
});

describe('nameSpans', () => {
  it('finds a name of several words spelled in Cyrillic, with or without its spaces', () => {
    expect(spelled('директ хит можно в мех')).toEqual([{ from: 0, to: 2, names: ['Direct Hit components/action-cards/#direct-hit', 'Direct Hit components/action-cards/#direct-hit-2'] }]);
    expect(spelled('директхит')[0]?.names[0]).toBe('Direct Hit components/action-cards/#direct-hit');
  });

  it('allows the edits of a spelling by ear ("сапорт фор зе трон"), and reads the last word of a run as its stem', () => {
    expect(spelled('сапорт фор зе трон возвращается')[0]).toMatchObject({ from: 0, to: 4, names: ['Support for the Throne components/promissory-notes/#support-for-the-throne'] });
    expect(spelled('бой в небуле')[0]?.names).toEqual(['Nebula nebula/']);
    expect(spelled('иссарилы скиминг').map((s) => s.names[0])).toEqual(['yssaril factions/yssaril/', 'Scheming factions/yssaril/#scheming']);
  });

  it('finds nothing in Russian words that only share consonants with a name', () => {
    expect(spelled('можно ли планету с щитом бомбить')).toEqual([]);
    expect(spelled('shields holding')).toEqual([]);
  });
});
