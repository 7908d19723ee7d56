import { describe, expect, it } from 'vitest';
import { DESK_ROW_GAP, DESK_ROW_WIDTH, getCardLayout } from './get-card-layout.js';

describe('getCardLayout', () => {
  it.each<[number, boolean, boolean, { width: number; camBox: boolean; nameSize: number }]>([
    [0, false, false, { width: 480, camBox: false, nameSize: 34 }],
    [1, false, false, { width: 480, camBox: false, nameSize: 34 }],
    [3, false, false, { width: 480, camBox: false, nameSize: 34 }],
    [3, true, false, { width: 560, camBox: true, nameSize: 34 }],
    [2, false, true, { width: 720, camBox: true, nameSize: 34 }],
    [4, false, false, { width: 416, camBox: false, nameSize: 34 }],
    [6, true, false, { width: 266, camBox: true, nameSize: 28 }],
  ])('%i people, cams %s, interview %s', (shown, cams, interview, expected) => {
    expect(getCardLayout(shown, cams, interview)).toEqual(expected);
  });

  it('never overflows the row', () => {
    for (let n = 1; n <= 12; n += 1) {
      for (const cams of [false, true]) {
        const { width } = getCardLayout(n, cams, false);
        expect(n * width + (n - 1) * DESK_ROW_GAP).toBeLessThanOrEqual(DESK_ROW_WIDTH);
      }
    }
  });
});
