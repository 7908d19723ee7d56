import { readCountOption, readFlagOption, readTextOption } from '../shell/read-option.js';

/** The season-history route's options (OVERLAYS §1 season-history). */
export interface SeasonHistoryOptions {
  /** `headers`: a label over each stage / group of matches. */
  readonly headers: boolean;
  /** `matches` / `match` / `max`: the latest this many matches per team; null lists the whole event. */
  readonly max: number | null;
  /** `stage`: only matches of this stage (sub_event, or match_group), any case. */
  readonly stage: string | null;
  /** `group`: only matches of this group (match_group, or sub_event), any case. */
  readonly group: string | null;
}

/** Reads the season-history options from the query parameters. */
export function parseSeasonHistoryOptions(params: URLSearchParams): SeasonHistoryOptions {
  return {
    headers: readFlagOption(params, false, 'headers'),
    max: readCountOption(params, 1, 'matches', 'match', 'max'),
    stage: readTextOption(params, 'stage'),
    group: readTextOption(params, 'group'),
  };
}
