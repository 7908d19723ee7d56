import { useMemo } from 'react';
import { hasMatchEditRights, type PermissionRelationship } from '@castline/domain';
import type { AuthUser } from '../../../lib/auth/auth-store.js';
import { useThing, useThings } from '../../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady, readyThings } from '../../../lib/things/thing-types.js';
import { toPermissionMatch } from '../../reports/to-permission-match.js';
import type {
  DashboardBroadcast,
  DashboardClient,
  DashboardEvent,
  DashboardMatch,
  DashboardRelationship,
  DashboardTeam,
} from '../dashboard-records.js';

/** What the signed-in producer may do here (RULES (0), (a)); the server checks every call again. */
export interface DashboardPermissions {
  /** Broadcast access (BA) to the active broadcast: the user's client lists it. */
  readonly broadcastAccess: boolean;
  /** Match-edit rights (ME) on the live match (false without one). */
  readonly matchEdit: boolean;
  /** Website setting 'Full broadcast permissions' (Commercials). */
  readonly fullBroadcast: boolean;
}

/** The dashboard's working set: the active client, its active broadcast and the live match with its teams. */
export interface DashboardData {
  readonly status: 'loading' | 'no-client' | 'no-broadcast' | 'ready';
  readonly user: AuthUser;
  readonly client: DashboardClient | null;
  /** Every broadcast of the client, in its order (the first is active); loaded ones only. */
  readonly broadcasts: readonly DashboardBroadcast[];
  readonly broadcast: DashboardBroadcast | null;
  readonly event: DashboardEvent | null;
  readonly liveMatch: DashboardMatch | null;
  /** The live match's teams in stored order (loaded ones; `teamsLoading` while any is on its way). */
  readonly teams: readonly DashboardTeam[];
  readonly teamsLoading: boolean;
  readonly permissions: DashboardPermissions;
}

const links = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

const toRelationship = (r: DashboardRelationship): PermissionRelationship => ({
  player: r.player ?? [],
  permissions: r.permissions ?? [],
  matches: r.matches ?? [],
  events: r.events ?? [],
});

/**
 * Reads the dashboard's records live (OVERLAYS §4 "It works on the active broadcast of the active client"): the
 * user's first client, that client's first broadcast, its event and live match, and the match's teams, event and
 * relationships for the permission rules. Every record is live: set-active-broadcast re-points it at once.
 */
export function useDashboardData(user: AuthUser): DashboardData {
  const clientId = user.clients[0] ?? null;
  const clientEntry = useThing<DashboardClient>(clientId);
  const client = isThingReady(clientEntry) ? clientEntry : null;
  const broadcastIds = links(client?.broadcast);
  const broadcastEntries = useThings<DashboardBroadcast>(broadcastIds);
  const broadcastEntry = broadcastEntries[0];
  const broadcast = isThingReady(broadcastEntry) ? broadcastEntry : null;
  const eventEntry = useThing<DashboardEvent>(links(broadcast?.event)[0] ?? null);
  const matchEntry = useThing<DashboardMatch>(links(broadcast?.live_match)[0] ?? null);
  const liveMatch = isThingReady(matchEntry) ? matchEntry : null;
  const teamEntries = useThings<DashboardTeam>(links(liveMatch?.teams));
  const matchEventEntry = useThing<DashboardEvent>(links(liveMatch?.event)[0] ?? null);
  const matchEvent = isThingReady(matchEventEntry) ? matchEventEntry : null;
  const relationshipEntries = useThings<DashboardRelationship>([
    ...links(liveMatch?.player_relationships),
    ...links(matchEvent?.player_relationships),
  ]);

  const teams = readyThings(teamEntries) as DashboardTeam[];
  const relationships = readyThings(relationshipEntries) as DashboardRelationship[];
  const broadcasts = readyThings(broadcastEntries) as DashboardBroadcast[];
  const permissions = useMemo<DashboardPermissions>(() => {
    const actor = { player_id: user.airtableID, website_settings: user.website_settings };
    const broadcastAccess =
      !!broadcast && !!client && links(client.staff).includes(user.airtableID);
    const matchEdit =
      !!liveMatch &&
      hasMatchEditRights(
        actor,
        toPermissionMatch(liveMatch.id, teams, matchEvent),
        relationships.map(toRelationship),
      );
    return {
      broadcastAccess,
      matchEdit,
      fullBroadcast: user.website_settings.includes('Full broadcast permissions'),
    };
  }, [user, broadcast, client, liveMatch, teams, matchEvent, relationships]);

  const status: DashboardData['status'] =
    clientId === null || (clientEntry !== undefined && !isThingLoading(clientEntry) && !client)
      ? 'no-client'
      : !client || (broadcastIds.length > 0 && isThingLoading(broadcastEntry))
        ? 'loading'
        : !broadcast
          ? 'no-broadcast'
          : 'ready';
  return {
    status,
    user,
    client,
    broadcasts,
    broadcast,
    event: isThingReady(eventEntry) ? eventEntry : null,
    liveMatch,
    teams,
    teamsLoading: teamEntries.some((t) => isThingLoading(t)),
    permissions,
  };
}
