import { parseManualGuest } from './parse-manual-guest.js';
import { serializeManualGuest } from './serialize-manual-guest.js';

describe('serializeManualGuest', () => {
  it.each([
    [{ name: 'Alice' }, 'Alice'],
    [
      {
        name: ' Alice ',
        avatar: 'https://cdn.example.com/alice.png',
        webcam: 'https://vdo.ninja/?view=abc',
        twitter: '@alice',
        pronouns: 'she/her',
      },
      'Alice, https://cdn.example.com/alice.png, https://vdo.ninja/?view=abc, @alice, she/her',
    ],
    [{ name: 'Bob', avatar: '', webcam: null, pronouns: 'he/him' }, 'Bob, he/him'],
    [{}, ''],
  ])('%j → %p', (guest, expected) => {
    expect(serializeManualGuest(guest)).toBe(expected);
  });

  it('reads back into the same guest', () => {
    const guest = {
      name: 'Alice',
      avatar: 'https://cdn.example.com/alice.png',
      webcam: 'https://vdo.ninja/?view=abc',
      twitter: '@alice',
      pronouns: 'she/her',
    };
    expect(parseManualGuest(serializeManualGuest(guest))).toEqual(guest);
  });
});
