import type { StandingsMatchInput } from './standings-types.js';

/**
 * RULES d.1: the teams of a standings table are the teams named in its scoped matches (finished or not),
 * in seed order (the event's team list, RULES d.2 seed); teams missing from that list follow, in order of
 * first appearance.
 */
export function listStandingsTeams(
  eventTeams: readonly string[],
  scopedMatches: readonly StandingsMatchInput[],
): string[] {
  const present = new Set<string>();
  for (const match of scopedMatches) {
    for (const team of match.teams.slice(0, 2)) {
      if (team) present.add(team);
    }
  }
  const seeded = new Set(eventTeams);
  const inSeedOrder = [...seeded].filter((team) => present.has(team));
  const unseeded = [...present].filter((team) => !seeded.has(team));
  return [...inSeedOrder, ...unseeded];
}
