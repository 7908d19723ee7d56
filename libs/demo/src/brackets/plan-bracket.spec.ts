import { DOUBLE_ELIMINATION_8, SINGLE_ELIMINATION_4 } from './bracket-presets.js';
import { planBracket } from './plan-bracket.js';

const SEEDS = {
  1: ['A', 'H'],
  2: ['B', 'G'],
  3: ['C', 'F'],
  4: ['D', 'E'],
} as const;

describe('planBracket', () => {
  it('feeds winners and losers through the 8-team double elimination and writes ranks', () => {
    const plan = planBracket(DOUBLE_ELIMINATION_8.layout, 14, 'recB', SEEDS, () => 1);
    const teams = plan.matches.map((m) => m.slots.map((s) => s.team));
    expect(teams[6]).toEqual(['A', 'B']); // 7 = 1.win vs 2.win
    expect(teams[4]).toEqual(['H', 'G']); // 5 = 1.lose vs 2.lose
    expect(teams[8]).toEqual(['D', 'H']); // 9 = 8.lose (C beat D) vs 5.win
    expect(teams[13]).toEqual(['A', 'C']); // grand final: upper winner vs lower final winner
    expect(plan.matches[6]?.slots[0].source).toBe('fed:recB:1.win');
    expect(plan.matches[0]?.slots[0].source).toBe('hand');
    expect(plan.matches[8]?.feeders).toEqual([8, 5]);
    expect(plan.ranks.get('A')).toEqual({ sort: 1, text: '#1', source: 'fed:recB:14.win' });
    expect(plan.ranks.get('C')).toEqual({ sort: 2, text: '#2', source: 'fed:recB:14.lose' });
    expect(plan.ranks.get('B')).toMatchObject({ sort: 4, text: '#4' });
    expect(plan.ranks.get('G')).toMatchObject({ sort: 7, text: '#7/8' });
  });

  it('leaves fed slots empty while the feeder is undecided', () => {
    const plan = planBracket(DOUBLE_ELIMINATION_8.layout, 14, 'recB', SEEDS, (n) =>
      n <= 7 ? 2 : null,
    );
    const ninth = plan.matches[8];
    expect(ninth?.slots[0]).toEqual({ team: null, source: null });
    expect(ninth?.slots[1].team).toBe('B'); // 5 = A vs B (1 and 2 lost), won by slot 2
    expect(ninth?.winnerSlot).toBeNull();
    expect(plan.matches[13]?.slots.map((s) => s.team)).toEqual([null, null]);
  });

  it('plays a 4-team single elimination', () => {
    const plan = planBracket(
      SINGLE_ELIMINATION_4.layout,
      3,
      'recS',
      { 1: ['A', 'D'], 2: ['B', 'C'] },
      () => 2,
    );
    expect(plan.matches[2]?.slots.map((s) => s.team)).toEqual(['D', 'C']);
    expect(plan.ranks.get('C')).toMatchObject({ sort: 1, text: '#1' });
    expect(plan.ranks.get('A')).toEqual({ sort: 3, text: '#3/4', source: 'fed:recS:1.lose' });
  });

  it('refuses a layout whose links point backwards', () => {
    expect(() =>
      planBracket({ brackets: [], connections: { '2': { win: '1.1' } } }, 2, 'r', {}, () => 1),
    ).toThrow('Match 2 feeds an earlier match');
  });
});
