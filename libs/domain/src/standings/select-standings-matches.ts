import type { StandingsEntryInput, StandingsMatchInput } from './standings-types.js';

/**
 * RULES d.1 scope filter: the matches whose match_group equals the entry's group and, when the entry names
 * a sub_event, whose sub_event equals it (exact, case-sensitive). Completeness is checked later (tallyMatch),
 * so unfinished matches are kept here: they still make their teams members of the table.
 */
export function selectStandingsMatches(
  entry: Pick<StandingsEntryInput, 'group' | 'sub_event'>,
  matches: readonly StandingsMatchInput[],
): StandingsMatchInput[] {
  if (!entry.group) return [];
  return matches.filter(
    (match) =>
      match.match_group === entry.group &&
      (!entry.sub_event || match.sub_event === entry.sub_event),
  );
}
