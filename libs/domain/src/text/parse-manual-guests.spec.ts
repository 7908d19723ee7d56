import { parseManualGuests } from './parse-manual-guests.js';

describe('parseManualGuests', () => {
  it.each([
    ['', []],
    [null, []],
    [undefined, []],
    [
      'Alice, she/her\n\n  \r\nBob | @bob\r\n',
      [
        { name: 'Alice', avatar: null, webcam: null, twitter: null, pronouns: 'she/her' },
        { name: 'Bob', avatar: null, webcam: null, twitter: '@bob', pronouns: null },
      ],
    ],
  ])('%p', (text, expected) => {
    expect(parseManualGuests(text)).toEqual(expected);
  });
});
