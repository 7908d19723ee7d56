import { hasFlag } from '../shell/read-option.js';
/** The break overlays' own query options (OVERLAYS §1 break, break-content). */
export interface BreakOptions {
  /** `secondary`: the Schedule slide lists show_on_secondary_overlays matches instead of show_on_overlays. */
  readonly secondary: boolean;
  /** `interval` / `headlineInterval` (seconds, default 20): how long each headline (and sponsor) shows, in ms. */
  readonly rotateMs: number;
}

/** RULES (f): the headline ticker's default interval. */
export const DEFAULT_BREAK_INTERVAL_S = 20;

/** Reads `secondary` (a flag: present and not false/0/no/off) and `interval` / `headlineInterval` (positive s). */
export function parseBreakOptions(params: URLSearchParams): BreakOptions {
  const secondary = hasFlag(params, 'secondary');
  let seconds = DEFAULT_BREAK_INTERVAL_S;
  for (const name of ['interval', 'headlineInterval']) {
    const raw = params.get(name)?.trim() ?? '';
    const value = raw === '' ? NaN : Number(raw);
    if (Number.isFinite(value) && value > 0) {
      seconds = Math.min(value, 3600);
      break;
    }
  }
  return { secondary, rotateMs: Math.round(seconds * 1000) };
}
