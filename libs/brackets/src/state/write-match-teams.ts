import type { MatchSlots } from './bracket-state.js';

/** The stored form of a match's slots. */
export interface StoredMatchTeams {
  /** Team ids in slot order, empty slots left out. */
  readonly teams: string[];
  readonly placeholder_right: boolean;
}

/**
 * Stores an ordered pair (RULES c.8 step 4): with one team present placeholder_right = (the team is in
 * slot 1); with none or two the current flag is kept.
 */
export function writeMatchTeams(
  slots: MatchSlots,
  currentPlaceholderRight: boolean | null | undefined,
): StoredMatchTeams {
  const [first, second] = slots;
  const teams = [first, second].filter((team): team is string => team !== null);
  const placeholderRight = teams.length === 1 ? first !== null : currentPlaceholderRight === true;
  return { teams, placeholder_right: placeholderRight };
}
