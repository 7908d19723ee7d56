import type { BracketMatchInput } from './bracket-state.js';
import { hasRecordedResult } from './has-recorded-result.js';

describe('hasRecordedResult', () => {
  it.each<[string, Omit<BracketMatchInput, 'id'>, boolean]>([
    ['no scores', {}, false],
    ['zero scores', { score_1: 0, score_2: 0, first_to: 3 }, false],
    ['a score above 0', { score_1: 1, score_2: 0, first_to: 3 }, true],
    ['score 2 above 0', { score_2: 2 }, true],
    ['a forfeit', { forfeit: true }, true],
    ['the map-winner flag', { has_map_winner: true }, true],
    ['a map with a winner link', { maps: [{ winner: [] }, { winner: ['team'] }] }, true],
    ['a map with a winner text', { maps: [{ winner: 'team' }] }, true],
    [
      'maps without winners',
      { maps: [{}, { winner: null }, { winner: '' }, { winner: [] }] },
      false,
    ],
  ])('%s → %s', (_name, match, expected) => {
    expect(hasRecordedResult({ id: 'm', ...match })).toBe(expected);
  });
});
