import { countMapWins } from './count-map-wins.js';
import type { EditorMap, EditorMatchState, EditorOptions } from './editor-state.js';

/** Pads the map rows with empty rows so that `length` rows exist. */
function padMaps(maps: readonly EditorMap[], length: number): EditorMap[] {
  const padded = [...maps];
  while (padded.length < length) padded.push({});
  return padded;
}

/**
 * Spec broadcast §4: choosing a map winner (or clearing it with null). A winner clears the map's draw flag. With
 * 'assume loser picks' on, the next map's picker becomes this map's loser, unless the next map is banned or the
 * match is decided by this result. The match score becomes each team's count of map wins (capped at first_to).
 */
export function setEditorMapWinner(
  state: EditorMatchState,
  mapIndex: number,
  winner: string | null,
  options: EditorOptions,
): EditorMatchState {
  const maps = padMaps(state.maps, mapIndex + 1);
  const current = maps[mapIndex] ?? {};
  maps[mapIndex] = winner ? { ...current, winner, draw: false } : { ...current, winner: null };

  const [wins1, wins2] = countMapWins(maps, options.teamIds);
  const cap = (wins: number): number =>
    state.first_to > 0 ? Math.min(wins, state.first_to) : wins;
  const score_1 = cap(wins1);
  const score_2 = cap(wins2);
  const decided = state.first_to > 0 && (score_1 === state.first_to || score_2 === state.first_to);

  const [team1, team2] = options.teamIds;
  const loser = winner && winner === team1 ? team2 : winner && winner === team2 ? team1 : null;
  if (options.assumeLoserPicks && loser && !decided) {
    const padded = padMaps(maps, mapIndex + 2);
    const next = padded[mapIndex + 1] ?? {};
    if (!next.banner) {
      padded[mapIndex + 1] = { ...next, picker: loser };
      return { ...state, score_1, score_2, maps: padded };
    }
  }
  return { ...state, score_1, score_2, maps };
}
