import type { MapResultInput } from '../results/map-result-input.js';
import type { EditorTeamIds } from './editor-state.js';

/** Spec broadcast §4: each team's count of map wins (banned maps never count), in stored team order. */
export function countMapWins(
  maps: readonly MapResultInput[],
  teamIds: EditorTeamIds,
): readonly [number, number] {
  let wins1 = 0;
  let wins2 = 0;
  for (const map of maps) {
    if (map.banner || !map.winner) continue;
    if (teamIds[0] && map.winner === teamIds[0]) wins1 += 1;
    else if (teamIds[1] && map.winner === teamIds[1]) wins2 += 1;
  }
  return [wins1, wins2];
}
