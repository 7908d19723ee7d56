import { formatDate } from './format-date.js';
import { toEpochMilliseconds, type Instant } from './to-epoch-milliseconds.js';

/** Date editor step (broadcast spec §5 and §9): starts are whole multiples of 300 s. */
export const DATE_EDITOR_STEP_SECONDS = 300;

/** Our wording for an off-step start (the specs give no text for it). */
export const OFF_STEP_START_MESSAGE = 'This match must start on a multiple of 5 minutes';

export interface MatchStartWindowInput {
  readonly start: Instant;
  readonly earliestTime?: Instant | null;
  readonly latestTime?: Instant | null;
  /** The zone the bounds are written in (the event timezone, or the editor's site/local zone). */
  readonly timeZone: string;
  readonly use24HourTime?: boolean;
}

export type MatchStartWindowResult =
  | { readonly valid: true }
  | {
      readonly valid: false;
      readonly reason: 'before-earliest' | 'after-latest' | 'outside-window' | 'off-step';
      readonly message: string;
    };

/**
 * Date editor / reschedule window (broadcast spec §5, RULES (a) submit-match-reschedule): the start must lie in
 * [earliestTime, latestTime] where given — 'This match must start at or after {x}', '... at or before {x}', or
 * '... between {x} and {y}' when both bounds exist, bounds in the date format of timeZone — and be a multiple of 300 s.
 */
export function validateMatchStartWindow(input: MatchStartWindowInput): MatchStartWindowResult {
  const start = toEpochMilliseconds(input.start);
  const earliest =
    input.earliestTime === null || input.earliestTime === undefined
      ? null
      : toEpochMilliseconds(input.earliestTime);
  const latest =
    input.latestTime === null || input.latestTime === undefined
      ? null
      : toEpochMilliseconds(input.latestTime);
  const show = (ms: number): string => formatDate(ms, input.timeZone, input.use24HourTime ?? false);

  const tooEarly = earliest !== null && start < earliest;
  const tooLate = latest !== null && start > latest;
  if (tooEarly || tooLate) {
    if (earliest !== null && latest !== null) {
      return {
        valid: false,
        reason: 'outside-window',
        message: `This match must start between ${show(earliest)} and ${show(latest)}`,
      };
    }
    if (earliest !== null) {
      return {
        valid: false,
        reason: 'before-earliest',
        message: `This match must start at or after ${show(earliest)}`,
      };
    }
    return {
      valid: false,
      reason: 'after-latest',
      message: `This match must start at or before ${show(latest ?? start)}`,
    };
  }
  if (start % (DATE_EDITOR_STEP_SECONDS * 1000) !== 0) {
    return { valid: false, reason: 'off-step', message: OFF_STEP_START_MESSAGE };
  }
  return { valid: true };
}
