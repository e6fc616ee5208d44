/** resolveTopicName: a related-topic name to topic ids, mending a missing comma or a cut-off end only when one reading fits. */
import { describe, expect, it } from 'vitest';
import { resolveTopicName } from '../../../../src/lib/import/topic-names.ts';

const table = new Map([
  ['보병 토큰', 'infantry-tokens'],
  ['유닛 생산', 'producing-units'],
  ['유닛', 'units'],
  ['활성 성계', 'active-system'],
  ['소모', 'exhausted'],
  ['소모 상태', 'exhausted'],
  ['전략 카드', 'strategy-card'],
  ['전략 단계', 'strategy-phase'],
]);

describe('resolveTopicName', () => {
  it('finds a name in the table as it is, trimmed, with nothing to report', () => {
    expect(resolveTopicName(' 유닛 생산 ', table)).toEqual({ topics: [{ name: '유닛 생산', id: 'producing-units' }] });
  });

  it('splits two names whose comma is missing', () => {
    const r = resolveTopicName('보병 토큰 유닛 생산', table);
    expect(r.topics).toEqual([
      { name: '보병 토큰', id: 'infantry-tokens' },
      { name: '유닛 생산', id: 'producing-units' },
    ]);
    expect(r.fix).toEqual({ kind: 'name-split', message: '"보병 토큰 유닛 생산" is two topics with the comma missing: read as "보병 토큰", "유닛 생산"' });
  });

  it('completes a name cut off at its end when only one topic begins so', () => {
    const r = resolveTopicName('활성 성', table);
    expect(r.topics).toEqual([{ name: '활성 성계', id: 'active-system' }]);
    expect(r.fix?.kind).toBe('name-completed');
  });

  it('completes to the shortest name when every completion is the same topic', () => {
    expect(resolveTopicName('소', table).topics).toEqual([{ name: '소모', id: 'exhausted' }]);
  });

  it('leaves a name unresolved when completions point to different topics', () => {
    const r = resolveTopicName('전략', table);
    expect(r.topics).toEqual([{ name: '전략', id: null }]);
    expect(r.fix?.kind).toBe('name-unresolved');
  });

  it('leaves an unknown name unresolved', () => {
    const r = resolveTopicName('작전 단계', table);
    expect(r).toEqual({
      topics: [{ name: '작전 단계', id: null }],
      fix: { kind: 'name-unresolved', message: '"작전 단계" matches no topic name in the manifest; left as plain text' },
    });
  });
});
