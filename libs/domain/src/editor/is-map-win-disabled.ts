import { getMapWinBlock } from './get-map-win-block.js';

/** A team as the Map Win buttons see it. */
export interface MapWinTeam {
  readonly name?: string | null;
  /** True while the team record is still loading. */
  readonly loading?: boolean;
}

/** What the Map Win buttons depend on. */
export interface MapWinInput {
  readonly score_1?: number | null;
  readonly score_2?: number | null;
  readonly first_to?: number | null;
  readonly teams: readonly (MapWinTeam | null | undefined)[];
  /** A flip-teams or map-win request is in flight. */
  readonly requestPending: boolean;
}

/**
 * Spec broadcast §4: Map Win buttons are disabled when first_to is reached by either team (a missing first_to
 * counts as reached), during a flip or win request, with fewer than two teams, or while a team is loading or unnamed.
 * (getMapWinBlock says which.)
 */
export function isMapWinDisabled(input: MapWinInput): boolean {
  return getMapWinBlock(input) !== null;
}
