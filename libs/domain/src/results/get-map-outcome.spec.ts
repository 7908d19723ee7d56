import { getMapOutcome } from './get-map-outcome.js';

describe('getMapOutcome', () => {
  it.each([
    [{ winner: 'recA' }, 'played'],
    [{ winner: 'recA', score_1: 3, score_2: 1 }, 'played'],
    [{ draw: true }, 'drawn'],
    [{ draw: false }, 'unplayed'],
    [{}, 'unplayed'],
    [{ winner: null, draw: null, banner: null }, 'unplayed'],
    [{ banner: 'recB' }, 'banned'],
    [{ banner: 'recB', winner: 'recA' }, 'banned'],
    [{ banner: 'recB', draw: true }, 'banned'],
    [{ banner: '', winner: 'recA' }, 'played'],
  ] as const)('%j is %s', (map, outcome) => {
    expect(getMapOutcome(map)).toBe(outcome);
  });
});
