import { describe, expect, it } from 'vitest';
import { getRotationIndex } from './get-rotation-index.js';

describe('getRotationIndex', () => {
  it.each([
    ['nothing to show', 1000, 20_000, 0, null],
    ['one item always', 987_654, 20_000, 1, 0],
    ['first step', 19_999, 20_000, 3, 0],
    ['second step', 20_000, 20_000, 3, 1],
    ['wraps around', 60_000, 20_000, 3, 0],
    ['before the epoch never goes negative', -1, 20_000, 3, 2],
    ['a bad step shows the first', 5000, 0, 3, 0],
  ])('%s', (_name, now, step, count, expected) => {
    expect(getRotationIndex(now, step, count)).toBe(expected);
  });
});
