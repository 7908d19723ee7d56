import { getPredictionAutoLock } from './get-prediction-auto-lock.js';

describe('getPredictionAutoLock', () => {
  it.each([
    ['match', undefined, 300],
    ['map', null, 180],
    ['match', 30, 30],
    ['map', 1800, 1800],
    ['match', 29, null],
    ['map', 1801, null],
    ['match', 90.5, null],
  ] as const)('%s with %j → %j', (type, requested, seconds) => {
    expect(getPredictionAutoLock(type, requested)).toBe(seconds);
  });
});
