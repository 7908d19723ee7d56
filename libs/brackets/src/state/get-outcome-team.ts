import { getMatchWinner } from '@castline/domain';
import type { BracketLinkKind } from '../layout/bracket-target.js';
import type { BracketMatchInput, MatchSlots } from './bracket-state.js';

/**
 * The team a finished match sends along a win or lose link (RULES c.8 step 3), or null while the
 * match is not complete or the slot of that outcome is empty. Completeness and winner come from
 * `getMatchWinner` (@castline/domain).
 */
export function getOutcomeTeam(
  match: BracketMatchInput | undefined,
  slots: MatchSlots,
  kind: BracketLinkKind,
): string | null {
  if (!match) return null;
  const winner = getMatchWinner(match);
  if (winner === null) return null;
  const side = kind === 'win' ? winner : winner === 1 ? 2 : 1;
  return slots[side - 1] ?? null;
}
