import { sortMatchesByStart } from '../../features/match-pages/sort-matches-by-start.js';
import {
  getTeamMatchResult,
  type TeamMatchInput,
  type TeamMatchResult,
} from './team-match-result.js';

/** A match as the history lists read it. */
export interface HistoryMatchInput extends TeamMatchInput {
  readonly id: string;
  readonly start?: string | null;
  readonly match_number?: number | null;
}

/** A listed match with the team's result in it. */
export interface HistoryEntry<M extends HistoryMatchInput> {
  readonly match: M;
  readonly result: TeamMatchResult;
}

export interface TeamHistoryQuery {
  readonly teamId: string;
  /** How many results at most (the latest ones). */
  readonly max: number;
  /** true: newest first; false: oldest first (the same latest `max` results). */
  readonly reverse: boolean;
  /** A match never listed (the live match itself). */
  readonly excludeId?: string | null;
}

/**
 * A team's last results (history overlay): its finished matches other than the live one, the latest `max` by
 * start (undated ones count as oldest), newest first, or oldest first with `reverse` off. Never mutates.
 */
export function selectTeamHistory<M extends HistoryMatchInput>(
  matches: readonly M[],
  query: TeamHistoryQuery,
): HistoryEntry<M>[] {
  const finished: HistoryEntry<M>[] = [];
  for (const match of sortMatchesByStart(matches, 'desc')) {
    if (match.id === query.excludeId) continue;
    const result = getTeamMatchResult(match, query.teamId);
    if (result) finished.push({ match, result });
  }
  const latest = finished.slice(0, Math.max(0, query.max));
  return query.reverse ? latest : latest.reverse();
}
