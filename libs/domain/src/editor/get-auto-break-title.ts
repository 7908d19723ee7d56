import type { MatchResultInput } from '../results/match-result-input.js';
import { isMatchComplete } from '../results/is-match-complete.js';
import type { BreakQuickTitle } from './break-automation.js';

/** A match as the {auto} title rule needs it. */
export interface AutoTitleMatch extends MatchResultInput {
  readonly id: string;
}

/** The live match and the broadcast schedule (in schedule order). */
export interface AutoTitleInput {
  readonly liveMatch: AutoTitleMatch | null;
  readonly schedule: readonly AutoTitleMatch[];
}

/**
 * RULES.md (f) {auto}: 'Starting Soon' when the live match is 0–0, or with no live match while no schedule match is
 * decided; 'Thanks for Watching' when the live match is decided and is the schedule's last match, the schedule is
 * empty or the live match is not in it; 'Be Right Back' otherwise.
 */
export function getAutoBreakTitle(input: AutoTitleInput): BreakQuickTitle {
  const live = input.liveMatch;
  if (live === null) {
    return input.schedule.some((match) => isMatchComplete(match))
      ? 'Be Right Back'
      : 'Starting Soon';
  }
  if ((live.score_1 ?? 0) === 0 && (live.score_2 ?? 0) === 0) return 'Starting Soon';
  if (isMatchComplete(live)) {
    const last = input.schedule[input.schedule.length - 1];
    const inSchedule = input.schedule.some((match) => match.id === live.id);
    if (!last || !inSchedule || last.id === live.id) return 'Thanks for Watching';
  }
  return 'Be Right Back';
}
