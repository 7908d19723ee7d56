import { isMatchComplete } from '../results/is-match-complete.js';
import type { EditorMap } from './editor-state.js';

/** The live match as multi-map-win changes it (team ids in stored order). */
export interface MultiMapWinMatch {
  readonly teams?: readonly (string | null | undefined)[] | null;
  readonly score_1?: number | null;
  readonly score_2?: number | null;
  readonly first_to?: number | null;
  readonly maps?: readonly EditorMap[] | null;
}

/** The new scores and maps after a map win, or why the win is refused. */
export type MultiMapWinResult =
  | {
      readonly ok: true;
      /** Position of the map that got the winner in the returned maps. */
      readonly index: number;
      readonly score_1: number;
      readonly score_2: number;
      readonly maps: readonly EditorMap[];
    }
  | { readonly ok: false; readonly code: 'not-enough-teams' | 'match-decided' | 'passes-first-to' };

/**
 * RULES.md (a) multi-map-win: refused with fewer than two teams, when the match is decided, or when the win would
 * pass first_to. Otherwise the first map with no winner, draw or banner gets the team as winner (a map entry is
 * appended when there is none) and the team's match score goes up by 1. teamNum is in stored order.
 */
export function applyMultiMapWin(match: MultiMapWinMatch, teamNum: 1 | 2): MultiMapWinResult {
  const team1 = match.teams?.[0];
  const team2 = match.teams?.[1];
  if (!team1 || !team2) return { ok: false, code: 'not-enough-teams' };
  if (isMatchComplete(match)) return { ok: false, code: 'match-decided' };
  const firstTo = match.first_to ?? 0;
  const score1 = match.score_1 ?? 0;
  const score2 = match.score_2 ?? 0;
  if ((teamNum === 1 ? score1 : score2) + 1 > firstTo)
    return { ok: false, code: 'passes-first-to' };

  const winner = teamNum === 1 ? team1 : team2;
  const maps = [...(match.maps ?? [])];
  const open = maps.findIndex((map) => !map.winner && map.draw !== true && !map.banner);
  if (open === -1) maps.push({ winner });
  else maps[open] = { ...maps[open], winner };
  return {
    ok: true,
    index: open === -1 ? maps.length - 1 : open,
    score_1: teamNum === 1 ? score1 + 1 : score1,
    score_2: teamNum === 2 ? score2 + 1 : score2,
    maps,
  };
}
