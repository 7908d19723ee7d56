/**
 * Equal-power crossfade gains at `progress` (0 → 1, clamped): the outgoing track falls as cos, the incoming one
 * rises as sin, so the loudness stays even through the fade. Multiply by the music volume.
 */
export function crossfadeGains(progress: number): { readonly out: number; readonly in: number } {
  const p = Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 1));
  const angle = (p * Math.PI) / 2;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { out: round(Math.cos(angle)), in: round(Math.sin(angle)) };
}

/**
 * How long a crossfade into the next track lasts: the `crossfade` option, but at most half the current track (a
 * short track still plays on its own for half its length); 0 when either is unknown or not positive (a cut).
 */
export function crossfadeSeconds(optionS: number, trackDurationS: number): number {
  if (!(optionS > 0) || !(trackDurationS > 0) || !Number.isFinite(trackDurationS)) return 0;
  return Math.min(optionS, trackDurationS / 2);
}

/** Whether the crossfade into the next track should start now: within its length of the current track's end. */
export function shouldStartCrossfade(currentS: number, durationS: number, fadeS: number): boolean {
  if (!(fadeS > 0) || !(durationS > 0) || !Number.isFinite(durationS)) return false;
  return durationS - currentS <= fadeS;
}
