import { useOutletContext } from 'react-router';
import type { MatchRecord, ThemeRecord } from '@castline/contracts';
import type { GameProfile } from '@castline/domain';
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
  readonly name: string;
  readonly access: MatchTabAccess;
}

/** What the match pages read of a match. */
export const MATCH_PAGE_TREE = { teams: { theme: true }, event: { theme: true } } as const;

/** The match page context (inside the match layout). */
export function useMatchPage(): MatchPageContext {
  return useOutletContext<MatchPageContext>();
}
