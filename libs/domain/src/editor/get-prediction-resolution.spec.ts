import { getPredictionResolution } from './get-prediction-resolution.js';
import type { PredictionResolutionInput } from './get-prediction-resolution.js';

const outcomes = ['Alpha', 'Bravo'];
const withDraw = ['Alpha', 'Bravo', 'Draw'];
const teams = ['a', 'b'];

describe('getPredictionResolution', () => {
  it.each<[string, PredictionResolutionInput, unknown]>([
    [
      'match won by team 1',
      { type: 'match', match: { teams, score_1: 3, score_2: 1, first_to: 3 }, outcomes },
      { action: 'resolve', outcome: 'Alpha' },
    ],
    [
      'match won by team 2',
      { type: 'match', match: { teams, score_1: 0, score_2: 2, first_to: 2 }, outcomes },
      { action: 'resolve', outcome: 'Bravo' },
    ],
    [
      'match undecided',
      { type: 'match', match: { teams, score_1: 2, score_2: 2, first_to: 3 }, outcomes },
      { action: 'refuse', code: 'undecided' },
    ],
    [
      'map: last completed unbanned map',
      {
        type: 'map',
        match: { teams, maps: [{ winner: 'a' }, { banner: 'a' }, { winner: 'b' }, {}] },
        outcomes,
      },
      { action: 'resolve', outcome: 'Bravo' },
    ],
    [
      'map: a drawn map with a Draw outcome',
      {
        type: 'map',
        match: { teams, maps: [{ winner: 'a' }, { draw: true }] },
        outcomes: withDraw,
      },
      { action: 'resolve', outcome: 'Draw' },
    ],
    [
      'map: a drawn map without a Draw outcome cancels',
      { type: 'map', match: { teams, maps: [{ draw: true }] }, outcomes },
      { action: 'cancel' },
    ],
    [
      'map: nothing completed',
      { type: 'map', match: { teams, maps: [{ banner: 'b', winner: 'a' }, {}] }, outcomes },
      { action: 'refuse', code: 'no-completed-map' },
    ],
    [
      'map: a winner that is not a team',
      { type: 'map', match: { teams, maps: [{ winner: 'z' }] }, outcomes },
      { action: 'refuse', code: 'unknown-winner' },
    ],
  ])('%s', (_case, input, resolution) => {
    expect(getPredictionResolution(input)).toEqual(resolution);
  });
});
