import { useRef } from 'react';
import { useThing, useThings } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady } from '../../lib/things/thing-types.js';
import type { ShellBroadcast } from './overlay-theme.js';
import type { OverlayOptions } from './parse-overlay-options.js';
import { pickStingerTeam, type StingerLiveMatch } from './stinger-team.js';

/** The team the stinger route shows: its id, name and theme (all null without one). */
export interface StingerTeam {
  readonly teamId: string | null;
  readonly name: string | null;
  readonly themeId: string | null;
  /** The live match and the team have arrived (or are not needed). */
  readonly ready: boolean;
}

interface StingerTeamRecord {
  readonly name?: string | null;
  readonly theme?: readonly string[] | null;
}

/**
 * The stinger route's team (OVERLAYS §1 "stinger (empty)", pickStingerTeam): reads the live match (for teamNum) and
 * the team, live. A new live match, flip_teams or highlight_team arrives by data_update and re-picks the team;
 * while a new live match or team is loading the last team is kept, so the stinger never flashes the plain theme
 * between two teams. `enabled` false (other routes) reads nothing and answers no team.
 */
export function useStingerTeam(
  enabled: boolean,
  broadcast: ShellBroadcast,
  options: Pick<OverlayOptions, 'team' | 'teamNum'>,
): StingerTeam {
  const matchId = enabled && options.teamNum !== null ? (broadcast.live_match?.[0] ?? null) : null;
  const matchEntry = useThing<StingerLiveMatch>(matchId);
  const matchLoading = isThingLoading(matchEntry);
  const match = isThingReady(matchEntry) ? matchEntry : null;
  // Both teams of the live match and their themes are read ahead, so toggle-flip-teams swaps at once.
  const matchTeams = useThings<StingerTeamRecord>(match?.teams ?? NO_IDS);
  useThings(
    matchTeams.map((team) => (isThingReady(team) ? team.theme?.[0] : null) ?? '').filter(Boolean),
  );
  const picked = enabled ? pickStingerTeam(match, broadcast, options) : null;
  const teamEntry = useThing<StingerTeamRecord>(picked);
  const team = isThingReady(teamEntry) ? teamEntry : null;
  const loading = matchLoading || isThingLoading(teamEntry);
  const current: StingerTeam = {
    teamId: picked,
    name: typeof team?.name === 'string' && team.name.trim() !== '' ? team.name : null,
    themeId: team?.theme?.[0] ?? null,
    ready: !loading,
  };
  const last = useRef<StingerTeam | null>(null);
  if (!loading) last.current = current;
  return loading && last.current ? last.current : current;
}

const NO_IDS: readonly string[] = [];
