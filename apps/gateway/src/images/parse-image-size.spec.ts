import { CodedError, IMAGE_SIZES, SERVER_TEXT } from '@castline/contracts';
import { parseImageSize } from './parse-image-size.js';

describe('parseImageSize', () => {
  it.each([
    ['h-120', { height: 120 }],
    ['h-50', { height: 50 }],
    ['w-50', { width: 50 }],
    ['w-1280', { width: 1280 }],
    [' W-640 ', { width: 640 }],
    ['640', { width: 640 }],
    ['', null],
    [undefined, null],
    ['orig', null],
    ['full', null],
  ] as const)('serves %j as %j', (input, expected) => {
    expect(parseImageSize(input)).toEqual(expected);
  });

  it.each([
    ['w-99999'],
    ['h-1'],
    ['w-51'],
    ['300'],
    ['big'],
    ['x-10'],
    ['h-120px'],
    [['h-120', 'w-50']],
  ])('refuses the off-ladder size %j with a 400 naming the sizes offered', (input) => {
    let caught: unknown;
    try {
      parseImageSize(input);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CodedError);
    expect(caught).toMatchObject({ code: 'BAD_REQUEST', message: SERVER_TEXT.imageSizeNotOffered });
  });

  it('accepts every rung of the ladder, and the refusal text lists exactly the ladder', () => {
    for (const size of IMAGE_SIZES) expect(parseImageSize(size)).not.toBeNull();
    expect(SERVER_TEXT.imageSizeNotOffered).toContain(IMAGE_SIZES.join(', '));
  });
});
