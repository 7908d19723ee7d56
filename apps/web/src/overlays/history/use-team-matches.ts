import { useHydratedList } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady, type ThingRecord } from '../../lib/things/thing-types.js';
import type { HistoryMatchInput } from './select-team-history.js';

/** A team's match as the history overlays read it: the match fields, its teams' ids, and its team records. */
export interface HistoryMatch extends HistoryMatchInput {
  readonly record: ThingRecord;
  readonly event: string | null;
  readonly match_group: string | null;
  readonly sub_event: string | null;
  /** The match's team records (by id) for opponent names and codes. */
  readonly teamRecords: ReadonlyMap<string, ThingRecord>;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const firstId = (value: unknown): string | null => {
  const first: unknown = Array.isArray(value) ? value[0] : undefined;
  if (typeof first === 'string') return first;
  return isThingReady(first as ThingRecord | undefined) ? (first as ThingRecord).id : null;
};

/** Reads a match hydrated with { teams: true, event: false } into a HistoryMatch. */
export function toHistoryMatch(record: ThingRecord): HistoryMatch {
  const teams: string[] = [];
  const teamRecords = new Map<string, ThingRecord>();
  for (const entry of Array.isArray(record['teams']) ? (record['teams'] as unknown[]) : []) {
    if (typeof entry === 'string') teams.push(entry);
    else if (isThingReady(entry as ThingRecord | undefined)) {
      const team = entry as ThingRecord;
      teams.push(team.id);
      teamRecords.set(team.id, team);
    } else {
      teams.push((entry as { __id?: string } | null)?.__id ?? '');
    }
  }
  return {
    id: record.id,
    record,
    start: text(record['start']),
    match_number: num(record['match_number']),
    teams,
    score_1: num(record['score_1']),
    score_2: num(record['score_2']),
    first_to: num(record['first_to']),
    forfeit: record['forfeit'] === true,
    event: firstId(record['event']),
    match_group: text(record['match_group']),
    sub_event: text(record['sub_event']),
    teamRecords,
  };
}

const TREE = { teams: true } as const;

/**
 * A team's matches (its `matches` links, as the team page reads them) with their teams, live; null until every
 * one has arrived (the overlay then paints its final layout at once). Unknown ids are dropped.
 */
export function useTeamMatches(team: ThingRecord | null): HistoryMatch[] | null {
  const ids = Array.isArray(team?.['matches'])
    ? (team['matches'] as unknown[]).filter((id): id is string => typeof id === 'string')
    : [];
  const entries = useHydratedList(ids, TREE);
  if (!team || entries.some((entry) => isThingLoading(entry))) return null;
  const ready = entries.filter((entry) => isThingReady(entry));
  // A team record still loading inside a match: wait for it too (its name is shown).
  if (ready.some((match) => (match['teams'] as unknown[] | undefined)?.some(isThingLoading)))
    return null;
  return ready.map(toHistoryMatch);
}
