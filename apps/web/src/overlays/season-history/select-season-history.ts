import { sortMatchesByStart } from '../../features/match-pages/sort-matches-by-start.js';
import type { HistoryEntry, HistoryMatchInput } from '../history/select-team-history.js';
import { getTeamMatchResult } from '../history/team-match-result.js';

/** A match as the season history reads it. */
export interface SeasonMatchInput extends HistoryMatchInput {
  readonly event?: string | null;
  readonly match_group?: string | null;
  readonly sub_event?: string | null;
}

export interface SeasonHistoryQuery {
  readonly teamId: string;
  /** The live match's event: only its matches are listed (null: every match of the team). */
  readonly eventId: string | null;
  /** `stage` / `group`: a match is kept when its sub_event or match_group equals the value (any case). */
  readonly stage: string | null;
  readonly group: string | null;
  /** The latest this many (null: all). */
  readonly max: number | null;
  /** A match never listed (the live match itself). */
  readonly excludeId?: string | null;
}

const fold = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/** True when a stage / group filter value names the match's sub_event or match_group (no value: true). */
function inScope(match: SeasonMatchInput, value: string | null): boolean {
  if (value === null) return true;
  const wanted = fold(value);
  return fold(match.sub_event) === wanted || fold(match.match_group) === wanted;
}

/**
 * A team's whole-event history (season-history): its finished matches of the live match's event other than the
 * live one, within the stage and group filters, in play order (by start, undated last); with `max`, the latest
 * that many, still in play order. Never mutates.
 */
export function selectSeasonHistory<M extends SeasonMatchInput>(
  matches: readonly M[],
  query: SeasonHistoryQuery,
): HistoryEntry<M>[] {
  const listed: HistoryEntry<M>[] = [];
  for (const match of sortMatchesByStart(matches, 'asc')) {
    if (match.id === query.excludeId) continue;
    if (query.eventId !== null && match.event !== query.eventId) continue;
    if (!inScope(match, query.stage) || !inScope(match, query.group)) continue;
    const result = getTeamMatchResult(match, query.teamId);
    if (result) listed.push({ match, result });
  }
  return query.max === null ? listed : listed.slice(Math.max(0, listed.length - query.max));
}
