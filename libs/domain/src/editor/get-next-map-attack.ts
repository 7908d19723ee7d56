import type { MapAttack } from './map-attack.js';

/** Spec broadcast §4: the main map-attack button cycles none → Right → Left → none; from Both it goes to none. */
export function getNextMapAttack(current: MapAttack | undefined): MapAttack {
  if (current === null || current === undefined) return 'Right';
  if (current === 'Right') return 'Left';
  return null;
}
