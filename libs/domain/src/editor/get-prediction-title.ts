import { MATCH_PREDICTION_TITLE } from './twitch.js';
import type { PredictionType } from './twitch.js';

/** The current map as a map prediction names it: its number among unbanned maps and its name. */
export interface PredictionMap {
  readonly number: number;
  readonly name?: string | null;
}

/** A prediction title, or the refusal when a map prediction has no current map. */
export type PredictionTitleResult =
  | { readonly ok: true; readonly title: string }
  | { readonly ok: false; readonly code: 'no-current-map' };

/** Twitch's prediction title limit used by RULES.md (i). */
const MAX_TITLE = 45;

/**
 * RULES.md (i) create: "Who will win the match?" for a match; "Who will win map {n} - {map}?" for the current map,
 * dropping the map name when the title would exceed 45 characters; refused without a current map.
 */
export function getPredictionTitle(
  type: PredictionType,
  currentMap: PredictionMap | null | undefined,
): PredictionTitleResult {
  if (type === 'match') return { ok: true, title: MATCH_PREDICTION_TITLE };
  if (!currentMap) return { ok: false, code: 'no-current-map' };
  const name = currentMap.name?.trim();
  const withName = `Who will win map ${currentMap.number} - ${name}?`;
  if (name && Array.from(withName).length <= MAX_TITLE) return { ok: true, title: withName };
  return { ok: true, title: `Who will win map ${currentMap.number}?` };
}
