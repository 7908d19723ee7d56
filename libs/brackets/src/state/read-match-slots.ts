import type { BracketMatchInput, MatchSlots } from './bracket-state.js';

/**
 * The ordered pair of a match's teams (RULES c.8 step 4, c.5): two entries are [slot 1, slot 2]; one team
 * sits in slot 1 when placeholder_right is true, else in slot 2.
 */
export function readMatchSlots(
  match: Pick<BracketMatchInput, 'teams' | 'placeholder_right'> | undefined,
): MatchSlots {
  const teams = match?.teams ?? [];
  if (teams.length >= 2) return [normalize(teams[0]), normalize(teams[1])];
  const only = normalize(teams[0]);
  if (only === null) return [null, null];
  return match?.placeholder_right === true ? [only, null] : [null, only];
}

function normalize(team: string | null | undefined): string | null {
  return team === undefined || team === null || team === '' ? null : team;
}
