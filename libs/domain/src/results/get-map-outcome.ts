import type { MapOutcome, MapResultInput } from './map-result-input.js';

/**
 * Spec public-site §4: each map is played, drawn or unplayed; a map with a banner is banned and not played.
 * A banner wins over a winner or draw flag (validation keeps them exclusive; this keeps bad data harmless).
 */
export function getMapOutcome(map: MapResultInput): MapOutcome {
  if (map.banner) return 'banned';
  if (map.winner) return 'played';
  if (map.draw === true) return 'drawn';
  return 'unplayed';
}
