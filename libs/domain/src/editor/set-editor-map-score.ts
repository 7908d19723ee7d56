import type { EditorMatchState, EditorOptions } from './editor-state.js';
import { getMapWinnerFromScore } from './get-map-winner-from-score.js';
import { setEditorMapWinner } from './set-editor-map-winner.js';

/**
 * Spec broadcast §4: editing a map score. Once both scores of an unbanned map are entered, the higher score sets
 * the map winner (equal: no winner) with the effects of choosing a winner (next picker, match score).
 */
export function setEditorMapScore(
  state: EditorMatchState,
  mapIndex: number,
  side: 1 | 2,
  score: number | null,
  options: EditorOptions,
): EditorMatchState {
  const maps = [...state.maps];
  while (maps.length <= mapIndex) maps.push({});
  const current = maps[mapIndex] ?? {};
  const updated = side === 1 ? { ...current, score_1: score } : { ...current, score_2: score };
  maps[mapIndex] = updated;
  const next: EditorMatchState = { ...state, maps };

  const score1 = updated.score_1;
  const score2 = updated.score_2;
  if (updated.banner || typeof score1 !== 'number' || typeof score2 !== 'number') return next;
  const winner = getMapWinnerFromScore(score1, score2, options.teamIds);
  if (winner === (updated.winner ?? null)) return next;
  return setEditorMapWinner(next, mapIndex, winner, options);
}
