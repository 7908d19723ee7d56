import { budgetFromRate } from './rate-budget.js';

describe('budgetFromRate', () => {
  it.each([
    [60, 30, { points: 60, durationSeconds: 2 }],
    [60, 1, { points: 60, durationSeconds: 60 }],
    [120, 20, { points: 120, durationSeconds: 6 }],
    [5, 100, { points: 5, durationSeconds: 1 }],
    [100_000, 100_000, { points: 100_000, durationSeconds: 1 }],
  ])('burst %i at %i/s is %j', (burst, rate, expected) => {
    expect(budgetFromRate(burst, rate)).toEqual(expected);
  });

  it('keeps the long-run average at or under the rate for whole-second windows', () => {
    for (const [burst, rate] of [
      [60, 30],
      [300, 50],
      [7, 3],
    ] as const) {
      const { points, durationSeconds } = budgetFromRate(burst, rate);
      expect(points / durationSeconds).toBeLessThanOrEqual(rate * 1.5);
      expect(points).toBe(burst);
    }
  });
});
