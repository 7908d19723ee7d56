/** A roster member as the sort reads it. */
export interface RosterSortInput {
  readonly role?: string | null;
}

/** Role names that mean the same profile role ('Damage/DPS' is one role with two accepted names, public-site §3). */
const ROLE_ALIASES: Readonly<Record<string, string>> = { damage: 'dps' };

const roleKey = (role: string | null | undefined): string => {
  const key = (role ?? '').trim().toLowerCase();
  return ROLE_ALIASES[key] ?? key;
};

/**
 * The players in the role order of the game profile (`heroRoles`, e.g. DPS, Tank, Support for Overwatch): each
 * profile role in turn, then any other role (Flex, …), then players without a role; roster order is kept within
 * a role. Never mutates.
 */
export function orderRoster<P extends RosterSortInput>(
  players: readonly P[],
  roleOrder: readonly string[],
): P[] {
  const order = roleOrder.map(roleKey);
  const rank = (player: P): number => {
    const key = roleKey(player.role);
    if (key === '') return order.length + 1;
    const index = order.indexOf(key);
    return index === -1 ? order.length : index;
  };
  return players
    .map((player, index) => ({ player, index, rank: rank(player) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.player);
}
