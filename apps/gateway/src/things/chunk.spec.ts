import { chunk } from './chunk.js';

describe('chunk', () => {
  it.each([
    [[], 100, []],
    [[1, 2, 3], 100, [[1, 2, 3]]],
    [[1, 2, 3, 4, 5], 2, [[1, 2], [3, 4], [5]]],
    [
      [1, 2, 3, 4],
      2,
      [
        [1, 2],
        [3, 4],
      ],
    ],
  ])('splits %j by %i', (items, size, pieces) => {
    expect(chunk(items, size)).toEqual(pieces);
  });

  it('splits 500 ids into five requests of 100', () => {
    expect(
      chunk(
        Array.from({ length: 500 }, (_, i) => i),
        100,
      ).map((p) => p.length),
    ).toEqual([100, 100, 100, 100, 100]);
  });

  it('does not change its input', () => {
    const items = Object.freeze([1, 2, 3]);
    chunk(items, 2);
    expect(items).toEqual([1, 2, 3]);
  });

  it('refuses a size below one', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});
