import { getDeskPeople } from './get-desk-people.js';

const guest = (name: string, extra: Record<string, string | null> = {}) => ({
  kind: 'guest',
  guest: { name, avatar: null, webcam: null, twitter: null, pronouns: null, ...extra },
});

describe('getDeskPeople', () => {
  it.each([
    [
      'player guests, then manual guests',
      { playerGuests: ['p1', 'p2'], manualGuests: 'Sam, @sam, he/him', casters: ['c1'] },
      [
        { kind: 'player', player: 'p1' },
        { kind: 'player', player: 'p2' },
        guest('Sam', { twitter: '@sam', pronouns: 'he/him' }),
      ],
    ],
    [
      'manual guests only, one per line',
      { playerGuests: [], manualGuests: 'Ann|https://x.io/a.png\n\nBo', casters: ['c1'] },
      [guest('Ann', { avatar: 'https://x.io/a.png' }), guest('Bo')],
    ],
    [
      'nobody listed: the casters in order',
      { playerGuests: [], manualGuests: '  \n', casters: ['c2', 'c1'] },
      [
        { kind: 'player', player: 'c2' },
        { kind: 'player', player: 'c1' },
      ],
    ],
    ['nobody at all', { playerGuests: [], manualGuests: null, casters: [] }, []],
  ])('%s', (_case, input, people) => {
    expect(getDeskPeople(input)).toEqual(people);
  });
});
