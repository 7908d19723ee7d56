import type { MatchResultInput } from '@castline/domain';
import type { BracketLayout } from '../schema/bracket-layout.schema.js';

/** A map record, as far as "has a map winner" needs it (RULES c.8 guard). */
export interface BracketMapInput {
  readonly winner?: unknown;
}

/** The fields of a Match record the bracket rules read (public-site §3, broadcast §3, RULES h). */
export interface BracketMatchInput extends MatchResultInput {
  readonly id: string;
  /**
   * Team ids. Two entries are the ordered pair [slot 1, slot 2] (either may be null). A single team is
   * placed by placeholder_right: true → slot 1, otherwise slot 2 (RULES c.5, c.8 step 4).
   */
  readonly teams?: readonly (string | null | undefined)[] | null;
  /** Set by the caller when any map of the match has a winner; an alternative to `maps`. */
  readonly has_map_winner?: boolean | null;
  readonly maps?: readonly BracketMapInput[] | null;
  readonly slot_1_source?: string | null;
  readonly slot_2_source?: string | null;
  readonly placeholder_right?: boolean | null;
  readonly placeholder_teams?: string | null;
  readonly match_number?: number | string | null;
}

/** The fields of a Team record the bracket rules read (RULES h: ranking_text, ranking_sort). */
export interface BracketTeamInput {
  readonly id: string;
  readonly name?: string | null;
  readonly code?: string | null;
  readonly ranking_sort?: number | null;
  readonly ranking_text?: string | null;
  /** Where the rank came from, written by the resolver (`fed:{bracket}:{N}.{win|lose}`), else null. */
  readonly ranking_source?: string | null;
}

/** A bracket with its current data: layout, ordered_matches (ids) and the records they point at. */
export interface BracketStateInput {
  readonly layout: BracketLayout;
  readonly orderedMatchIds: readonly string[];
  readonly matches: readonly BracketMatchInput[];
  readonly teams?: readonly BracketTeamInput[];
}

/** A match's two slots in stored order: [slot 1, slot 2], null = empty. */
export type MatchSlots = readonly [string | null, string | null];
