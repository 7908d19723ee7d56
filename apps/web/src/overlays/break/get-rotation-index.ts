/**
 * Which of `count` rotating items (headlines, sponsors) shows at `now` on the synced clock: floor(now / step) mod
 * count, so every overlay of the broadcast shows the same one. null when there is nothing to show.
 */
export function getRotationIndex(now: number, stepMs: number, count: number): number | null {
  if (count <= 0) return null;
  if (!(stepMs > 0) || !Number.isFinite(now)) return 0;
  const step = Math.floor(now / stepMs);
  return ((step % count) + count) % count;
}
