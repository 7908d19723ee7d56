import { createRandom } from './create-random.js';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const first = Array.from({ length: 20 }, () => a.next());
    const second = Array.from({ length: 20 }, () => b.next());
    expect(first).toEqual(second);
  });

  it('gives a different sequence for a different seed', () => {
    expect(createRandom(1).next()).not.toBe(createRandom(2).next());
  });

  it('keeps floats in [0, 1) and integers inside their bounds', () => {
    const random = createRandom(7);
    for (let i = 0; i < 2000; i += 1) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const n = random.int(3, 5);
      expect([3, 4, 5]).toContain(n);
    }
  });

  it('shuffles without changing the input and keeps every element', () => {
    const input = Object.freeze([1, 2, 3, 4, 5, 6]);
    const shuffled = createRandom(3).shuffle(input);
    expect([...shuffled].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(input).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each([
    ['hex', (r: ReturnType<typeof createRandom>) => r.hex(64), /^[0-9a-f]{64}$/],
    ['chars', (r: ReturnType<typeof createRandom>) => r.chars('AB', 10), /^[AB]{10}$/],
  ])('%s produces the requested alphabet and length', (_name, make, pattern) => {
    expect(make(createRandom(9))).toMatch(pattern);
  });

  it('samples distinct elements', () => {
    const sample = createRandom(11).sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow('Cannot pick from an empty list');
  });
});
