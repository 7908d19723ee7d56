import { describe, expect, it } from 'vitest';
import { getDeskPeople, type DeskPeopleInput, type DeskPlayerInput } from './get-desk-people.js';

const player = (id: string, extra: Partial<DeskPlayerInput> = {}): DeskPlayerInput => ({
  id,
  name: `Player ${id}`,
  pronouns: null,
  avatarUrl: null,
  camCode: null,
  ...extra,
});

const input = (extra: Partial<DeskPeopleInput>): DeskPeopleInput => ({
  playerGuests: [],
  manualGuests: null,
  casters: [],
  camParams: null,
  ...extra,
});

const names = (extra: Partial<DeskPeopleInput>) => getDeskPeople(input(extra)).map((p) => p.name);

describe('getDeskPeople', () => {
  it.each<[string, Partial<DeskPeopleInput>, string[]]>([
    ['nobody', {}, []],
    [
      'player guests in order',
      { playerGuests: [player('b'), player('a')] },
      ['Player b', 'Player a'],
    ],
    [
      'player guests, then manual guests',
      { playerGuests: [player('a')], manualGuests: 'Sam|he/him\nAlex, @alex' },
      ['Player a', 'Sam', 'Alex'],
    ],
    [
      'manual guests only, blank lines skipped',
      { manualGuests: '\nSam\n\n  \nAlex\n' },
      ['Sam', 'Alex'],
    ],
    ['guests win over the casters', { manualGuests: 'Sam', casters: [player('c1')] }, ['Sam']],
    [
      'the casters in order when there are no guests',
      { casters: [player('c2'), player('c1')] },
      ['Player c2', 'Player c1'],
    ],
    [
      'a guest without a name is left out (and does not hide the casters)',
      { manualGuests: '@handle, he/him', casters: [player('c1')] },
      ['Player c1'],
    ],
    [
      'a player guest without a name is left out',
      { playerGuests: [player('a', { name: '  ' })], casters: [player('c1')] },
      ['Player c1'],
    ],
  ])('%s', (_label, extra, expected) => {
    expect(names(extra)).toEqual(expected);
  });

  it('reads every part of a manual guest and keys it by line', () => {
    expect(
      getDeskPeople(
        input({
          manualGuests:
            'Sam Sideline|he/him|@samsideline|https://img.example/sam.png|https://vdo.ninja/?view=sam',
        }),
      ),
    ).toEqual([
      {
        key: 'guest-1',
        name: 'Sam Sideline',
        pronouns: 'he/him',
        twitter: '@samsideline',
        avatar: 'https://img.example/sam.png',
        webcam: 'https://vdo.ninja/?view=sam&cover&na&animate=0',
      },
    ]);
  });

  it('builds a player guest from the player: headshot, pronouns, cam link with the camera parameters', () => {
    expect(
      getDeskPeople(
        input({
          playerGuests: [
            player('recA', { pronouns: 'she/her', avatarUrl: '/image.png?id=h', camCode: 'cam_a' }),
          ],
          camParams: 'cover, animate=1',
        }),
      ),
    ).toEqual([
      {
        key: 'recA',
        name: 'Player recA',
        pronouns: 'she/her',
        twitter: null,
        avatar: '/image.png?id=h',
        webcam: 'https://vdo.ninja/?view=cam_a&cover&animate=1',
      },
    ]);
  });

  it('keeps a webcam link that already has its parameters', () => {
    const [person] = getDeskPeople(
      input({ manualGuests: 'Sam, https://vdo.ninja/?view=sam&cover&na&animate=0' }),
    );
    expect(person?.webcam).toBe('https://vdo.ninja/?view=sam&cover&na&animate=0');
  });

  it('does not change its input', () => {
    const guests = [player('a')];
    const frozen = Object.freeze([...guests]);
    getDeskPeople(input({ playerGuests: frozen }));
    expect(frozen).toEqual(guests);
  });
});
