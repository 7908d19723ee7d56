import { useOutletContext } from 'react-router';
import type { EventRecord, TeamRecord, ThemeRecord } from '@castline/contracts';
import type { Loadable, WithLinks } from '../../lib/things/thing-types.js';
import type { ColorPair } from '../../lib/theme/theme-colors.js';

/** A team as its pages read it: theme, and event with its theme. */
export type TeamPageRecord = WithLinks<
  TeamRecord,
  {
    theme: Loadable<ThemeRecord>[];
    event: Loadable<WithLinks<EventRecord, { theme: Loadable<ThemeRecord>[] }>>[];
  }
>;

/** What the team layout hands its sub-pages. */
export interface TeamPageContext {
  readonly team: TeamPageRecord;
  readonly theme: ThemeRecord | null;
  readonly event: WithLinks<EventRecord, { theme: Loadable<ThemeRecord>[] }> | null;
  readonly colors: ColorPair;
}

/** What the team pages read of a team. */
export const TEAM_PAGE_TREE = { theme: true, event: { theme: true } } as const;

/** The team page context (inside the team layout). */
export function useTeamPage(): TeamPageContext {
  return useOutletContext<TeamPageContext>();
}
