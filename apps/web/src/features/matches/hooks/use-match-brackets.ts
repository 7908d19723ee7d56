import { useMemo } from 'react';
import type { MatchSidesBracket } from '@castline/brackets';
import type { BracketRecord, MatchRecord, TeamRecord } from '@castline/contracts';
import { useHydratedList } from '../../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  isThingReady,
  readyThings,
  type HydrationTree,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { useBracketLayoutParser } from './bracket-layout-parser.js';

type FeederMatch = WithLinks<MatchRecord, { teams: Loadable<TeamRecord>[] }>;
type FeederBracket = WithLinks<BracketRecord, { ordered_matches: Loadable<FeederMatch>[] }>;

/** What a match's sides need of its brackets (RULES c.5): layout, ordered matches and their teams. */
export const MATCH_BRACKETS_TREE: HydrationTree = { ordered_matches: { teams: true } };

/** The match fields that decide whether its brackets are needed. */
export interface MatchBracketsSource {
  readonly teams?: readonly unknown[] | null;
  readonly brackets?: readonly string[] | null;
}

export interface MatchBrackets {
  /** The match's brackets with the records getMatchSides reads (empty when no side is open). */
  readonly brackets: readonly MatchSidesBracket[];
  /** True while a bracket or one of its matches is still loading. */
  readonly isLoading: boolean;
}

const NONE: readonly string[] = [];

/**
 * The brackets of a match, live from the thing store, for the placeholders of its empty sides (public-site §4,
 * RULES c.5 via `getMatchSides`). Loads nothing for a match with two teams or without brackets. The layout
 * parser is a lazy chunk (./bracket-layout-parser.ts): until it has loaded, the brackets count as loading.
 */
export function useMatchBrackets(match: MatchBracketsSource | null | undefined): MatchBrackets {
  const isOpen = match !== null && match !== undefined && (match.teams?.length ?? 0) < 2;
  const ids = isOpen ? (match.brackets ?? NONE) : NONE;
  const entries = useHydratedList<FeederBracket>(ids, MATCH_BRACKETS_TREE);
  const parseBracketLayout = useBracketLayoutParser(ids.length > 0);
  return useMemo(() => {
    const brackets: MatchSidesBracket[] = [];
    if (parseBracketLayout === null) return { brackets, isLoading: entries.length > 0 };
    let isLoading = false;
    for (const entry of entries) {
      if (isThingLoading(entry)) isLoading = true;
      if (!isThingReady(entry)) continue;
      if (entry.ordered_matches.some(isThingLoading)) isLoading = true;
      const parsed = parseBracketLayout(entry.bracket_layout);
      if (!parsed.ok) continue;
      const matches = readyThings(entry.ordered_matches);
      brackets.push({
        layout: parsed.layout,
        orderedMatchIds: entry.ordered_matches.map((item) => item.__id),
        matches: matches.map((item) => ({
          id: item.id,
          teams: item.teams.map((team) => team.__id),
          placeholder_right: item.placeholder_right,
          placeholder_teams: item.placeholder_teams,
          match_number: item.match_number,
        })),
        teams: matches.flatMap((item) => readyThings(item.teams)),
      });
    }
    return { brackets, isLoading };
  }, [entries, parseBracketLayout]);
}
