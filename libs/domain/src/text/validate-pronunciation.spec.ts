import { validatePronunciation } from './validate-pronunciation.js';

const MESSAGE = 'Please keep your pronunciation to less than 100 characters.';

describe('validatePronunciation', () => {
  it.each([
    ['', null],
    [null, null],
    [undefined, null],
    ['kass-line', null],
    ['a'.repeat(99), null],
    ['a'.repeat(100), null],
    ['a'.repeat(101), MESSAGE],
    ['é'.repeat(100), null],
    ['😀'.repeat(100), null], // 100 characters although 200 UTF-16 units
    ['😀'.repeat(101), MESSAGE],
  ])('%p → %p', (text, expected) => {
    expect(validatePronunciation(text)).toBe(expected);
  });
});
