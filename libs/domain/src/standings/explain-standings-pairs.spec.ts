import { explainStandingsPairs } from './explain-standings-pairs.js';
import type { PairDecision } from './standings-types.js';

const names = { A: 'Alpha', B: 'Bravo', C: 'Charlie' };

function decision(
  criterion: PairDecision['criterion'],
  upperValue: number | null,
  lowerValue: number | null,
  members: readonly string[] = ['A', 'B', 'C', 'D'],
): PairDecision {
  return { upper: 'A', lower: 'B', criterion, upperValue, lowerValue, members };
}

describe('explainStandingsPairs (RULES d.5)', () => {
  it.each([
    [decision('match-wins', 3, 2), 'Alpha above Bravo on match-wins: 3 vs 2', { type: 'table' }],
    [
      decision('map-score', 2.75, 2.5),
      'Alpha above Bravo on map-score: 2.75 vs 2.5',
      { type: 'table' },
    ],
    [
      decision('map-win-rate', 0.75, 2 / 3),
      'Alpha above Bravo on map-win-rate: 0.750 vs 0.667',
      { type: 'table' },
    ],
    [decision('forfeits', 0, 1), 'Alpha above Bravo on forfeits: 0 vs 1', { type: 'table' }],
    [decision('manual', 1, null), 'Alpha above Bravo on manual: 1 vs unlisted', { type: 'table' }],
    [
      decision('head-to-head', 2, 1, ['A', 'B', 'C']),
      'Alpha above Bravo on head-to-head among Alpha, Bravo and Charlie: 2 vs 1',
      { type: 'subgroup', members: ['A', 'B', 'C'] },
    ],
    [
      decision('head-to-head-map-diff', 1, -1, ['A', 'B']),
      'Alpha above Bravo on head-to-head-map-diff among Alpha and Bravo: 1 vs -1',
      { type: 'subgroup', members: ['A', 'B'] },
    ],
    [
      decision('head-to-head', 3, 1),
      'Alpha above Bravo on head-to-head: 3 vs 1',
      { type: 'table' },
    ],
    [
      decision(null, null, null),
      'Alpha and Bravo are tied after every tie-breaker',
      { type: 'table' },
    ],
  ] as const)('%j → %s', (input, sentence, scope) => {
    const [pair] = explainStandingsPairs([input], 4, names);
    expect(pair?.sentence).toBe(sentence);
    expect(pair?.scope).toEqual(scope);
    expect(pair?.tied).toBe(input.criterion === null);
  });

  it('falls back to team ids', () => {
    const [pair] = explainStandingsPairs([decision('match-wins', 1, 0)], 4);
    expect(pair?.sentence).toBe('A above B on match-wins: 1 vs 0');
  });
});
