import { getPredictionOutcomes } from './get-prediction-outcomes.js';
import type { PredictionOutcomesInput } from './get-prediction-outcomes.js';

const teams = [
  { name: 'Alpha Esports', safe_twitch_name: 'Alpha' },
  { name: 'A Team With A Very Long Name Indeed' },
];

describe('getPredictionOutcomes', () => {
  it.each<[string, PredictionOutcomesInput, string[]]>([
    [
      'match',
      { type: 'match', teams, allowDrawPredictions: true },
      ['Alpha', 'A Team With A Very Long N'],
    ],
    [
      'map with draws allowed',
      { type: 'map', teams, mapType: 'Escort', allowDrawPredictions: true },
      ['Alpha', 'A Team With A Very Long N', 'Draw'],
    ],
    [
      'map without a type',
      { type: 'map', teams, mapType: null, allowDrawPredictions: true },
      ['Alpha', 'A Team With A Very Long N', 'Draw'],
    ],
    [
      'Control map',
      { type: 'map', teams, mapType: 'Control', allowDrawPredictions: true },
      ['Alpha', 'A Team With A Very Long N'],
    ],
    [
      'draws not allowed',
      { type: 'map', teams, mapType: 'Hybrid', allowDrawPredictions: false },
      ['Alpha', 'A Team With A Very Long N'],
    ],
    [
      'missing teams',
      { type: 'match', teams: [null], allowDrawPredictions: false },
      ['TBD', 'TBD'],
    ],
  ])('%s → %j', (_case, input, outcomes) => {
    expect(getPredictionOutcomes(input)).toEqual(outcomes);
  });
});
