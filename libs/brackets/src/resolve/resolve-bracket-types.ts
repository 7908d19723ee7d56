import type { BracketLayout } from '../schema/bracket-layout.schema.js';
import type { BracketStateInput, MatchSlots } from '../state/bracket-state.js';

/** What the resolver reads (RULES c.8): one bracket, its ordered_matches, their records and the teams' ranks. */
export interface ResolveBracketInput extends Omit<BracketStateInput, 'layout'> {
  /** The bracket record id, written into provenance (`fed:{bracket}:{N}.{win|lose}`). */
  readonly bracketId: string;
  /** The parsed layout, or the stored `bracket_layout` JSON text. */
  readonly layout: BracketLayout | string;
}

/** New values for one changed match (RULES c.8 steps 3-4). Untouched slots keep their current source. */
export interface BracketMatchPatch {
  readonly matchId: string;
  /** Position N in ordered_matches. */
  readonly matchNumber: number;
  /** The new ordered pair [slot 1, slot 2]. */
  readonly slots: MatchSlots;
  /** The new stored team list (slot order, empty slots left out). */
  readonly teams: string[];
  readonly placeholder_right: boolean;
  readonly slot_1_source: string | null;
  readonly slot_2_source: string | null;
}

/** A team rank to store (RULES c.8 step 5); all three null = clear. */
export interface TeamRankWrite {
  readonly teamId: string;
  readonly ranking_sort: number | null;
  readonly ranking_text: string | null;
  readonly ranking_source: string | null;
}

/** A write the resolver refused (RULES c.8 guard; two brackets feeding one slot). */
export interface ResolveConflict {
  readonly matchId: string;
  readonly matchNumber: number;
  /** The slot fed by another bracket as well, or null for the "already has a result" guard. */
  readonly slot: 1 | 2 | null;
  /** The team named in the message, when there is one. */
  readonly teamId: string | null;
  readonly message: string;
}

export interface ResolveCounts {
  readonly matchesUpdated: number;
  /** Empty slots that received a team. */
  readonly slotsFilled: number;
  /** Slots whose team was replaced or cleared. */
  readonly slotsCorrected: number;
  readonly conflicts: number;
  /** Teams whose rank was written or cleared. */
  readonly teamsRanked: number;
}

/** The resolver's answer (RULES c.8 step 6). Apply patches and rank writes in one unit of work. */
export interface ResolveBracketResult {
  readonly hasError: boolean;
  readonly message: string;
  /** Validation or input problems that stopped the run; empty when it ran. */
  readonly errors: string[];
  /** Changed matches in topological order. */
  readonly patches: BracketMatchPatch[];
  readonly rankWrites: TeamRankWrite[];
  readonly conflicts: ResolveConflict[];
  readonly counts: ResolveCounts;
  /** Ids of the patched matches, for `bracket.evt.resolved.v1`. */
  readonly changedMatchIds: string[];
}
