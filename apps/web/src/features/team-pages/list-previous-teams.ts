/** A roster player as the rule reads them. */
export interface RosterPlayerTeams {
  readonly id: string;
  readonly member_of?: readonly string[] | null;
}

/** Another team some of the roster played on, and who. */
export interface PreviousTeam {
  readonly teamId: string;
  readonly playerIds: readonly string[];
}

/**
 * The "previous" teams of a roster (public-site §2 team sub-page 'previous'; our reading: where this roster has
 * played before): every other team a roster player is a member of, with the roster players it shares, most
 * shared first (ties keep the order in which they were found). Never mutates.
 */
export function listPreviousTeams(
  teamId: string,
  players: readonly RosterPlayerTeams[],
): PreviousTeam[] {
  const found = new Map<string, string[]>();
  for (const player of players) {
    for (const other of player.member_of ?? []) {
      if (other === teamId) continue;
      const list = found.get(other) ?? [];
      if (!list.includes(player.id)) list.push(player.id);
      found.set(other, list);
    }
  }
  return [...found.entries()]
    .map(([id, playerIds], index) => ({ teamId: id, playerIds, index }))
    .sort((a, b) => b.playerIds.length - a.playerIds.length || a.index - b.index)
    .map(({ teamId: id, playerIds }) => ({ teamId: id, playerIds }));
}
