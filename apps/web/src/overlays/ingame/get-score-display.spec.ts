import { describe, expect, it } from 'vitest';
import { getScoreDisplay, type ScoreDisplay } from './get-score-display.js';

describe('getScoreDisplay (HUD score or dots)', () => {
  it.each<[number | null, number | null, boolean, boolean, ScoreDisplay]>([
    [2, 3, false, false, { kind: 'number', text: '2' }],
    [null, 3, false, false, { kind: 'number', text: '0' }],
    [2, 3, true, false, { kind: 'hidden' }],
    [2, 3, true, true, { kind: 'hidden' }],
    [2, 3, false, true, { kind: 'dots', filled: 2, total: 3 }],
    [0, 4, false, true, { kind: 'dots', filled: 0, total: 4 }],
    [null, 2, false, true, { kind: 'dots', filled: 0, total: 2 }],
    [5, 3, false, true, { kind: 'dots', filled: 3, total: 3 }],
    [1, null, false, true, { kind: 'number', text: '1' }],
    [1, 0, false, true, { kind: 'number', text: '1' }],
    [4, 10, false, true, { kind: 'number', text: '4' }],
    [-1, 3, false, false, { kind: 'number', text: '0' }],
  ])('score %s of FT%s, hide %s, dots %s', (score, firstTo, hideScores, useDots, expected) => {
    expect(getScoreDisplay(score, firstTo, { hideScores, useDots })).toEqual(expected);
  });
});
