/** Profile pronoun options (public-site §5, broadcast spec §5). */
export const PRONOUN_OPTIONS = [
  'he/him',
  'she/her',
  'they/them',
  'he/they',
  'she/they',
  'any',
] as const;
export type PronounOption = (typeof PRONOUN_OPTIONS)[number];

/** Profile role options (public-site §5, broadcast spec §5). */
export const PROFILE_ROLE_OPTIONS = ['DPS', 'Tank', 'Support', 'Flex'] as const;
export type ProfileRoleOption = (typeof PROFILE_ROLE_OPTIONS)[number];

/** Role groups of the favourite hero picker, in order (public-site §5). */
export const FAVOURITE_HERO_ROLE_GROUPS = ['DPS', 'Tank', 'Support'] as const;
export type FavouriteHeroRoleGroup = (typeof FAVOURITE_HERO_ROLE_GROUPS)[number];
