import type { EditorTeamIds } from './editor-state.js';

/** Spec broadcast §4: the higher map score sets the map winner; equal scores mean no winner. */
export function getMapWinnerFromScore(
  score1: number,
  score2: number,
  teamIds: EditorTeamIds,
): string | null {
  if (score1 > score2) return teamIds[0] ?? null;
  if (score2 > score1) return teamIds[1] ?? null;
  return null;
}
