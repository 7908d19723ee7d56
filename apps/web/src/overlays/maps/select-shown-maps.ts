import type { MapSlot } from './get-map-slots.js';

/**
 * The maps the maps overlay lists (OVERLAYS §1 maps, option `auto`). Without `auto`: the whole series, maps still to
 * be decided included. With `auto` (our reading of "only maps that have been played or picked, plus the next
 * one"): every map entered on the match (played, banned, current or picked ahead), plus the first map still to be
 * decided, so the list grows as the series goes on and never shows a row of empty slots.
 */
export function selectShownMaps(slots: readonly MapSlot[], auto: boolean): MapSlot[] {
  if (!auto) return [...slots];
  const entered = slots.filter((slot) => slot.map !== null);
  const next = slots.find((slot) => slot.map === null);
  return next ? [...entered, next] : entered;
}
