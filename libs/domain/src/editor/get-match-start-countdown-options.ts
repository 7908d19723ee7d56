import { isMatchStartAhead } from './is-match-start-ahead.js';

/** A countdown quick option relative to the live match start. */
export interface MatchStartCountdownOption {
  readonly label: '-5:00' | '-2:00' | 'Start' | '+2:00' | '+5:00';
  /** countdown_end in ms. */
  readonly countdownEnd: number;
}

const OFFSETS = [
  ['-5:00', -300_000],
  ['-2:00', -120_000],
  ['Start', 0],
  ['+2:00', 120_000],
  ['+5:00', 300_000],
] as const;

/**
 * RULES.md (f) countdown: the match-start offsets -5:00, -2:00, Start, +2:00, +5:00 appear only when the live
 * match starts more than 2 minutes after now; otherwise there are none.
 */
export function getMatchStartCountdownOptions(
  start: number | string | null | undefined,
  now: number,
): MatchStartCountdownOption[] {
  if (!isMatchStartAhead(start, now)) return [];
  const startMs = typeof start === 'number' ? start : Date.parse(start ?? '');
  return OFFSETS.map(([label, offset]) => ({ label, countdownEnd: startMs + offset }));
}
