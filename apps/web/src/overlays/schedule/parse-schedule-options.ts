import { hasFlag } from '../shell/read-option.js';
/** The schedule route's options (OVERLAYS §1 schedule). */
export interface ScheduleOptions {
  /** `secondary`: the matches with show_on_secondary_overlays instead of show_on_overlays. */
  readonly secondary: boolean;
}

/** Reads the schedule options from the query parameters. */
export function parseScheduleOptions(params: URLSearchParams): ScheduleOptions {
  return { secondary: hasFlag(params, 'secondary') };
}
