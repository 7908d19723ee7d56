import { describe, expect, it } from 'vitest';
import { PRONOUN_OPTIONS, PROFILE_ROLE_OPTIONS } from '@castline/domain';
import { buildChoiceOptions } from './build-choice-options.js';
import { buildHeroOptions } from './build-hero-options.js';
import { buildThemeOptions } from './build-theme-options.js';
import { getProfileChanges } from './get-profile-changes.js';
import { EMPTY_PROFILE, type ProfileValues } from './profile-values.js';
import { readProfileValues } from './read-profile-values.js';
import { validateProfileValues } from './validate-profile-values.js';

const SAVED: ProfileValues = {
  pronouns: 'she/her',
  pronunciation: 'AY-duh',
  role: 'Support',
  favourite_hero: 'recHEROANAAAAAAAA',
  profile_picture_theme: 'recTHEMEAAAAAAAAA',
};

describe('readProfileValues (public-site §2 "Profile page")', () => {
  it('reads text fields and the first id of links', () => {
    expect(
      readProfileValues({
        pronouns: 'she/her',
        pronunciation: 'AY-duh',
        role: 'Support',
        favourite_hero: ['recHEROANAAAAAAAA'],
        profile_picture_theme: ['recTHEMEAAAAAAAAA'],
      }),
    ).toEqual(SAVED);
  });

  it('treats missing and blank values as not set', () => {
    expect(readProfileValues({ pronouns: ' ', role: null, favourite_hero: [] })).toEqual(
      EMPTY_PROFILE,
    );
  });
});

describe('getProfileChanges (actions/update-profile-data: only changed fields, null clears)', () => {
  it('sends nothing when nothing changed (spaces around text do not count)', () => {
    expect(getProfileChanges(SAVED, { ...SAVED, pronunciation: ' AY-duh  ' })).toEqual({});
  });

  it('sends changed fields, trimmed', () => {
    expect(
      getProfileChanges(SAVED, { ...SAVED, pronouns: 'any', pronunciation: ' ah-DAH ' }),
    ).toEqual({ pronouns: 'any', pronunciation: 'ah-DAH' });
  });

  it('sends null for cleared fields', () => {
    expect(getProfileChanges(SAVED, EMPTY_PROFILE)).toEqual({
      pronouns: null,
      pronunciation: null,
      role: null,
      favourite_hero: null,
      profile_picture_theme: null,
    });
  });
});

describe('validateProfileValues (public-site §5)', () => {
  it.each([
    ['a'.repeat(100), {}],
    [
      'a'.repeat(101),
      { pronunciation: 'Please keep your pronunciation to less than 100 characters.' },
    ],
    [`  ${'a'.repeat(100)}  `, {}],
    ['', {}],
  ])('pronunciation of %#', (pronunciation, expected) => {
    expect(validateProfileValues({ ...EMPTY_PROFILE, pronunciation })).toEqual(expected);
  });
});

describe('buildChoiceOptions (public-site §5 pronouns and role options)', () => {
  it('offers the spec lists', () => {
    expect(buildChoiceOptions(PRONOUN_OPTIONS, null)).toEqual([
      'he/him',
      'she/her',
      'they/them',
      'he/they',
      'she/they',
      'any',
    ]);
    expect(buildChoiceOptions(PROFILE_ROLE_OPTIONS, 'Tank')).toEqual([
      'DPS',
      'Tank',
      'Support',
      'Flex',
    ]);
  });

  it('keeps a stored value that is not in the list', () => {
    expect(buildChoiceOptions(PROFILE_ROLE_OPTIONS, 'Coach')).toEqual([
      'DPS',
      'Tank',
      'Support',
      'Flex',
      'Coach',
    ]);
  });
});

describe('buildHeroOptions (public-site §5 "heroes grouped by role DPS, Tank and Support")', () => {
  const hero = (id: string, name: string, role: string, game = 'Overwatch') => ({
    id: `recHERO${id}`,
    name,
    role,
    game,
  });

  it('groups Overwatch heroes by DPS, Tank, Support, alphabetical, other games left out', () => {
    expect(
      buildHeroOptions([
        hero('A', 'Reinhardt', 'Tank'),
        hero('B', 'Tracer', 'DPS'),
        hero('C', 'Ana', 'Support'),
        hero('D', 'Ashe', 'Damage'),
        hero('E', 'Jett', 'Duelist', 'Valorant'),
        hero('F', 'Hulk', 'Tank', 'Marvel Rivals'),
        hero('G', 'Mystery', 'Flex'),
      ]),
    ).toEqual([
      {
        group: 'DPS',
        items: [
          { value: 'recHEROD', label: 'Ashe' },
          { value: 'recHEROB', label: 'Tracer' },
        ],
      },
      { group: 'Tank', items: [{ value: 'recHEROA', label: 'Reinhardt' }] },
      { group: 'Support', items: [{ value: 'recHEROC', label: 'Ana' }] },
    ]);
  });

  it('leaves empty groups out', () => {
    expect(buildHeroOptions([hero('A', 'Ana', 'Support')]).map((group) => group.group)).toEqual([
      'Support',
    ]);
  });
});

describe('buildThemeOptions (public-site §3 theme chooser: groups Teams and Events)', () => {
  it('lists team themes under Teams and their events’ themes under Events, each once', () => {
    expect(
      buildThemeOptions([
        {
          name: 'Night Owls',
          theme: ['recTHEMEOWLS'],
          events: [{ name: 'Spring Showdown', theme: ['recTHEMESPRING'] }],
        },
        {
          name: 'Red Foxes',
          theme: ['recTHEMEFOXES'],
          events: [
            { name: 'Spring Showdown', theme: ['recTHEMESPRING'] },
            { name: 'Winter Invitational', theme: ['recTHEMEWINTER'] },
          ],
        },
        {
          name: 'No Theme',
          theme: [],
          events: [{ name: 'Same As Team', theme: ['recTHEMEOWLS'] }],
        },
      ]),
    ).toEqual([
      {
        group: 'Teams',
        items: [
          { value: 'recTHEMEOWLS', label: 'Night Owls' },
          { value: 'recTHEMEFOXES', label: 'Red Foxes' },
        ],
      },
      {
        group: 'Events',
        items: [
          { value: 'recTHEMESPRING', label: 'Spring Showdown' },
          { value: 'recTHEMEWINTER', label: 'Winter Invitational' },
        ],
      },
    ]);
  });

  it('is empty for a player without teams', () => {
    expect(buildThemeOptions([])).toEqual([]);
  });
});
