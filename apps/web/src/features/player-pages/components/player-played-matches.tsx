import { Stack } from '@mantine/core';
import type { MatchRecord, TeamRecord } from '@castline/contracts';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { useHydratedList } from '../../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  isThingReady,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import { PageTitle } from '../../../ui/page-title.js';
import { PageLoader } from '../../entity-pages/components/page-loader.js';
import { EmptyText } from '../../entity-pages/components/section.js';
import { MatchList } from '../../match-pages/components/match-row.js';
import { sortMatchesByStart } from '../../match-pages/sort-matches-by-start.js';
import { usePlayerPage } from '../player-page-types.js';

type TeamWithMatches = WithLinks<TeamRecord, { matches: Loadable<MatchRecord>[] }>;

/** The matches of a player's teams, once each (loading until every team and match has arrived). */
export function usePlayedMatches(teamIds: readonly string[]): MatchRecord[] | null {
  const teams = useHydratedList<TeamWithMatches>(teamIds, { matches: true });
  if (teams.some((t) => isThingLoading(t) || (isThingReady(t) && t.matches.some(isThingLoading))))
    return null;
  const byId = new Map<string, MatchRecord>();
  for (const team of readyThings(teams))
    for (const match of readyThings(team.matches)) byId.set(match.id, match);
  return [...byId.values()];
}

/** A player's played matches (public-site §2 player 'played-matches'): their teams' matches, latest first, W/L marked. */
export function PlayerPlayedMatches() {
  const { player, teamIds } = usePlayerPage();
  const matches = usePlayedMatches(teamIds);
  const title = PAGES_TEXT.subPageTitle(PAGES_TEXT.playerTabs.playedMatches, player.name ?? '');
  if (matches === null)
    return (
      <>
        <PageTitle title={title} />
        <PageLoader />
      </>
    );
  return (
    <Stack gap="sm">
      <PageTitle title={title} />
      {matches.length === 0 ? (
        <EmptyText>{PAGES_TEXT.playerNoPlayedMatches}</EmptyText>
      ) : (
        <MatchList
          matchIds={sortMatchesByStart(matches, 'desc').map((m) => m.id)}
          perspective={teamIds}
          testId="played-matches"
        />
      )}
    </Stack>
  );
}
