/** A team as the rule reads it. */
export interface TeammateTeam {
  readonly id: string;
  readonly players?: readonly string[] | null;
}

/** A teammate and the teams shared. */
export interface Teammate {
  readonly playerId: string;
  readonly teamIds: readonly string[];
}

/**
 * A player's partners (public-site §2 player sub-page 'partners'; our reading: the players they shared a team
 * with): every other player on one of their teams, with the shared teams, most shared first (ties keep the order
 * found). Never mutates.
 */
export function listTeammates(playerId: string, teams: readonly TeammateTeam[]): Teammate[] {
  const found = new Map<string, string[]>();
  for (const team of teams) {
    for (const other of team.players ?? []) {
      if (other === playerId) continue;
      const list = found.get(other) ?? [];
      if (!list.includes(team.id)) list.push(team.id);
      found.set(other, list);
    }
  }
  return [...found.entries()]
    .map(([id, teamIds], index) => ({ playerId: id, teamIds, index }))
    .sort((a, b) => b.teamIds.length - a.teamIds.length || a.index - b.index)
    .map(({ playerId: id, teamIds }) => ({ playerId: id, teamIds }));
}
