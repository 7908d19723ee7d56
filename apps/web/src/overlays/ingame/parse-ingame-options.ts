import { readFlagOption, readTextOption } from '../shell/read-option.js';

/** The ingame route's options (OVERLAYS §1 ingame, costream). */
export interface IngameOptions {
  /** `codes`: team codes instead of names (as the broadcast setting 'Use team codes'). */
  readonly codes: boolean;
  /** `sponsorSpeed`: how long each sponsor shows, in ms. */
  readonly sponsorSpeedMs: number;
  /** `sponsorFadeSpeed`: the cross-fade between sponsors (with 'Fade ingame sponsors'), in ms. */
  readonly sponsorFadeMs: number;
  /** `basic`: a plain minimal bar (team names and scores only). */
  readonly basic: boolean;
  /** The co-streamer HUD (route costream / costreamer, or `?costreamer` on ingame): no animation. */
  readonly costream: boolean;
}

/** Default time each sponsor shows. */
export const DEFAULT_SPONSOR_SPEED_MS = 15_000;
/** Default sponsor cross-fade. */
export const DEFAULT_SPONSOR_FADE_MS = 1_000;
/** Shortest sponsor time accepted (a faster rotation is unreadable). */
export const MIN_SPONSOR_SPEED_MS = 1_000;
/** Longest fade accepted. */
export const MAX_SPONSOR_FADE_MS = 10_000;

/**
 * A duration option: seconds (`?sponsorSpeed=10`, `2.5`) or milliseconds with an `ms` suffix (`?sponsorSpeed=800ms`);
 * null when absent or not a number.
 */
export function readDurationMs(params: URLSearchParams, name: string): number | null {
  const text = readTextOption(params, name);
  if (text === null) return null;
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s)?$/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  return match[2]?.toLowerCase() === 'ms' ? value : value * 1000;
}

/** Reads the ingame options from the query parameters and the route variant ('costream' for both aliases). */
export function parseIngameOptions(params: URLSearchParams, variant: string | null): IngameOptions {
  const speed = readDurationMs(params, 'sponsorSpeed');
  const fade = readDurationMs(params, 'sponsorFadeSpeed');
  const sponsorSpeedMs =
    speed === null ? DEFAULT_SPONSOR_SPEED_MS : Math.max(MIN_SPONSOR_SPEED_MS, Math.round(speed));
  return {
    codes: readFlagOption(params, false, 'codes'),
    sponsorSpeedMs,
    // A fade never takes more than half of a sponsor's time, so every sponsor is fully shown.
    sponsorFadeMs: Math.min(
      fade === null ? DEFAULT_SPONSOR_FADE_MS : Math.round(fade),
      MAX_SPONSOR_FADE_MS,
      Math.floor(sponsorSpeedMs / 2),
    ),
    basic: readFlagOption(params, false, 'basic'),
    costream: variant === 'costream' || readFlagOption(params, false, 'costreamer', 'costream'),
  };
}
