import type { MapWinInput, MapWinTeam } from './is-map-win-disabled.js';

/** Why the Map Win buttons are disabled, in the order the rule checks it (null: enabled). */
export type MapWinBlock =
  'match-decided' | 'request-pending' | 'not-enough-teams' | 'team-loading' | 'team-unnamed';

/**
 * Spec broadcast §4: which condition disables the Map Win buttons — first_to reached by either team (a missing
 * first_to counts as reached), a flip or win request in flight, fewer than two teams, a team still loading, or an
 * unnamed team. null when the buttons may be pressed.
 */
export function getMapWinBlock(input: MapWinInput): MapWinBlock | null {
  const firstTo = input.first_to ?? 0;
  if ((input.score_1 ?? 0) >= firstTo || (input.score_2 ?? 0) >= firstTo) return 'match-decided';
  if (input.requestPending) return 'request-pending';
  const teams = input.teams.filter(
    (team): team is MapWinTeam => team !== null && team !== undefined,
  );
  if (teams.length < 2) return 'not-enough-teams';
  if (teams.some((team) => team.loading === true)) return 'team-loading';
  if (teams.some((team) => !team.name?.trim())) return 'team-unnamed';
  return null;
}
