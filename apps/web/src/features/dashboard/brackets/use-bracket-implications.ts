import { useMemo } from 'react';
import { getBracketImplications, type BracketImplications } from '@castline/brackets';
import type { BracketRecord, EventRecord, MatchRecord, TeamRecord } from '@castline/contracts';
import { canResolveBracket } from '@castline/domain';
import { useHydrated, useThings } from '../../../lib/things/thing-hooks.js';
import {
  isThingMissing,
  isThingReady,
  readyThings,
  type HydrationTree,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { useBracketLayoutParser } from '../../matches/hooks/bracket-layout-parser.js';
import { useDashboard } from '../dashboard-context.js';
import type { DashboardRelationship } from '../dashboard-records.js';

type ImplicationsMatch = WithLinks<MatchRecord, { teams: Loadable<TeamRecord>[] }>;
type ImplicationsBracket = WithLinks<
  BracketRecord,
  { ordered_matches: Loadable<ImplicationsMatch>[]; events: Loadable<EventRecord>[] }
>;

/** What the panel reads of a bracket: its matches with their teams (names) and its events (staff). */
export const IMPLICATIONS_TREE: HydrationTree = { ordered_matches: { teams: true }, events: true };

export type BracketImplicationsState =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | {
      readonly status: 'ready';
      readonly bracket: ImplicationsBracket;
      readonly hidden: boolean;
      /** Null when the layout does not parse or the live match is not drawn in it. */
      readonly implications: BracketImplications | null;
      readonly unreadable: boolean;
      /** resolve-entire-bracket's permission (RULES (a), broadcast §6): canResolveBracket. */
      readonly canResolve: boolean;
    };

const links = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * One bracket of the live match for the Bracket Implications panel (RULES c.10, broadcast §2): the Winner and
 * Loser outcomes of the live match from getBracketImplications, whether hide_implications hides it, and whether the
 * user may resolve it (canResolveBracket over the bracket's events and the user's relationships on the bracket's
 * events and matches). Live: every record is a live thing.
 */
export function useBracketImplications(bracketId: string): BracketImplicationsState {
  const { data } = useDashboard();
  const entry = useHydrated<ImplicationsBracket>(bracketId, IMPLICATIONS_TREE);
  const bracket = isThingReady(entry) ? entry : null;
  const parse = useBracketLayoutParser(true);
  const relationshipIds = useMemo(() => {
    if (!bracket) return [];
    const ids = new Set<string>(links(data.liveMatch?.player_relationships));
    for (const match of readyThings(bracket.ordered_matches))
      for (const id of links(match.player_relationships)) ids.add(id);
    for (const event of readyThings(bracket.events))
      for (const id of links(event.player_relationships)) ids.add(id);
    return [...ids].sort();
  }, [bracket, data.liveMatch]);
  const relationships = readyThings(useThings<DashboardRelationship>(relationshipIds));
  const liveMatchId = data.liveMatch?.id ?? null;

  const computed = useMemo(() => {
    if (!bracket || parse === null) return null;
    const parsed = parse(bracket.bracket_layout);
    const matches = readyThings(bracket.ordered_matches);
    const implications =
      parsed.ok && liveMatchId
        ? getBracketImplications({
            layout: parsed.layout,
            orderedMatchIds: bracket.ordered_matches.map((m) => m.__id),
            matches: matches.map((m) => ({
              id: m.id,
              teams: m.teams.map((t) => t.__id),
              score_1: m.score_1,
              score_2: m.score_2,
              first_to: m.first_to,
              forfeit: m.forfeit,
              placeholder_right: m.placeholder_right,
              match_number: m.match_number,
            })),
            teams: matches.flatMap((m) => readyThings(m.teams)),
            matchId: liveMatchId,
          })
        : null;
    return { implications, unreadable: !parsed.ok };
  }, [bracket, parse, liveMatchId]);

  const canResolve =
    bracket !== null &&
    canResolveBracket(
      { player_id: data.user.airtableID, website_settings: data.user.website_settings },
      {
        events: readyThings(bracket.events).map((e) => ({ id: e.id, staff: e.staff ?? [] })),
        ordered_matches: bracket.ordered_matches.map((m) => m.__id),
      },
      relationships.map((r) => ({
        player: r.player ?? [],
        permissions: r.permissions ?? [],
        matches: r.matches ?? [],
        events: r.events ?? [],
      })),
    );

  if (entry === undefined) return { status: 'loading' };
  if (!isThingReady(entry)) return { status: isThingMissing(entry) ? 'missing' : 'loading' };
  if (computed === null) return { status: 'loading' };
  return {
    status: 'ready',
    bracket: entry,
    hidden: entry.hide_implications,
    implications: computed.implications,
    unreadable: computed.unreadable,
    canResolve,
  };
}
