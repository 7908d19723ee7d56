import type { BracketMatchInput, MatchSlots } from './bracket-state.js';
import { getOutcomeTeam } from './get-outcome-team.js';

describe('getOutcomeTeam', () => {
  const slots: MatchSlots = ['a', 'b'];
  it.each<[string, Partial<BracketMatchInput>, MatchSlots, 'win' | 'lose', string | null]>([
    ['winner in slot 1', { score_1: 2, score_2: 0, first_to: 2 }, slots, 'win', 'a'],
    ['loser in slot 2', { score_1: 2, score_2: 1, first_to: 2 }, slots, 'lose', 'b'],
    ['winner in slot 2', { score_1: 0, score_2: 3, first_to: 3 }, slots, 'win', 'b'],
    ['loser in slot 1', { score_1: 0, score_2: 3, first_to: 3 }, slots, 'lose', 'a'],
    ['incomplete', { score_1: 1, score_2: 1, first_to: 2 }, slots, 'win', null],
    ['no first_to', { score_1: 1, score_2: 0, first_to: 0 }, slots, 'win', null],
    [
      'forfeit decided by score',
      { score_1: 0, score_2: 2, first_to: 2, forfeit: true },
      slots,
      'lose',
      'a',
    ],
    ['winner slot empty', { score_1: 2, score_2: 0, first_to: 2 }, [null, 'b'], 'win', null],
  ])('%s', (_name, result, matchSlots, kind, expected) => {
    expect(getOutcomeTeam({ id: 'm', ...result }, matchSlots, kind)).toBe(expected);
  });

  it('is null for a missing match', () => {
    expect(getOutcomeTeam(undefined, slots, 'win')).toBeNull();
  });
});
