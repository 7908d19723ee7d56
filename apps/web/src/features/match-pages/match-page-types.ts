import { useOutletContext } from 'react-router';
import type { MatchRecord, ThemeRecord } from '@castline/contracts';
import type { GameProfile, MatchSlot } from '@castline/domain';
import type { Loadable, WithLinks } from '../../lib/things/thing-types.js';
import type { ColorPair } from '../../lib/theme/theme-colors.js';
import type { MatchTabAccess } from './get-match-tab-access.js';
import type { EventWithTheme, TeamWithTheme } from './match-types.js';

/** A match as its pages read it: teams and event, each with its theme. */
export type MatchPageRecord = WithLinks<
  MatchRecord,
  { teams: Loadable<TeamWithTheme>[]; event: Loadable<EventWithTheme>[] }
>;

/** What the match frame hands its pages. */
export interface MatchPageContext {
  readonly match: MatchPageRecord;
  readonly teams: readonly TeamWithTheme[];
  readonly event: EventWithTheme | null;
  readonly theme: ThemeRecord | null;
  readonly colors: ColorPair;
  readonly profile: GameProfile;
  /** The match's name as every surface gives it (describeMatch: custom name, else both sides). */
  readonly name: string;
  /** Both sides, teams or placeholders (getMatchSides via describeMatch, with the match's brackets). */
  readonly slots: readonly [MatchSlot<TeamWithTheme>, MatchSlot<TeamWithTheme>];
  /** The match's brackets are still loading: a placeholder's feeder text is not known yet. */
  readonly sidesPending: boolean;
  readonly access: MatchTabAccess;
}

/** What the match pages read of a match. */
export const MATCH_PAGE_TREE = { teams: { theme: true }, event: { theme: true } } as const;

/** The match page context (inside the match layout). */
export function useMatchPage(): MatchPageContext {
  return useOutletContext<MatchPageContext>();
}
