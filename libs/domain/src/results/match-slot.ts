import type { TeamNameInput } from './match-name-input.js';

/**
 * Where a placeholder's text comes from (RULES c.5): the match's placeholder_teams, the bracket link feeding the
 * slot ('Winner of …' / 'Loser of …'), or the 'TBD' fallback of a slot with neither.
 */
export type MatchSlotSource = 'placeholder_teams' | 'feeder' | 'tbd';

/**
 * One side of a match as every surface shows it: a team, or a placeholder name (with short name) while the team
 * is not set. `getMatchSides` in @castline/brackets decides which (public-site §4, RULES c.5).
 */
export type MatchSlot<T extends TeamNameInput = TeamNameInput> =
  | { readonly kind: 'team'; readonly team: T }
  | {
      readonly kind: 'placeholder';
      readonly name: string;
      readonly shortName: string;
      readonly source: MatchSlotSource;
    };
