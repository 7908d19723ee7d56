import type { TeamNameInput } from './match-name-input.js';
import { parsePlaceholderTeams } from './parse-placeholder-teams.js';

/** One side of a match: a team, or a placeholder name (with short name) while the team is not set. */
export type MatchSlot<T extends TeamNameInput = TeamNameInput> =
  | { readonly kind: 'team'; readonly team: T }
  | { readonly kind: 'placeholder'; readonly name: string; readonly shortName: string };

/** The fields of a match that place teams and placeholders into slots. */
export interface MatchSlotsInput<T extends TeamNameInput = TeamNameInput> {
  readonly teams?: readonly (T | null | undefined)[] | null;
  readonly placeholder_teams?: string | null;
  readonly placeholder_right?: boolean | null;
}

/**
 * Spec public-site §3/§4, RULES.md c.5: the two slots of a match. Two teams fill both slots. With one known team,
 * placeholder_right = true puts the team in slot 1 and the placeholder on the right, otherwise the team sits in
 * slot 2. An empty slot shows its placeholder_teams value ('TBD' without one); a single placeholder value names
 * whichever slot is empty.
 */
export function getMatchSlots<T extends TeamNameInput>(
  match: MatchSlotsInput<T>,
): readonly [MatchSlot<T>, MatchSlot<T>] {
  const teams = (match.teams ?? []).filter(
    (team): team is T => team !== null && team !== undefined,
  );
  const placeholders = parsePlaceholderTeams(match.placeholder_teams);
  const singleValue =
    placeholders.names[0] !== null && placeholders.names[1] === null ? placeholders.names[0] : null;

  const placeholder = (index: 0 | 1, onlyEmptySlot: boolean): MatchSlot<T> => {
    const fromValue = onlyEmptySlot && singleValue !== null ? singleValue : null;
    const name = fromValue ?? placeholders.names[index] ?? 'TBD';
    const shortName = fromValue ?? placeholders.shortNames[index] ?? name;
    return { kind: 'placeholder', name, shortName };
  };

  const [first, second] = teams;
  if (first !== undefined && second !== undefined) {
    return [
      { kind: 'team', team: first },
      { kind: 'team', team: second },
    ];
  }
  if (first !== undefined) {
    return match.placeholder_right === true
      ? [{ kind: 'team', team: first }, placeholder(1, true)]
      : [placeholder(0, true), { kind: 'team', team: first }];
  }
  return [placeholder(0, false), placeholder(1, false)];
}
