import { createRoundRobin } from './create-round-robin.js';

describe('createRoundRobin', () => {
  it.each([[2], [3], [4], [5], [6], [8], [16]])(
    'pairs %d teams so every pair meets exactly once',
    (count) => {
      const rounds = createRoundRobin(count);
      const seen = new Set<string>();
      for (const round of rounds) {
        const busy = new Set<number>();
        for (const [a, b] of round) {
          expect(a).not.toBe(b);
          expect(busy.has(a) || busy.has(b)).toBe(false);
          busy.add(a);
          busy.add(b);
          const key = [a, b].sort((x, y) => x - y).join('-');
          expect(seen.has(key)).toBe(false);
          seen.add(key);
        }
      }
      expect(seen.size).toBe((count * (count - 1)) / 2);
    },
  );
});
