/** The Korean glossary as imported from the PDF (entries 32–61): every sub-rule number, text and related topic. */
import { describe, expect, it } from 'vitest';
import { realGlossary } from '../support.ts';

/** Sub-rule ordinals per ko entry, as the source numbers them (48.1 is absent from the source). */
const ORDINALS: Record<number, number[]> = {
  32: [1, 2, 3, 4], 33: [1, 2, 3, 4], 34: [1, 2, 3, 4, 5, 6, 7, 8], 35: [1, 2, 3, 4, 5, 6, 7], 36: [1, 2, 3],
  37: [1, 2, 3], 38: [1, 2, 3], 39: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 40: [1, 2, 3, 4], 41: [1, 2, 3, 4, 5, 6, 7, 8],
  42: [1, 2, 3, 4, 5, 6, 7, 8], 43: [1, 2, 3, 4], 44: [1, 2, 3], 45: [1, 2, 3, 4, 5, 6], 46: [1, 2, 3, 4],
  47: [1, 2, 3, 4, 5, 6], 48: [2, 3, 4, 5, 6, 7, 8, 9], 49: [1], 50: [1, 2, 3], 51: [1, 2, 3], 52: [1, 2, 3],
  53: [1, 2, 3], 54: [1, 2, 3, 4, 5], 55: [1, 2, 3], 56: [1, 2, 3, 4, 5, 6, 7, 8], 57: [1, 2], 58: [1, 2, 3, 4, 5, 6, 7, 8],
  59: [1, 2, 3], 60: [1, 2, 3], 61: [1, 2, 3, 4],
};
const EXPECTED_NUMBERS = Object.entries(ORDINALS).flatMap(([entry, subs]) => subs.map((s) => `${entry}.${s}`));

const ko = () => realGlossary().entries('ko');
const sub = (number: string) => realGlossary().byNumber('ko', number)?.subRule;
const related = (id: string) => realGlossary().get('ko', id)!.related;

describe('ko content', () => {
  it('has the 30 entries 32–61, each with its topic id', () => {
    expect(ko().map((e) => e.number)).toEqual(Array.from({ length: 30 }, (_, i) => 32 + i));
    const ids = Object.fromEntries(ko().map((e) => [e.number, e.id]));
    expect(ids[32]).toBe('capacity');
    expect(ids[41]).toBe('space-cannon');
    expect(ids[45]).toBe('producing-units');
    expect(ids[61]).toBe('fighter-tokens');
    expect(realGlossary().get('ko', 'capacity')!.title).toBe('수송값 (특성)');
  });

  it('has exactly the 142 sub-rules of the source, in order', () => {
    const numbers = ko().flatMap((e) => e.subRules.map((s) => s.number));
    expect(EXPECTED_NUMBERS).toHaveLength(142);
    expect(numbers).toEqual(EXPECTED_NUMBERS);
  });

  it('reads the typo 414 as 41.4 and leaves the absent 48.1 absent', () => {
    expect(sub('41.4')!.text).toBe("이 능력은 '함선 이동' 단계에 어떤 함선도 이동하지 않았다 할지라도 사용할 수 있습니다.");
    expect(sub('48.1')).toBeUndefined();
    expect(realGlossary().get('ko', 'movement')!.subRules[0].number).toBe('48.2');
  });

  it('drops the trailing dot of 40.4. and 54.2. from the number, not from the text', () => {
    expect(sub('40.4')!.text.startsWith('만약 플레이어의 우주 항만이')).toBe(true);
    expect(sub('54.2')!.text.startsWith('2단계 - 이동:')).toBe(true);
    expect(sub('46.2')!.text.startsWith('플레이어는 자신이 얻은 유닛 향상 기술을')).toBe(true);
  });

  it('keeps the sub-rules that are only section titles, with the paragraph under them', () => {
    expect(sub('41.2')!.content.children).toEqual([expect.objectContaining({ type: 'text', value: '우주포 공격' })]);
    expect(sub('41.2')!.children.map((c) => c.type)).toEqual(['paragraph']);
    expect(sub('41.6')!.text.split('\n')[0]).toBe('우주포 방어');
    expect(sub('48.2')!.text).toBe('작전 행동 이동');
    expect(sub('48.8')!.text).toBe('능력 이동');
  });

  it('keeps the text of sub-rules word for word', () => {
    expect(sub('32.1')!.text).toBe('유닛의 수송값은 해당 유닛이 수송할 수 있는 전투기와 육군 총합 수의 한계를 나타냅니다.');
    expect(sub('45.5')!.text.split('\n')[0]).toBe('플레이어의 유닛 수는 증원부대의 유닛 수를 넘길 수 없습니다.');
    expect(sub('61.4')!.text).toBe('전투기 토큰은 1과 3만큼의 값으로 존재합니다. 플레이어들은 필요하다면 언제라도 이 두 값을 바꾸어 전투기의 수를 표현할 수 있습니다.');
    // A line break inside the source paragraph stays a line break, not two words glued together.
    expect(sub('43.4')!.text.split('\n').slice(0, 2)).toEqual(['웜홀에는 한가지 특수 종류가 있습니다: 델타', '이 웜홀은 다른 모든 웜홀 규칙을 따릅니다.']);
    expect(sub('49.1')!.text).toBe("유닛의 이동값은 작전 행동의 '이동' 단계 동안 함선이 현재 위치한 성계에서 움직일 수 있는 거리를 나타냅니다.");
  });

  it('keeps • bullets as a list and •• bullets nested under the item above them', () => {
    const list = sub('39.5')!.children[0];
    expect(list.type).toBe('list');
    if (list.type !== 'list') return;
    expect(list.children).toHaveLength(2);
    const nested = list.children[1].children[1];
    expect(nested.type === 'list' && nested.children.length).toBe(4);
    const units = sub('44.2')!.children[0];
    expect(units.type === 'list' && units.children.length).toBe(10);
  });

  it('keeps an unnumbered paragraph after a list inside its sub-rule', () => {
    expect(sub('39.6')!.children.map((c) => c.type)).toEqual(['list', 'paragraph']);
    expect(sub('39.6')!.text.endsWith('해당 유닛을 게임판에서 제거하고 증원 부대로 반환합니다.')).toBe(true);
  });

  it('keeps intros apart from the first sub-rule', () => {
    const capacity = realGlossary().get('ko', 'capacity')!;
    expect(capacity.intro).toHaveLength(1);
    expect(capacity.subRules[0].text.startsWith('유닛의 수송값은')).toBe(true);
  });

  it("repairs 61's missing comma into infantry-tokens and producing-units", () => {
    expect(related('fighter-tokens').map((r) => [r.title, r.id])).toEqual([
      ['보병 토큰', 'infantry-tokens'],
      ['유닛 생산', 'producing-units'],
    ]);
  });

  it("completes 41's truncated \"활성 성\" to active-system", () => {
    const last = related('space-cannon').at(-1)!;
    expect(last).toMatchObject({ title: '활성 성계', id: 'active-system', resolved: true });
  });

  it("leaves 38's \"작전 단계\" unresolved, and resolves every other related topic", () => {
    const unresolved = ko().flatMap((e) => e.related.filter((r) => !r.resolved).map((r) => `${e.number} ${r.title}`));
    expect(unresolved).toEqual(['38 작전 단계']);
    expect(related('initiative-order').find((r) => r.title === '작전 단계')).toMatchObject({ id: null, resolved: false });
  });

  it('has no notes (the Korean source has none)', () => {
    expect(ko().every((e) => e.notes.length === 0)).toBe(true);
  });
});
