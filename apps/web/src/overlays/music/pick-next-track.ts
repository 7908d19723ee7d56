import { MUSIC_HISTORY_MAX } from './parse-music-options.js';

/** What the next-track choice knows: the group's track urls, what played, and how to draw. */
export interface NextTrackInput {
  /** The group's tracks by url, in order. */
  readonly urls: readonly string[];
  /** The last tracks played, oldest first (the music history; at most MUSIC_HISTORY_MAX are kept). */
  readonly history: readonly string[];
  /** Every track played since the music started (without `loop` each plays once). */
  readonly played: readonly string[];
  readonly loop: boolean;
  /** A number in [0, 1). */
  readonly random: number;
}

/**
 * The next track (OVERLAYS §1 music "history of 5"): drawn among the group's tracks that are not in the recent
 * history (the last five, or fewer when the group is small, so a group of two alternates and a track never
 * follows itself); a group of one track repeats it only with `loop`. Without `loop`, tracks already played are
 * left out too, and when every track has played the answer is null (the music stops).
 */
export function pickNextTrack(input: NextTrackInput): string | null {
  const urls = [...new Set(input.urls)];
  if (urls.length === 0) return null;
  const recentCount = Math.min(MUSIC_HISTORY_MAX, urls.length - 1);
  const recent = new Set(recentCount > 0 ? input.history.slice(-recentCount) : []);
  const played = new Set(input.played);
  const candidates = urls.filter((url) => !recent.has(url) && (input.loop || !played.has(url)));
  if (candidates.length === 0) return null;
  const index = Math.min(
    candidates.length - 1,
    Math.floor(Math.max(0, input.random) * candidates.length),
  );
  return candidates[index] ?? null;
}

/** The history after `url` played: appended, the oldest dropped beyond MUSIC_HISTORY_MAX. */
export function pushHistory(history: readonly string[], url: string): string[] {
  return [...history, url].slice(-MUSIC_HISTORY_MAX);
}
