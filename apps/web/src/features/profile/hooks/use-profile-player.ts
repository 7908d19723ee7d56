import { useMemo } from 'react';
import type { EventRecord, PlayerRecord, TeamRecord } from '@castline/contracts';
import { useHydrated } from '../../../lib/things/thing-hooks.js';
import {
  isThingLoading,
  isThingReady,
  readyThings,
  type Loadable,
  type WithLinks,
} from '../../../lib/things/thing-types.js';
import type { ThemeSourceTeam } from '../build-theme-options.js';

type ProfileEvent = Pick<EventRecord, 'id' | 'name' | 'theme'>;
type ProfileTeam = WithLinks<
  Pick<TeamRecord, 'id' | 'name' | 'theme' | 'event'>,
  {
    event: Loadable<ProfileEvent>[];
  }
>;
type TeamLinks = 'member_of' | 'captain_of' | 'team_staff' | 'owned_teams';

/** The player as the profile page reads it: its teams (every kind of membership) with their events. */
export type ProfilePlayer = WithLinks<PlayerRecord, Record<TeamLinks, Loadable<ProfileTeam>[]>>;

const TEAM_TREE = { event: true } as const;
const TREE = {
  member_of: TEAM_TREE,
  captain_of: TEAM_TREE,
  team_staff: TEAM_TREE,
  owned_teams: TEAM_TREE,
} as const;

/**
 * The signed-in user's Player record, live, with the teams whose themes (and whose events' themes) they may use
 * as profile picture theme (RULES (a) update-profile-data: players, captains, staff or owners of a team).
 */
export function useProfilePlayer(playerId: string | null): {
  readonly player: Loadable<ProfilePlayer> | undefined;
  readonly teams: ThemeSourceTeam[];
  /** True until every team of the player, and every event of those teams, has arrived (or is unknown). */
  readonly teamsLoading: boolean;
} {
  const player = useHydrated<ProfilePlayer>(playerId, TREE);
  const teamsLoading = useMemo(() => {
    if (!isThingReady(player)) return true;
    const all = [
      ...player.member_of,
      ...player.captain_of,
      ...player.team_staff,
      ...player.owned_teams,
    ];
    return all.some(
      (team) =>
        isThingLoading(team) ||
        (isThingReady(team) && (team.event as readonly unknown[]).some(isThingLoading)),
    );
  }, [player]);
  const teams = useMemo(() => {
    if (!isThingReady(player)) return [];
    const seen = new Set<string>();
    const all = [
      ...player.member_of,
      ...player.captain_of,
      ...player.team_staff,
      ...player.owned_teams,
    ];
    return readyThings(all)
      .filter((team) => (seen.has(team.id) ? false : (seen.add(team.id), true)))
      .map((team) => ({
        name: team.name,
        theme: team.theme,
        events: readyThings(team.event).map((event) => ({ name: event.name, theme: event.theme })),
      }));
  }, [player]);
  return { player, teams, teamsLoading };
}
