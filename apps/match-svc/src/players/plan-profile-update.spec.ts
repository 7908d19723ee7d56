import {
  planProfileUpdate,
  PROFILE_TEXT,
  type ProfileFields,
  type ProfileReferences,
} from './plan-profile-update.js';

const OW_HERO = 'recHEROow00000001';
const VAL_HERO = 'recHEROval0000001';
const TEAM_THEME = 'recTHEMEteam00001';
const EVENT_THEME = 'recTHEMEevent0001';
const OTHER_THEME = 'recTHEMEother0001';

const empty: ProfileFields = {
  pronouns: null,
  pronunciation: null,
  role: null,
  favourite_hero: [],
  profile_picture_theme: [],
};
const refs: ProfileReferences = {
  heroGames: new Map([
    [OW_HERO, 'Overwatch'],
    [VAL_HERO, 'Valorant'],
  ]),
  allowedThemes: new Set([TEAM_THEME, EVENT_THEME]),
};
const LONG = 'x'.repeat(101);

describe('planProfileUpdate (RULES (a) update-profile-data)', () => {
  it.each([
    ['pronouns from the list', { pronouns: 'they/them' }, { pronouns: 'they/them' }],
    ['every pronoun option', { pronouns: 'any' }, { pronouns: 'any' }],
    ['a role from the list', { role: 'Flex' }, { role: 'Flex' }],
    [
      'a pronunciation of exactly 100 characters',
      { pronunciation: 'y'.repeat(100) },
      { pronunciation: 'y'.repeat(100) },
    ],
    ['a trimmed pronunciation', { pronunciation: '  SAM-ee  ' }, { pronunciation: 'SAM-ee' }],
    ['an Overwatch hero', { favourite_hero: OW_HERO }, { favourite_hero: [OW_HERO] }],
    [
      "a team's theme",
      { profile_picture_theme: TEAM_THEME },
      { profile_picture_theme: [TEAM_THEME] },
    ],
    [
      "an event's theme",
      { profile_picture_theme: EVENT_THEME },
      { profile_picture_theme: [EVENT_THEME] },
    ],
  ] as const)('accepts %s', (_name, data, changes) => {
    const plan = planProfileUpdate(empty, data, refs);
    expect(plan).toEqual({ ok: true, changes, changed: Object.keys(changes) });
  });

  it.each([
    ['pronouns outside the list', { pronouns: 'xe/xem' }, PROFILE_TEXT.pronouns],
    ['pronouns in another case', { pronouns: 'They/Them' }, PROFILE_TEXT.pronouns],
    ['a role outside the list', { role: 'Healer' }, PROFILE_TEXT.role],
    [
      'a pronunciation over 100 characters',
      { pronunciation: LONG },
      'Please keep your pronunciation to less than 100 characters.',
    ],
    ['a hero of another game', { favourite_hero: VAL_HERO }, PROFILE_TEXT.favouriteHero],
    ['an id that is no hero', { favourite_hero: 'recNOTAHERO000001' }, PROFILE_TEXT.favouriteHero],
    [
      'a theme of no team of the player',
      { profile_picture_theme: OTHER_THEME },
      PROFILE_TEXT.theme,
    ],
  ] as const)('rejects %s with its message', (_name, data, message) => {
    expect(planProfileUpdate(empty, data, refs)).toEqual({ ok: false, messages: [message] });
  });

  it('reports every invalid value, not only the first, and changes nothing', () => {
    const plan = planProfileUpdate(
      empty,
      { pronouns: 'nope', role: 'Tank', pronunciation: LONG, favourite_hero: VAL_HERO },
      refs,
    );
    expect(plan).toEqual({
      ok: false,
      messages: [
        PROFILE_TEXT.pronouns,
        'Please keep your pronunciation to less than 100 characters.',
        PROFILE_TEXT.favouriteHero,
      ],
    });
  });

  it('clears fields with null or an empty string', () => {
    const current: ProfileFields = {
      pronouns: 'he/him',
      pronunciation: 'JON',
      role: 'DPS',
      favourite_hero: [OW_HERO],
      profile_picture_theme: [TEAM_THEME],
    };
    const plan = planProfileUpdate(
      current,
      {
        pronouns: null,
        pronunciation: '',
        role: '  ',
        favourite_hero: null,
        profile_picture_theme: null,
      },
      refs,
    );
    expect(plan).toEqual({
      ok: true,
      changes: {
        pronouns: null,
        pronunciation: null,
        role: null,
        favourite_hero: [],
        profile_picture_theme: [],
      },
      changed: ['pronouns', 'pronunciation', 'role', 'favourite_hero', 'profile_picture_theme'],
    });
  });

  it('lists only the fields that really change', () => {
    const current: ProfileFields = { ...empty, pronouns: 'she/her', favourite_hero: [OW_HERO] };
    const plan = planProfileUpdate(
      current,
      { pronouns: 'she/her', favourite_hero: OW_HERO, role: 'Support' },
      refs,
    );
    expect(plan).toEqual({ ok: true, changes: { role: 'Support' }, changed: ['role'] });
  });

  it('does not change its inputs', () => {
    const current: ProfileFields = { ...empty, favourite_hero: [OW_HERO] };
    const copy = structuredClone(current);
    planProfileUpdate(current, { favourite_hero: null }, refs);
    expect(current).toEqual(copy);
  });
});
