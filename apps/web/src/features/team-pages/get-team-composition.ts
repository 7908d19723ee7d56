/** A roster player as the composition reads them (public-site §3 "Player" SR fields). */
export interface CompositionPlayer {
  readonly id: string;
  readonly role?: string | null;
  readonly manual_sr?: number | null;
  readonly composition_tank_sr?: number | null;
  readonly composition_dps_sr?: number | null;
  readonly composition_support_sr?: number | null;
}

/** One role of the composition. */
export interface CompositionGroup<P extends CompositionPlayer> {
  /** The role, or null for players without one. */
  readonly role: string | null;
  readonly players: readonly { readonly player: P; readonly sr: number | null }[];
}

/** The team composition: roles in order, and the average of the known ratings. */
export interface TeamComposition<P extends CompositionPlayer> {
  readonly groups: readonly CompositionGroup<P>[];
  readonly averageSr: number | null;
}

const ROLE_ALIASES: Readonly<Record<string, string>> = {
  damage: 'DPS',
  'damage/dps': 'DPS',
  dps: 'DPS',
};

/** The role as the profile lists it ('Damage' and 'Damage/DPS' are DPS). */
function normalizeRole(role: string | null | undefined): string | null {
  const text = role?.trim();
  if (!text) return null;
  return ROLE_ALIASES[text.toLowerCase()] ?? text;
}

/** The rating a player has for a role: the composition SR of that role, else the manual SR. */
function ratingFor(player: CompositionPlayer, role: string | null): number | null {
  const byRole =
    role === 'Tank'
      ? player.composition_tank_sr
      : role === 'DPS'
        ? player.composition_dps_sr
        : role === 'Support'
          ? player.composition_support_sr
          : null;
  const value = byRole ?? player.manual_sr ?? null;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * A team's composition (public-site §2 team sub-page 'details', alias 'composition'; §3 player SR fields): the
 * roster grouped by role, in the game's role order (then Flex, other roles alphabetically, and players without a
 * role last), each player with the rating of their role (its composition SR, else the manual SR), and the
 * rounded average of the known ratings.
 */
export function getTeamComposition<P extends CompositionPlayer>(
  players: readonly P[],
  roleOrder: readonly string[],
): TeamComposition<P> {
  const groups = new Map<string | null, { player: P; sr: number | null }[]>();
  for (const player of players) {
    const role = normalizeRole(player.role);
    const list = groups.get(role) ?? [];
    list.push({ player, sr: ratingFor(player, role) });
    groups.set(role, list);
  }
  const rank = (role: string | null): [number, string] => {
    if (role === null) return [3, ''];
    const index = roleOrder.indexOf(role);
    if (index >= 0) return [0, String(index).padStart(3, '0')];
    return role === 'Flex' ? [1, ''] : [2, role.toLowerCase()];
  };
  const ordered = [...groups.entries()].sort(([a], [b]) => {
    const [ra, ta] = rank(a);
    const [rb, tb] = rank(b);
    return ra - rb || ta.localeCompare(tb);
  });
  const ratings = ordered
    .flatMap(([, list]) => list.map((entry) => entry.sr))
    .filter((sr): sr is number => sr !== null);
  return {
    groups: ordered.map(([role, list]) => ({ role, players: list })),
    averageSr: ratings.length
      ? Math.round(ratings.reduce((sum, sr) => sum + sr, 0) / ratings.length)
      : null,
  };
}
