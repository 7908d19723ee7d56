import { parseImageSize } from './parse-image-size.js';

describe('parseImageSize', () => {
  it.each([
    ['h-120', { height: 120 }],
    ['h-50', { height: 50 }],
    ['w-50', { width: 50 }],
    ['300', { width: 300 }],
    ['w-99999', null],
    ['h-1', { height: 8 }],
    ['w-4000', { width: 2048 }],
    ['', null],
    [undefined, null],
    ['big', null],
    ['x-10', null],
  ] as const)('%s → %j', (input, expected) => {
    expect(parseImageSize(input)).toEqual(expected);
  });
});
