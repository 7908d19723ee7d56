import { createSeededRandom } from './create-seeded-random.js';

describe('createSeededRandom', () => {
  it('repeats its sequence for the same seed and stays in [0, 1)', () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(values);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });

  it('differs between seeds', () => {
    expect(createSeededRandom(1)()).not.toBe(createSeededRandom(2)());
  });
});
