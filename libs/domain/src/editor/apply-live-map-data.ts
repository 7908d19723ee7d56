import { getCurrentMap } from '../results/get-current-map.js';
import { isMatchComplete } from '../results/is-match-complete.js';
import { countMapWins } from './count-map-wins.js';
import type { EditorMap } from './editor-state.js';
import { mergeMapEntry } from './merge-map-entry.js';

/** The live match as update-live-match-map-data changes it (team ids in stored order). */
export interface LiveMapMatch {
  readonly teams?: readonly (string | null | undefined)[] | null;
  readonly score_1?: number | null;
  readonly score_2?: number | null;
  readonly first_to?: number | null;
  readonly maps?: readonly EditorMap[] | null;
}

/** The match's maps and scores after the write, or why it is refused. */
export type LiveMapDataResult =
  | {
      readonly ok: true;
      /** Position of the written map in the match's maps. */
      readonly index: number;
      /** True when the match had no current map and one was appended. */
      readonly created: boolean;
      readonly maps: readonly EditorMap[];
      readonly score_1: number;
      readonly score_2: number;
      readonly scoreChanged: boolean;
    }
  | { readonly ok: false; readonly code: 'match-decided' };

/**
 * RULES.md (a) update-live-match-map-data: the patch goes to the current map (getCurrentMap: the first map not
 * banned with no winner and no draw); without one, a map entry is appended (numbered after the unbanned maps)
 * unless the match is already decided. When the patch sets a winner, each match score becomes that team's count
 * of map wins, never above first_to. Check the patch with checkMapData first.
 */
export function applyLiveMapData(match: LiveMapMatch, patch: EditorMap): LiveMapDataResult {
  const maps = [...(match.maps ?? [])];
  const current = getCurrentMap(maps);
  let index: number;
  if (current) {
    index = current.index;
    maps[index] = mergeMapEntry(current.map, patch);
  } else {
    if (isMatchComplete(match)) return { ok: false, code: 'match-decided' };
    const played = maps.filter((map) => !map.banner).length;
    index = maps.length;
    maps.push(mergeMapEntry({ number: played + 1 }, patch));
  }
  const score1 = match.score_1 ?? 0;
  const score2 = match.score_2 ?? 0;
  let next: [number, number] = [score1, score2];
  const firstTo = match.first_to ?? 0;
  if (patch.winner && firstTo > 0) {
    const [wins1, wins2] = countMapWins(maps, [match.teams?.[0], match.teams?.[1]]);
    next = [Math.min(wins1, firstTo), Math.min(wins2, firstTo)];
  }
  return {
    ok: true,
    index,
    created: !current,
    maps,
    score_1: next[0],
    score_2: next[1],
    scoreChanged: next[0] !== score1 || next[1] !== score2,
  };
}
