import type { EventRecord, MatchRecord, TeamRecord, ThemeRecord } from '@castline/contracts';
import type { HydrationTree, Loadable, WithLinks } from '../../lib/things/thing-types.js';

/** A team with its theme. */
export type TeamWithTheme = WithLinks<TeamRecord, { theme: Loadable<ThemeRecord>[] }>;

/** An event with its theme. */
export type EventWithTheme = WithLinks<EventRecord, { theme: Loadable<ThemeRecord>[] }>;

/** A match as match lists read it: teams with themes, and the event. */
export type ListedMatch = WithLinks<
  MatchRecord,
  { teams: Loadable<TeamWithTheme>[]; event: Loadable<EventRecord>[] }
>;

/** What a match list row reads. */
export const LISTED_MATCH_TREE: HydrationTree = { teams: { theme: true }, event: true };
