import { indexBracketState } from './index-bracket-state.js';

describe('indexBracketState', () => {
  const index = indexBracketState({
    layout: {
      brackets: [{ columns: [{ games: [1, 2] }, { games: [3] }] }],
      connections: { '1': { win: '3.1', lose: 'eliminated' }, '2': { win: '3.2' } },
    },
    orderedMatchIds: ['m1', 'm2', 'm3', 'm4'],
    matches: [{ id: 'm1' }, { id: 'm3' }, { id: 'm4' }],
    teams: [{ id: 't1', name: 'One' }],
  });

  it('indexes feeders, outgoing links, records and teams', () => {
    expect(index.feederBySlot.get('3.1')).toMatchObject({ from: 1, kind: 'win' });
    expect(index.feederBySlot.get('3.2')).toMatchObject({ from: 2, kind: 'win' });
    expect(index.feederBySlot.has('2.1')).toBe(false);
    expect(index.outgoing.get(1)?.lose?.target).toEqual({ kind: 'eliminated' });
    expect([...index.matchByNumber.keys()]).toEqual([1, 3]);
    expect([...index.numberById.entries()]).toEqual([
      ['m1', 1],
      ['m3', 3],
    ]);
    expect(index.teamById.get('t1')?.name).toBe('One');
  });
});
