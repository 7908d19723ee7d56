import type { BracketRank } from '../schema/bracket-layout.schema.js';
import type { BracketLinkKind, BracketLinkStyle, BracketTarget } from './bracket-target.js';

/** One outgoing link of a match, read from `connections` (RULES c.2). */
export interface BracketLink {
  /** The match number N the link leaves. */
  readonly from: number;
  readonly kind: BracketLinkKind;
  readonly target: BracketTarget;
  readonly style: BracketLinkStyle;
  /** winnerRank for a win link, loserRank for a lose link; null when absent. */
  readonly rank: BracketRank | null;
}
