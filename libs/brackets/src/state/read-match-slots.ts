import type { BracketMatchInput } from './bracket-state.js';

/** What placing a match's teams reads: its teams (ids, or any team value) and placeholder_right. */
export interface MatchSlotsSource<T> extends Pick<BracketMatchInput, 'placeholder_right'> {
  readonly teams?: readonly (T | null | undefined)[] | null;
}

/**
 * The ordered pair of a match's teams (RULES c.8 step 4, c.5): two entries are [slot 1, slot 2]; one team
 * sits in slot 1 when placeholder_right is true, else in slot 2. Works on ids and on team records alike.
 */
export function readMatchSlots<T = string>(
  match: MatchSlotsSource<T> | undefined,
): readonly [T | null, T | null] {
  const teams = match?.teams ?? [];
  if (teams.length >= 2) return [normalize(teams[0]), normalize(teams[1])];
  const only = normalize(teams[0]);
  if (only === null) return [null, null];
  return match?.placeholder_right === true ? [only, null] : [null, only];
}

function normalize<T>(team: T | null | undefined): T | null {
  return team === undefined || team === null || (team as unknown) === '' ? null : team;
}
