import type { MapResultInput } from '../results/map-result-input.js';

/** What the minimum number of map rows depends on. */
export interface MinimumMapRowsInput {
  readonly score_1: number;
  readonly score_2: number;
  readonly first_to: number;
  readonly maps: readonly MapResultInput[];
  /** Rows added with 'Add map'. */
  readonly addedMaps: number;
}

/**
 * Spec broadcast §5: minimum map rows = the greatest of the scores' sum, the map wins, first_to and the unbanned
 * maps, plus the added maps, plus one while the series is undecided (neither score at first_to). The editor still
 * shows every stored map when there are more.
 */
export function getMinimumMapRows(input: MinimumMapRowsInput): number {
  const mapWins = input.maps.filter((map) => !map.banner && map.winner).length;
  const unbanned = input.maps.filter((map) => !map.banner).length;
  const decided =
    input.first_to > 0 && (input.score_1 === input.first_to || input.score_2 === input.first_to);
  return (
    Math.max(input.score_1 + input.score_2, mapWins, input.first_to, unbanned) +
    Math.max(0, input.addedMaps) +
    (decided ? 0 : 1)
  );
}
