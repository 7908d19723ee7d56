import { describe, expect, it } from 'vitest';
import { crossfadeGains, crossfadeSeconds, shouldStartCrossfade } from './fade-curve.js';

describe('crossfadeGains', () => {
  it.each([
    [0, 1, 0],
    [1, 0, 1],
    [0.5, 0.707107, 0.707107],
    [-1, 1, 0],
    [2, 0, 1],
    [Number.NaN, 0, 1],
  ])('at %s: out %s, in %s', (progress, out, into) => {
    expect(crossfadeGains(progress)).toEqual({ out, in: into });
  });

  it('keeps the power constant and moves monotonically', () => {
    let last = crossfadeGains(0);
    for (let i = 1; i <= 20; i++) {
      const g = crossfadeGains(i / 20);
      expect(g.out ** 2 + g.in ** 2).toBeCloseTo(1, 5);
      expect(g.out).toBeLessThanOrEqual(last.out);
      expect(g.in).toBeGreaterThanOrEqual(last.in);
      last = g;
    }
  });
});

describe('crossfadeSeconds', () => {
  it.each([
    [10, 180, 10],
    [10, 3, 1.5],
    [0, 180, 0],
    [10, 0, 0],
    [10, Number.NaN, 0],
    [10, Number.POSITIVE_INFINITY, 0],
    [-2, 180, 0],
  ])('option %s, track %s s → %s', (option, duration, expected) => {
    expect(crossfadeSeconds(option, duration)).toBe(expected);
  });
});

describe('shouldStartCrossfade', () => {
  it.each([
    [0, 180, 10, false],
    [169.9, 180, 10, false],
    [170, 180, 10, true],
    [179, 180, 10, true],
    [1.5, 3, 1.5, true],
    [179, 180, 0, false],
    [0, Number.NaN, 10, false],
  ])('at %s of %s with %s s → %s', (current, duration, fade, expected) => {
    expect(shouldStartCrossfade(current, duration, fade)).toBe(expected);
  });
});
