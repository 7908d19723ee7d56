/** A deterministic pseudo-random source (no Math.random, no clock): the demo's only randomness. */
export interface DemoRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer from min to max, both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy of the list (the input is not changed). */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct elements of the list, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** `size` random bytes. */
  bytes(size: number): Uint8Array;
  /** `length` random lower-case hex characters. */
  hex(length: number): string;
  /** `length` random characters of the given alphabet. */
  chars(alphabet: string, length: number): string;
}

const HEX = '0123456789abcdef';

/**
 * Seeded PRNG for the demo season (mulberry32; the brief forbids Math.random and the clock). The same seed
 * always yields the same sequence; non-integer seeds are truncated to 32 bits.
 */
export function createRandom(seed: number): DemoRandom {
  let state = Math.trunc(seed) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      const swap = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = swap;
    }
    return copy;
  };
  const chars = (alphabet: string, length: number): string => {
    let out = '';
    for (let i = 0; i < length; i += 1) out += alphabet[int(0, alphabet.length - 1)] ?? '';
    return out;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, count),
    bytes: (size) => {
      const out = new Uint8Array(size);
      for (let i = 0; i < size; i += 1) out[i] = Math.floor(next() * 256);
      return out;
    },
    hex: (length) => chars(HEX, length),
    chars,
  };
}
