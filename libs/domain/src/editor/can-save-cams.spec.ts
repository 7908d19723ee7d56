import { canSaveCams } from './can-save-cams.js';

describe('canSaveCams', () => {
  it.each([
    [
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
      true,
    ],
    [
      [
        ['a', null],
        ['c', 'd'],
      ],
      false,
    ],
    [
      [
        ['a', 'b'],
        [null, 'd'],
      ],
      false,
    ],
    [
      [
        ['a', ''],
        ['c', 'd'],
      ],
      false,
    ],
    [[[], []], true],
    [[], true],
  ])('%j → %s', (slots, canSave) => {
    expect(canSaveCams(slots)).toBe(canSave);
  });
});
