import type { BracketMatchInput } from './bracket-state.js';

/** A match has a recorded result when any score is above 0, it is a forfeit, or a map has a winner (RULES c.8 guard). */
export function hasRecordedResult(match: BracketMatchInput): boolean {
  if ((match.score_1 ?? 0) > 0 || (match.score_2 ?? 0) > 0) return true;
  if (match.forfeit === true || match.has_map_winner === true) return true;
  return (match.maps ?? []).some((map) => hasValue(map.winner));
}

function hasValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '' || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
