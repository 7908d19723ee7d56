import { readCountOption, readFlagOption } from '../shell/read-option.js';

/** The history route's options (OVERLAYS §1 history). */
export interface HistoryOptions {
  /** `max`: how many results per team (default 5). */
  readonly max: number;
  /** `reverse`: newest first (default true); `reverse=false` lists the same results oldest first. */
  readonly reverse: boolean;
}

/** OVERLAYS §1 history: "max (default 5)". */
export const HISTORY_DEFAULT_MAX = 5;

/** Reads the history options from the query parameters. */
export function parseHistoryOptions(params: URLSearchParams): HistoryOptions {
  return {
    max: readCountOption(params, 1, 'max') ?? HISTORY_DEFAULT_MAX,
    reverse: readFlagOption(params, true, 'reverse'),
  };
}
