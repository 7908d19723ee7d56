import type { MapAttack } from './map-attack.js';

/** Spec broadcast §4: choosing Left, Right or Both directly sets it, or toggles back to none if already selected. */
export function toggleMapAttack(
  current: MapAttack | undefined,
  choice: Exclude<MapAttack, null>,
): MapAttack {
  return current === choice ? null : choice;
}
