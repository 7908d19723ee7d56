import type { MapResultInput } from './map-result-input.js';

/** The current map with its position: index in the match's map list, number among unbanned maps (1-based). */
export interface CurrentMap<M extends MapResultInput> {
  readonly map: M;
  readonly index: number;
  readonly number: number;
}

/** RULES.md (a) update-live-match-map-data, (i): the current map is the first map not banned with no winner and no draw. */
export function getCurrentMap<M extends MapResultInput>(
  maps: readonly M[] | null | undefined,
): CurrentMap<M> | null {
  let number = 0;
  const list = maps ?? [];
  for (let index = 0; index < list.length; index += 1) {
    const map = list[index];
    if (map === undefined || map.banner) continue;
    number += 1;
    if (!map.winner && map.draw !== true) return { map, index, number };
  }
  return null;
}
