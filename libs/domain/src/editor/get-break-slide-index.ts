import { BREAK_SLIDE_MS } from './break-automation.js';

/**
 * RULES.md (f) rotation: slide index = floor((now − rotation epoch) / 20 s) mod n (never negative); null when
 * there are no slides.
 */
export function getBreakSlideIndex(
  now: number,
  rotationEpoch: number,
  count: number,
): number | null {
  if (count <= 0) return null;
  const step = Math.floor((now - rotationEpoch) / BREAK_SLIDE_MS);
  return ((step % count) + count) % count;
}
