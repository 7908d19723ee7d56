import type { BracketLinkKind } from '../layout/bracket-target.js';
import type { BracketRank } from '../schema/bracket-layout.schema.js';

/** Where the winner or loser of a match goes (RULES c.10 "Target situation"). */
export type BracketOutcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'champion' | 'eliminated' | 'advance'; readonly rank: BracketRank | null }
  | { readonly kind: 'text'; readonly text: string; readonly rank: BracketRank | null }
  | {
      readonly kind: 'match';
      readonly via: BracketLinkKind;
      readonly match: number;
      readonly slot: 1 | 2;
      /** How texts name the target match, e.g. "Match 7". */
      readonly matchLabel: string;
    };

/** Who the team meets in the target match (RULES c.10 opponent rows). */
export type BracketOpponent =
  /** Known: a team already in the other slot, or the winner / loser of its complete feeder. */
  | { readonly kind: 'team'; readonly teamId: string; readonly teamName: string }
  /** The target match already holds two other teams. */
  | {
      readonly kind: 'full';
      readonly teamIds: readonly [string, string];
      readonly teamNames: readonly [string, string];
    }
  /** The other slot waits for an undecided match. */
  | {
      readonly kind: 'feeder';
      readonly via: BracketLinkKind;
      readonly match: number;
      readonly matchLabel: string;
    }
  /** The other slot has no feeder and is empty: the question-mark box. */
  | { readonly kind: 'to-be-decided' };

/** The block for the Winner or for the Loser of a match. */
export interface BracketImplication {
  readonly side: 'winner' | 'loser';
  readonly outcome: BracketOutcome;
  /** Set when the outcome is another match. */
  readonly opponent: BracketOpponent | null;
  /** "Champion #1", "Seed 1 in playoffs", "advances to Match 7"…; null when the match has no link for this side. */
  readonly text: string | null;
  /** "faces Alpha", "Faces winner of Match 5", "Match already has the teams A vs B", or "?" (question-mark box). */
  readonly opponentText: string | null;
}

/** Implications of one match in one bracket (RULES c.10). */
export interface BracketImplications {
  readonly matchNumber: number;
  readonly winner: BracketImplication;
  readonly loser: BracketImplication;
}
