import type { EditorMap } from './editor-state.js';

/** Whether a row holds a result, a picker, a banner, a replay code or a map score. */
const hasContent = (map: EditorMap): boolean =>
  !!(
    map.winner ||
    map.draw ||
    map.banner ||
    map.picker ||
    map.replay_code ||
    map.score_1 != null ||
    map.score_2 != null
  );

/**
 * Spec broadcast §4 "If only one map is available it is auto-selected": when exactly one map is on offer, every
 * row that holds something (a result, picker, banner, replay code or map score) but no map gets that map. Empty
 * spare rows stay empty, so they are not saved as maps. Returns the same list when nothing changes.
 */
export function selectSingleMap(
  maps: readonly EditorMap[],
  offered: readonly string[],
): readonly EditorMap[] {
  const [only] = offered;
  if (offered.length !== 1 || only === undefined) return maps;
  if (!maps.some((map) => !map.map && hasContent(map))) return maps;
  return maps.map((map) => (!map.map && hasContent(map) ? { ...map, map: only } : map));
}
