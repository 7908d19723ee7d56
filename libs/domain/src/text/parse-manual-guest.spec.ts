import { parseManualGuest } from './parse-manual-guest.js';

const none = { name: '', avatar: null, webcam: null, twitter: null, pronouns: null };

describe('parseManualGuest', () => {
  it.each([
    ['Alice', { ...none, name: 'Alice' }],
    [
      'Alice, @alice_casts, she/her, https://cdn.example.com/alice.png, https://vdo.ninja/?view=abc123',
      {
        name: 'Alice',
        twitter: '@alice_casts',
        pronouns: 'she/her',
        avatar: 'https://cdn.example.com/alice.png',
        webcam: 'https://vdo.ninja/?view=abc123',
      },
    ],
    // pipes split too, parts are trimmed, order does not matter
    [' he/him |Bob | @bob ', { ...none, name: 'Bob', pronouns: 'he/him', twitter: '@bob' }],
    // view= wins over http (a webcam link starts with http), http wins over '/'
    ['https://vdo.ninja/?view=x', { ...none, webcam: 'https://vdo.ninja/?view=x' }],
    ['http://example.com/a.png', { ...none, avatar: 'http://example.com/a.png' }],
    // @ wins over '/'
    ['@they/them', { ...none, twitter: '@they/them' }],
    // the first part of a kind wins
    ['Alice, Bob', { ...none, name: 'Alice' }],
    ['Smith | John', { ...none, name: 'Smith' }],
    // empty parts are skipped
    [', , Carol,,', { ...none, name: 'Carol' }],
    ['', none],
    ['@nameless, he/they', { ...none, twitter: '@nameless', pronouns: 'he/they' }],
  ])('%p', (line, expected) => {
    expect(parseManualGuest(line)).toEqual(expected);
  });
});
