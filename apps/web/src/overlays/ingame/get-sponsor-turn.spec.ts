import { describe, expect, it } from 'vitest';
import { getSponsorTurn } from './get-sponsor-turn.js';

describe('getSponsorTurn (sponsor rotation, sponsorSpeed)', () => {
  it.each([
    [0, 15_000, 0, 0, null],
    [1, 15_000, 99_999, 0, null],
    [4, 15_000, 0, 0, 15_000],
    [4, 15_000, 14_999, 0, 1],
    [4, 15_000, 15_000, 1, 15_000],
    [4, 15_000, 46_000, 3, 14_000],
    [4, 15_000, 60_000, 0, 15_000],
    [3, 1_000, 7_250, 1, 750],
    [2, 5_000, -500, 0, 5_000],
    [2, 0, 10, 0, null],
  ])(
    '%s sponsors every %s ms at %s ms: sponsor %s, next in %s ms',
    (count, speed, at, index, next) => {
      expect(getSponsorTurn(count, speed, at)).toEqual({ index, msUntilNext: next });
    },
  );
});
