import { FAVOURITE_HERO_ROLE_GROUPS, type FavouriteHeroRoleGroup } from '@castline/domain';

/** The only game whose heroes can be a favourite (RULES (a) update-profile-data, (e) "Favourite hero"). */
export const FAVOURITE_HERO_GAME = 'Overwatch';

/** One hero of special:heroes. */
export interface HeroEntry {
  readonly id: string;
  readonly name: string;
  readonly role: string | null;
  readonly game: string | null;
}

/** A group of the favourite hero picker. */
export interface HeroOptionGroup {
  readonly group: FavouriteHeroRoleGroup;
  readonly items: { readonly value: string; readonly label: string }[];
}

/** 'Damage' is the same role as 'DPS' (public-site §3 "Roles: … Damage/DPS"). */
function toRoleGroup(role: string | null): FavouriteHeroRoleGroup | null {
  const name = role?.trim().toLowerCase();
  if (name === 'dps' || name === 'damage') return 'DPS';
  if (name === 'tank') return 'Tank';
  if (name === 'support') return 'Support';
  return null;
}

/**
 * The favourite hero options (public-site §5 "heroes grouped by role DPS, Tank and Support"): Overwatch heroes of
 * special:heroes, grouped in that order, alphabetical inside a group; empty groups are left out.
 */
export function buildHeroOptions(heroes: readonly HeroEntry[]): HeroOptionGroup[] {
  return FAVOURITE_HERO_ROLE_GROUPS.map((group) => ({
    group,
    items: heroes
      .filter((hero) => hero.game === FAVOURITE_HERO_GAME && toRoleGroup(hero.role) === group)
      .map((hero) => ({ value: hero.id, label: hero.name }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  })).filter((group) => group.items.length > 0);
}
