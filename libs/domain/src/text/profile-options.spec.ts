import {
  FAVOURITE_HERO_ROLE_GROUPS,
  PROFILE_ROLE_OPTIONS,
  PRONOUN_OPTIONS,
} from './profile-options.js';

describe('profile options', () => {
  it.each([
    ['pronouns', PRONOUN_OPTIONS, ['he/him', 'she/her', 'they/them', 'he/they', 'she/they', 'any']],
    ['roles', PROFILE_ROLE_OPTIONS, ['DPS', 'Tank', 'Support', 'Flex']],
    ['favourite hero groups', FAVOURITE_HERO_ROLE_GROUPS, ['DPS', 'Tank', 'Support']],
  ])('lists the spec %s in order', (_label, list, expected) => {
    expect([...list]).toEqual(expected);
  });
});
