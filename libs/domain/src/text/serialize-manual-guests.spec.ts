import { parseManualGuests } from './parse-manual-guests.js';
import { serializeManualGuests } from './serialize-manual-guests.js';

describe('serializeManualGuests', () => {
  it.each([
    [[], ''],
    [
      [
        { name: 'Alice', pronouns: 'she/her' },
        { name: 'Bob', twitter: '@bob' },
      ],
      'Alice, she/her\nBob, @bob',
    ],
    [[{ name: 'Alice' }, { name: '  ' }, { name: 'Carol' }], 'Alice\nCarol'],
  ])('%j → %p', (guests, expected) => {
    expect(serializeManualGuests(guests)).toBe(expected);
  });

  it('writes one guest per line that parses back', () => {
    const guests = [
      {
        name: 'Alice',
        avatar: null,
        webcam: 'https://vdo.ninja/?view=a1',
        twitter: null,
        pronouns: 'she/her',
      },
      {
        name: 'Bob',
        avatar: 'https://x.example/b.png',
        webcam: null,
        twitter: '@bob',
        pronouns: null,
      },
    ];
    expect(parseManualGuests(serializeManualGuests(guests))).toEqual(guests);
  });
});
