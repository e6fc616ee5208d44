import { describe, expect, it } from 'vitest';
import { englishNames, nameSpans, rulingPlaces, spelledName, type RulingTitles } from '../../../../src/lib/search/english-names.ts';
import { parseQuery, type QueryWord } from '../../../../src/lib/search/query.ts';
import { parseRuling } from '../../../../src/lib/rulings/parse-ruling.ts';
import { nameReader } from '../../../../src/lib/search/transliteration.ts';

const places = [
  { name: 'Nebula', path: 'nebula/', topic: 'nebula' },
  { name: 'Planetary Shield', path: 'planetary-shield/', topic: 'planetary-shield' },
  { name: 'Opponent', path: 'opponent/', topic: 'opponent' },
  { name: 'Custodians Token', path: 'custodians-token/', topic: 'custodians-token' },
  { name: 'Command Tokens', path: 'command-tokens/', topic: 'command-tokens' },
  { name: 'Gravity Rift', path: 'gravity-rift/', topic: 'gravity-rift' },
  { name: 'Defender', path: 'defender/', topic: 'defender' },
  { name: 'Supernova', path: 'supernova/', topic: 'supernova' },
  { name: 'Assault Cannon', path: 'components/technology/#assault-cannon' },
  ...rulingPlaces([
    // Before the note of the same name: found first, it is still given second.
    ['factions/naaz-rokha', 'The Naaz-Rokha Alliance', 'Distant Suns'],
    ['components/action-cards', 'Action Cards', 'Direct Hit', 'Shields Holding', 'Direct Hit', 'Skilled Retreat', 'Intercept', 'Threaten Enemies', 'Public Disgrace'],
    ['components/promissory-notes', 'Promissory Notes', 'Support for the Throne', 'Alliance'],
    ['components/relics', 'Relics', 'The Codex', 'The Crown of Thalnos'],
    ['factions/yssaril', 'The Yssaril Tribes', 'Scheming', 'Stall Tactics (Faction Technology)'],
    ['factions/mentak', 'The Mentak Coalition', 'Pillage'],
  ]),
];
const names = englishNames(places, nameReader('cyrillic')!);
const koreanNames = englishNames(places, nameReader('hangul')!);

function wordsOf(query: string): QueryWord[] {
  const parsed = parseQuery(query);
  if (parsed.kind !== 'words') throw new Error(query);
  return parsed.words;
}

function spelled(query: string, within = names) {
  return nameSpans(within, wordsOf(query)).map((s) => ({ from: s.from, to: s.to, names: s.places.map((p) => `${p.name} ${p.path}`) }));
}

describe('rulingPlaces', () => {
  it('anchors each section as the rulings page does (a heading twice, with a kind in brackets, with marks and quotes)', () => {
    const text = '---\ntitle: Action Cards\n---\n\n## Direct Hit\n\n1. A.\n\n## Direct Hit\n\n1. B.\n\n## Stall *Tactics* (Faction Technology)\n\n1. C.\n\n## Coup D’etat\n\n1. D.\n';
    const { page } = parseRuling(text, 'content/en/components/action-cards.md', 'en', 'components');
    const titles: RulingTitles = ['components/action-cards', page!.title, ...page!.sections.map((s) => s.title)];
    const anchors = page!.sections.map((s) => `components/action-cards/#${s.anchor}`);
    expect(new Set(rulingPlaces([titles]).map((p) => p.path))).toEqual(new Set(anchors));
    expect(anchors).toContain('components/action-cards/#direct-hit-2');
  });

  it('names a section without its kind in brackets, and a faction by a word only its title has', () => {
    const places = rulingPlaces([
      ['factions/yssaril', 'The Yssaril Tribes', 'Stall Tactics (Faction Technology)'],
      ['factions/arborec', 'The Arborec', 'Mitosis'],
      ['components/relics', 'Relics', 'The Codex'],
    ]);
    expect(places).toContainEqual({ name: 'Stall Tactics', path: 'factions/yssaril/#stall-tactics-faction-technology' });
    expect(places).toContainEqual({ name: 'The Yssaril Tribes', spelled: 'yssaril', path: 'factions/yssaril/' });
    // "the" is in both titles; a component page's title is a kind of card.
    expect(places.filter((p) => p.spelled === 'the' || p.path === 'components/relics/')).toEqual([]);
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
    expect(spelled('иссарилы скиминг').map((s) => s.names[0])).toEqual(['The Yssaril Tribes factions/yssaril/', 'Scheming factions/yssaril/#scheming']);
  });

  it('finds a name without its leading article', () => {
    expect(spelled('кодекс')[0]?.names).toEqual(['The Codex components/relics/#the-codex']);
  });

  it('finds a name by a word only it has, spelled exactly, and by no word others share', () => {
    expect(spelled('корона талноса')).toEqual([{ from: 1, to: 2, names: ['The Crown of Thalnos components/relics/#the-crown-of-thalnos'] }]);
    // "token" is in two names (by its stem: Custodians Token, Command Tokens).
    expect(spelled('токен')).toEqual([]);
  });

  it('leaves a word at the edge of a name its own when the name is the same without it', () => {
    expect(spelled('директ хит не')).toEqual([{ from: 0, to: 2, names: ['Direct Hit components/action-cards/#direct-hit', 'Direct Hit components/action-cards/#direct-hit-2'] }]);
  });

  it('takes only names that begin as the typed word does, and none for a short word that is not exactly one', () => {
    // "компоненты" is two edits from "opponent", but does not begin with its sound.
    expect(spelled('компоненты')).toEqual([]);
    // "ментак" is a faction's title word exactly; "пилаж" (5 letters) is allowed no edit from "pillage".
    expect(spelled('ментак')[0]?.names).toEqual(['The Mentak Coalition factions/mentak/']);
    expect(spelled('пилаж')).toEqual([]);
  });

  it('gives a whole name before a faction whose title has the same word', () => {
    expect(spelled('альянс')[0]?.names).toEqual(['Alliance components/promissory-notes/#alliance', 'The Naaz-Rokha Alliance factions/naaz-rokha/']);
  });

  it('hears the vowels of a name loosely when its consonants are all there, and only then', () => {
    // "asoltkenon" and "asaultkanon": three letters apart, but the same consonants.
    expect(spelled('ассолт кэнон')[0]?.names).toEqual(['Assault Cannon components/technology/#assault-cannon']);
    // "sopernika" and "supernova": as near by letters, but k is not v; "nebilo" is too short to hear loosely.
    expect(spelled('соперника')).toEqual([]);
    expect(spelled('не было')).toEqual([]);
  });

  it('finds nothing in Russian words that only share sounds with a name', () => {
    expect(spelled('можно ли планету с щитом бомбить')).toEqual([]);
  });
});

describe('nameSpans in Hangul', () => {
  it('finds an English name spelled in Hangul, with or without its spaces and with its particles', () => {
    expect(spelled('스킬드 리트릿을 인터셉트로 막을수있어', koreanNames)).toEqual([
      { from: 0, to: 2, names: ['Skilled Retreat components/action-cards/#skilled-retreat'] },
      { from: 2, to: 3, names: ['Intercept components/action-cards/#intercept'] },
    ]);
    expect(spelled('그래비티리프트 지나가면', koreanNames)[0]?.names).toEqual(['Gravity Rift gravity-rift/']);
    expect(spelled('다이렉트 힛', koreanNames)[0]?.names[0]).toBe('Direct Hit components/action-cards/#direct-hit');
    // A faction's title word needs five consonants ("mentak" has four: the vocabulary names the factions).
    expect(spelled('멘탁 약탈', koreanNames)).toEqual([]);
    expect(spelled('나와도 크레우스는', koreanNames)).toEqual([]);
  });

  it('reads no Korean verb as a name, nor the Korean words of a question', () => {
    // 됩니다 has the consonants of "defender".
    expect(spelled('방어자가 이기면 어떻게 됩니다', koreanNames)).toEqual([]);
    expect(spelled('상대 함선이 있는 성계를 지나서 이동할 수 있나요', koreanNames)).toEqual([]);
    // 태울수 ("can carry") and 됨 end as verbs do.
    expect(spelled('배에 태울수 있는 숫자', koreanNames)).toEqual([]);
    // A word only one name has is read from one typed word, not from several short ones that spell it by chance.
    expect(spelled('디스그레이스', koreanNames)[0]?.names).toEqual(['Public Disgrace components/action-cards/#public-disgrace']);
    expect(spelled('다시 굴릴 수', koreanNames)).toEqual([]);
  });
});

describe('spelledName', () => {
  it('is the name the whole query spells, or none', () => {
    expect(spelledName(names, wordsOf('скиминг')).map((p) => p.path)).toEqual(['factions/yssaril/#scheming']);
    expect(spelledName(names, wordsOf('скиминг можно'))).toEqual([]);
  });
});
